/** The blocking message box of `lib/alerts` (loaded only when a box opens). */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { type AlertBox, closeAlert } from '../lib/alerts';

export default function AlertDialog({ box }: { box: AlertBox }) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      onDismiss={closeAlert}
      header={box.title}
      closeAriaLabel={t('actions.close')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={closeAlert}>
            {t('actions.ok')}
          </Button>
        </Box>
      }
    >
      <Alert type={box.type}>{box.message}</Alert>
    </Modal>
  );
}
