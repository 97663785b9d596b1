/**
 * The wizard's secondary buttons (001 §2): pre-save on the earlier steps; Save and stay, Create
 * report and Bill of materials (each saving first) on the last.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { WizardSave } from './use-wizard-save';

export function WizardActions({ last, saving }: { last: boolean; saving: WizardSave }) {
  const { t } = useTranslation('editor');
  const busy = saving.saving !== null || saving.reportRendering || saving.bomRendering;
  if (!last) {
    return (
      <Button loading={saving.saving === 'stay'} disabled={busy} onClick={() => void saving.save('stay')}>
        {t('wizard.preSave')}
      </Button>
    );
  }
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button loading={saving.saving === 'stay'} disabled={busy} onClick={() => void saving.save('stay')}>
        {t('wizard.saveStay')}
      </Button>
      <Button
        iconName="file"
        loading={saving.saving === 'report' || saving.reportRendering}
        disabled={busy}
        onClick={() => void saving.save('report')}
      >
        {t('wizard.createReport')}
      </Button>
      <Button
        iconName="download"
        loading={saving.saving === 'bom' || saving.bomRendering}
        disabled={busy}
        onClick={() => void saving.save('bom')}
      >
        {t('wizard.billOfMaterials')}
      </Button>
    </SpaceBetween>
  );
}
