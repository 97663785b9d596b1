/**
 * The common battery list's editing: its create button, each row's edit and delete buttons, and
 * the dialogs they open (the form, and the delete confirmation 确定删除该公用电池信息? then 删除成功).
 * After a save the dialog closes and the list shows the battery where it now is.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CommonBatteryRow } from '@pvd/shared/catalogue/battery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import type { RowReveal } from '@/hooks/use-row-reveal';
import { notify } from '@/lib/notifications';
import { useDeleteCommonBattery } from '../../api/batteries';
import { CommonBatteryModal } from './common-battery-modal';

type Dialog =
  | { kind: 'edit'; battery: CommonBatteryRow | null }
  | { kind: 'delete'; battery: CommonBatteryRow };

export function useCommonBatteryEditing(rowReveal: RowReveal) {
  const { t } = useTranslation('catalogue');
  const remove = useDeleteCommonBattery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  /** Closes the dialog and shows the battery it was about where it is in the list. */
  const closeShowing = (id: string | undefined, options?: { added?: boolean }) => {
    setDialog(null);
    if (id !== undefined) rowReveal.reveal(id, options);
  };

  function confirmDelete(battery: CommonBatteryRow) {
    remove.mutate(battery.id, {
      onSuccess: () => notify({ type: 'success', content: t('commonBatteries.deleted') }),
      onSettled: close,
    });
  }

  const createButton = (
    <Button variant="primary" iconName="add-plus" onClick={() => setDialog({ kind: 'edit', battery: null })}>
      {t('commonBatteries.create')}
    </Button>
  );

  const rowActions = (row: CommonBatteryRow) => (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        variant="inline-link"
        ariaLabel={t('commonBatteries.editAria', { name: row.batterymodel })}
        onClick={() => setDialog({ kind: 'edit', battery: row })}
      >
        {t('commonBatteries.edit')}
      </Button>
      <Button
        variant="inline-link"
        ariaLabel={t('commonBatteries.deleteAria', { name: row.batterymodel })}
        onClick={() => setDialog({ kind: 'delete', battery: row })}
      >
        {t('commonBatteries.delete')}
      </Button>
    </SpaceBetween>
  );

  const dialogs = (
    <>
      {dialog?.kind === 'edit' && (
        <CommonBatteryModal
          battery={dialog.battery}
          onClose={() => closeShowing(dialog.battery?.id)}
          onSaved={(saved) => closeShowing(saved.id, { added: dialog.battery === null })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('commonBatteries.deleteTitle')}
          confirmLabel={t('commonBatteries.delete')}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(dialog.battery)}
          onCancel={close}
        >
          {t('commonBatteries.deleteQuestion')}
        </ConfirmDialog>
      )}
      <LoadingOverlay text={remove.isPending ? t('commonBatteries.deleting') : null} />
    </>
  );

  return { createButton, rowActions, dialogs };
}
