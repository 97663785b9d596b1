/**
 * The footer of a dialog or drawer: Cancel, then the primary action (Save unless named) showing
 * the work in progress. While the work runs Cancel is locked too, so a half-done save cannot be
 * walked away from; dialogs whose work may be left to finish on its own keep Cancel usable.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

interface DialogFooterProps {
  /** The primary action runs: its button spins (and Cancel is locked unless `cancelWhileBusy`). */
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** The primary button's text; "Save" when not given. */
  confirmLabel?: string;
  /** The secondary button's text; "Cancel" when not given. */
  cancelLabel?: string;
  /** The primary action is not available (e.g. its work is done). */
  confirmDisabled?: boolean;
  /** Cancel stays usable while the primary action runs. */
  cancelWhileBusy?: boolean;
}

/**
 * @example
 * <Modal footer={<DialogFooter busy={save.isPending} onCancel={onClose} onConfirm={submit} />} />
 */
export function DialogFooter({
  busy = false,
  onCancel,
  onConfirm,
  confirmLabel,
  cancelLabel,
  confirmDisabled,
  cancelWhileBusy = false,
}: DialogFooterProps) {
  const { t } = useTranslation('ui');
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" disabled={busy && !cancelWhileBusy} onClick={() => onCancel()}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button variant="primary" loading={busy} disabled={confirmDisabled} onClick={() => onConfirm()}>
          {confirmLabel ?? t('dialog.save')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
