/**
 * Logout with a confirmation: account/logout ends the session on the server [ACC-5], then the
 * browser forgets it and goes to /login. A failed call still logs out here.
 */

import * as accountCalls from '@pvd/shared/api/account-session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { DialogFooter } from '../../components/dialog-footer';
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
        <DialogFooter
          busy={busy}
          onCancel={onDismiss}
          onConfirm={() => void logout()}
          confirmLabel={t('logout.confirm')}
          cancelWhileBusy
        />
      }
    >
      {t('logout.question')}
    </Modal>
  );
}
