/**
 * Why the last save did not go through, where no field can say it (the server's field errors
 * that no step shows: the body as a whole), or why the report cannot be made yet.
 */
import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import type { ApiFieldError } from '@/lib/api-error';

export function SaveErrors({
  fieldErrors,
  incomplete,
}: {
  fieldErrors: readonly ApiFieldError[];
  incomplete: boolean;
}) {
  const { t } = useTranslation('editor');
  if (fieldErrors.length > 0) {
    return (
      <Alert type="error" header={t('save.refused')}>
        <ul>
          {fieldErrors.map((error) => (
            <li key={`${error.field}:${error.key}`}>{error.message}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  if (incomplete) return <Alert type="warning">{t('save.reportNeedsComplete')}</Alert>;
  return null;
}
