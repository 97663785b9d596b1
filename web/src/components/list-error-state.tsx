/**
 * What a list shows when its page could not be loaded: never the empty state (the list is not
 * known to be empty), but why, in words that tell a connection problem from a server failure
 * from a refusal, and a button that asks again.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';

interface ListErrorStateProps {
  error: unknown;
  onRetry(): void;
}

export function ListErrorState({ error, onRetry }: ListErrorStateProps) {
  const { t } = useTranslation('common');
  // The network, the server, or the server's own refusal (its message says why).
  const text =
    error instanceof ApiError && error.failure === 'refused'
      ? error.message
      : error instanceof ApiError && error.failure === 'network'
        ? t('states.loadFailedNetwork')
        : t('states.loadFailedServer');
  return (
    <Box textAlign="center" color="inherit">
      <Box variant="p" color="inherit">
        <StatusIndicator type="error">{text}</StatusIndicator>
      </Box>
      <Button iconName="refresh" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Box>
  );
}
