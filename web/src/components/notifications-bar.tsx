/** The Flashbar of every page, showing the notifications store. */
import Flashbar from '@cloudscape-design/components/flashbar';
import { useTranslation } from 'react-i18next';
import { dismissNotification, useNotifications } from '../lib/notifications';

export function NotificationsBar() {
  const { t } = useTranslation();
  const items = useNotifications();
  return (
    <Flashbar
      items={items.map((item) => ({
        id: item.id,
        type: item.type,
        header: item.header,
        content: item.content,
        dismissible: true,
        dismissLabel: t('actions.close'),
        onDismiss: () => dismissNotification(item.id),
      }))}
    />
  );
}
