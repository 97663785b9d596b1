/** A query's three states: loading, failed (with a retry), or its content. */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  loadingText?: string;
  children(data: T): ReactNode;
}

export function QueryContent<T>({ query, loadingText, children }: QueryContentProps<T>) {
  const { t } = useTranslation();
  if (query.isPending)
    return <StatusIndicator type="loading">{loadingText ?? t('states.loading')}</StatusIndicator>;
  if (query.isError) {
    return (
      <Alert type="error" action={<Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>}>
        {t('states.loadFailed')}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
