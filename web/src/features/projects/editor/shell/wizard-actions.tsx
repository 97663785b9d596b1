/** The wizard's secondary buttons (001 §2): pre-save on the earlier steps; Save and stay and Create report on the last. */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { WizardSave } from './use-wizard-save';

export function WizardActions({ last, saving }: { last: boolean; saving: WizardSave }) {
  const { t } = useTranslation('editor');
  const busy = saving.saving !== null || saving.reportRendering;
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
    </SpaceBetween>
  );
}
