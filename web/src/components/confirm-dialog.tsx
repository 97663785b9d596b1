/**
 * A confirmation before a destructive or far-reaching action (deleting an inverter, a common
 * battery, a panel or a material [CAT-3] [CAT-5]). The confirm button shows the work in progress;
 * the dialog cannot be dismissed while it runs.
 */

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { DialogFooter } from './dialog-footer';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirm button's text (e.g. "Delete"). */
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      visible
      onDismiss={() => !busy && onCancel()}
      header={title}
      closeAriaLabel={t('dialog.close')}
      footer={
        <DialogFooter busy={busy} onCancel={onCancel} onConfirm={onConfirm} confirmLabel={confirmLabel} />
      }
    >
      {children}
    </Modal>
  );
}
