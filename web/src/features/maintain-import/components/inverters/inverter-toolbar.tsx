/**
 * The toolbar of the inverter list [CAT-5]: the settings menu for the selected rows (series,
 * image, grid or storage type), the template, the import, and add by type.
 */
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { TemplateButton } from '../import/template-button';

export type BatchAction = 'series' | 'image' | 'typeGrid' | 'typeStorage';

interface InverterToolbarProps {
  onBatch(action: BatchAction): void;
  onImport(): void;
  onAdd(type: 1 | 2): void;
}

export function InverterToolbar({ onBatch, onImport, onAdd }: InverterToolbarProps) {
  const { t } = useTranslation('inverter');
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <ButtonDropdown
        items={[
          { id: 'series', text: t('toolbar.setSeries') },
          { id: 'image', text: t('toolbar.setImage') },
          { id: 'typeGrid', text: t('toolbar.setGrid') },
          { id: 'typeStorage', text: t('toolbar.setStorage') },
        ]}
        onItemClick={({ detail }) => onBatch(detail.id as BatchAction)}
      >
        {t('toolbar.settings')}
      </ButtonDropdown>
      <TemplateButton kind="inverter" variant="normal" />
      <Button iconName="upload" onClick={onImport}>
        {t('toolbar.import')}
      </Button>
      <ButtonDropdown
        variant="primary"
        items={[
          { id: '1', text: t('toolbar.addGrid') },
          { id: '2', text: t('toolbar.addStorage') },
        ]}
        onItemClick={({ detail }) => onAdd(detail.id === '2' ? 2 : 1)}
      >
        {t('toolbar.add')}
      </ButtonDropdown>
    </SpaceBetween>
  );
}
