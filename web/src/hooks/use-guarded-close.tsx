/**
 * Closing a dialog or drawer that holds unsaved changes asks first (Escape or the close button used
 * to throw away a filled 33-field form). Escape, the close button, a click outside and the Cancel
 * button all go through `requestClose`; with nothing changed the dialog closes at once.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/confirm-dialog';

export interface GuardedClose {
  /** Closes, or asks first when there are unsaved changes. */
  requestClose(): void;
  /** The question, rendered by the dialog while it is asked (else null). */
  guard: ReactNode;
}

/**
 * @param dirty - The dialog holds changes that are not saved.
 * @param onClose - Closes the dialog.
 * @param busy - A save is running: closing waits for it.
 *
 * @example
 * const close = useGuardedClose(form.dirty, onClose, save.isPending);
 * <Modal onDismiss={close.requestClose} footer={<DialogFooter onCancel={close.requestClose} />}>…{close.guard}</Modal>
 */
export function useGuardedClose(dirty: boolean, onClose: () => void, busy = false): GuardedClose {
  const { t } = useTranslation('ui');
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const guard = asking ? (
    <ConfirmDialog
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.discard')}
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      onCancel={() => setAsking(false)}
    >
      {t('unsaved.question')}
    </ConfirmDialog>
  ) : null;
  return { requestClose, guard };
}
