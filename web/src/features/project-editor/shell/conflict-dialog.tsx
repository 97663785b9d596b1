/**
 * A save answered 117 [PRJ-4]: the project changed elsewhere (another tab, a colleague with
 * the same account) since this editor read it. The user reloads the saved project (losing this
 * editor's changes) or keeps theirs (saved over the other version).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';

interface ConflictDialogProps {
  onReload(): Promise<void>;
  onKeepMine(): Promise<void>;
  onCancel(): void;
}

export function ConflictDialog({ onReload, onKeepMine, onCancel }: ConflictDialogProps) {
  const { t } = useTranslation(['editor', 'ui']);
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <Modal
      visible
      header={t('editor:conflict.title')}
      closeAriaLabel={t('ui:dialog.close')}
      onDismiss={() => !busy && onCancel()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={busy} onClick={() => run(onReload)}>
              {t('editor:conflict.reload')}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => run(onKeepMine)}>
              {t('editor:conflict.keepMine')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t('editor:conflict.text')}
    </Modal>
  );
}
