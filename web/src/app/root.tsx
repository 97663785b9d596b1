/** The root route: keeps the document title in step with the page and shows the message box. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { AlertDialogHost } from '../components/alert-dialog-host';
import { routeHandle } from './route-handle';

/** Document title = page title + product title [NAV-4]. */
function useDocumentTitle(): void {
  const { t } = useTranslation(['common', 'layout']);
  const matches = useMatches();
  const titleKey = matches.map((match) => routeHandle(match).titleKey).findLast((key) => key !== undefined);
  const product = t('productTitle');
  const title = titleKey ? `${t(`layout:pages.${titleKey}`)} - ${product}` : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function Root() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <AlertDialogHost />
    </>
  );
}
