/**
 * The offer of a local draft left by an earlier visit (a reload, a closed tab, a lost connection):
 * restore it or discard it [WIZ-15].
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/hooks/use-account-info';
import type { LocalDraft } from './local-draft';

interface RestoreDraftNoticeProps {
  local: LocalDraft;
  onRestore(): void;
  onDiscard(): void;
}

export function RestoreDraftNotice({ local, onRestore, onDiscard }: RestoreDraftNoticeProps) {
  const { t } = useTranslation('editor');
  const dateTime = useDateTime();
  return (
    <Alert
      type="info"
      header={t('restore.header')}
      action={
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={onDiscard}>{t('restore.discard')}</Button>
          <Button variant="primary" onClick={onRestore}>
            {t('restore.restore')}
          </Button>
        </SpaceBetween>
      }
    >
      {t('restore.text', { time: dateTime(local.writtenAt) })}
    </Alert>
  );
}
