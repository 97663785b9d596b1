/**
 * What a route area shows when it fails to render or its code fails to load
 * [ERR-5]. Reloading fetches the current version of the site.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box padding="xl">
      <Alert
        type="error"
        header={t('errors.pageFailed')}
        action={<Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>}
      >
        {t('errors.pageFailedHint')}
      </Alert>
    </Box>
  );
}
