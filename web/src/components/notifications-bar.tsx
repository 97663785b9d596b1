/**
 * The Flashbar of every page, showing the notifications store. Cloudscape's Flashbar (and its
 * animations) is a chunk of its own, loaded with the first notification: most pages show none.
 * Until it is there (or if it cannot be loaded: a notification about the lost connection must
 * still show), each notification is an Alert, which every page already has.
 */
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useLazyModule } from '../hooks/use-lazy-module';
import { lazyModule } from '../lib/lazy-module';
import { dismissNotification, useNotifications } from '../lib/notifications';

const flashbarModule = lazyModule(() => import('@cloudscape-design/components/flashbar'));

export function NotificationsBar() {
  const { t } = useTranslation();
  const items = useNotifications();
  const Flashbar = useLazyModule(flashbarModule, items.length > 0).value?.default;
  const shown = items.map((item) => ({
    id: item.id,
    type: item.type,
    header: item.header,
    content: item.content,
    dismissible: true,
    dismissLabel: t('actions.close'),
    onDismiss: () => dismissNotification(item.id),
  }));
  if (Flashbar) return <Flashbar items={shown} />;
  if (shown.length === 0) return null;
  return (
    <SpaceBetween size="xs">
      {shown.map((item) => (
        <Alert
          key={item.id}
          type={item.type}
          header={item.header}
          dismissible
          i18nStrings={{ dismissAriaLabel: item.dismissLabel }}
          onDismiss={item.onDismiss}
        >
          {item.content}
        </Alert>
      ))}
    </SpaceBetween>
  );
}
