/**
 * A confirmation before a destructive or far-reaching action (000 §2: deleting an inverter, a
 * common battery, a panel or a material). The confirm button shows the work in progress; the
 * dialog cannot be dismissed while it runs.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={onCancel}>
              {t('dialog.cancel')}
            </Button>
            <Button variant="primary" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
