/** /Error/401, /Error/404 and every unknown path. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function ForbiddenPage() {
  const { t } = useTranslation('pages');
  return <ErrorPage code={t('forbidden.code')} message={t('forbidden.message')} />;
}

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return <ErrorPage code={t('notFound.code')} message={t('notFound.message')} />;
}
