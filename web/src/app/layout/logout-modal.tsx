/**
 * Logout with a confirmation (000 §2): account/logout ends the session on the server, then the
 * browser forgets it and goes to /login. A failed call still logs out here.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as accountCalls from '@pvd/shared/api/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, endSession } from '../../lib/api';
import { clearNotifications } from '../../lib/notifications';

interface LogoutModalProps {
  visible: boolean;
  onDismiss(): void;
}

export function LogoutModal({ visible, onDismiss }: LogoutModalProps) {
  const { t } = useTranslation(['layout', 'common']);
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await api(accountCalls.logout, {}, { quiet: 'all' });
    } catch {
      // The session ends here anyway; the server forgets it when it expires.
    } finally {
      setBusy(false);
      onDismiss();
      clearNotifications();
      endSession();
    }
  }

  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      header={t('logout.title')}
      closeAriaLabel={t('common:actions.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void logout()}>
              {t('logout.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t('logout.question')}
    </Modal>
  );
}
