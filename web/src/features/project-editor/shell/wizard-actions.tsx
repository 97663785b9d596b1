/**
 * The wizard's secondary buttons [WIZ-1]: a new project's earlier steps pre-save; a saved
 * project's every step saves, staying or going back to the list, so changing one field takes no
 * walk through the steps; the last step also creates the report and the bill of materials (each
 * saving first).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { WizardSave } from './use-wizard-save';

interface WizardActionsProps {
  last: boolean;
  /** The project is saved (it has an id). */
  saved: boolean;
  saving: WizardSave;
  /** Save and back to the list, once every step validates (the last step's primary button). */
  onFinish(): void;
}

export function WizardActions({ last, saved, saving, onFinish }: WizardActionsProps) {
  const { t } = useTranslation('editor');
  const busy = saving.saving !== null || saving.reportRendering || saving.bomRendering;
  if (!last && !saved) {
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
      {last ? (
        <>
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
        </>
      ) : (
        <Button loading={saving.saving === 'return'} disabled={busy} onClick={onFinish}>
          {t('wizard.save')}
        </Button>
      )}
    </SpaceBetween>
  );
}
