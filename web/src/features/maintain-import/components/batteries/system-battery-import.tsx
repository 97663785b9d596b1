/** The system battery list's actions: the template to fill in, and its import dialog. */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as batteryCalls from '@pvd/shared/api/battery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshSystemBatteries } from '../../api/batteries';
import { ImportDialog } from '../import/import-dialog';
import { TemplateButton } from '../import/template-button';

export function SystemBatteryImport() {
  const { t } = useTranslation('catalogue');
  const refresh = useRefreshSystemBatteries();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <SpaceBetween direction="horizontal" size="xs">
        <TemplateButton kind="inverterBattery" variant="normal" />
        <Button variant="primary" iconName="upload" onClick={() => setImporting(true)}>
          {t('import.button')}
        </Button>
      </SpaceBetween>
      {importing && (
        <ImportDialog
          kind="inverterBattery"
          call={batteryCalls.uploadInverterBattery}
          onImported={refresh}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  );
}
