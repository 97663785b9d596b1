/**
 * Says which other drawn arrays the obstacles saved in a roof drawer changed
 * (drawn-counts.ts), until the user closes it.
 */
import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import type { RecountedArray } from './drawn-counts';

export function RecountedNotice({
  recounted,
  onDismiss,
}: {
  recounted: readonly RecountedArray[];
  onDismiss(): void;
}) {
  const { t } = useTranslation('editorArrays');
  if (recounted.length === 0) return null;
  return (
    <Alert
      type="warning"
      dismissible
      onDismiss={onDismiss}
      header={t('recounted.title')}
      statusIconAriaLabel={t('delete.warningIcon')}
      i18nStrings={{ dismissAriaLabel: t('recounted.dismiss') }}
    >
      {t('recounted.description')}
      <ul>
        {recounted.map((array) => (
          <li key={array.id}>
            {array.to > 0 ? t('recounted.changed', { ...array }) : t('recounted.empty', { ...array })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
