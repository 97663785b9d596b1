/**
 * A dialog holding a form: its header and close button, the form (Enter in a field submits it),
 * Cancel and the primary action in the footer, and the unsaved-changes question of `close`
 * (useGuardedClose): Escape, the close button, a click outside and Cancel all go through it.
 */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuardedClose } from '../hooks/use-guarded-close';
import { DialogFooter } from './dialog-footer';
import { Modal, type ModalProps } from './modal';

interface FormDialogProps {
  header: ReactNode;
  close: GuardedClose;
  /** The primary action runs (DialogFooter's `busy`). */
  busy: boolean;
  onSubmit(): void;
  /** The primary button's text; "Save" when not given. */
  confirmLabel?: string;
  confirmDisabled?: boolean;
  /** Cancel stays usable while the primary action runs. */
  cancelWhileBusy?: boolean;
  size?: ModalProps['size'];
  /** 'top' for a tall form, whose height changes as it is filled. */
  position?: ModalProps['position'];
  children: ReactNode;
}

/**
 * @example
 * const close = useGuardedClose(form.dirty, onClose, save.isPending);
 * <FormDialog header={t('title')} close={close} busy={save.isPending} onSubmit={submit}>…fields…</FormDialog>
 */
export function FormDialog({
  header,
  close,
  busy,
  onSubmit,
  confirmLabel,
  confirmDisabled,
  cancelWhileBusy,
  size,
  position,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('ui');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      visible
      size={size}
      position={position}
      onDismiss={close.requestClose}
      header={header}
      closeAriaLabel={t('dialog.close')}
      footer={
        <DialogFooter
          busy={busy}
          onCancel={close.requestClose}
          onConfirm={submit}
          confirmLabel={confirmLabel}
          confirmDisabled={confirmDisabled}
          cancelWhileBusy={cancelWhileBusy}
        />
      }
    >
      <form onSubmit={submit} noValidate>
        {children}
        {/* Enter in any field submits, also in a form of several fields (implicit submission). */}
        <button type="submit" hidden />
      </form>
      {close.guard}
    </Modal>
  );
}
