/**
 * /maintain/import/common-battery [CAT-7]: the common batteries
 * offered with every storage inverter, paged with this list's own sizes 10, 15, 20 and 25 [LIST-1]
 * and searched by model name, with create, edit and delete dialogs (确定删除该公用电池信息? then 删除成功).
 */
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { CommonBatteryRow } from '@pvd/shared/catalogue/battery';
import { COMMON_BATTERY_PAGE_SIZES } from '@pvd/shared/constants/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import { listTexts, PagedList, type TextsT } from '@/components/paged-list';
import { useDateTime } from '@/hooks/use-account-info';
import { useListSearch } from '@/hooks/use-list-search';
import { usePaging } from '@/hooks/use-paging';
import { useRowReveal } from '@/hooks/use-row-reveal';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { useCommonBatteries, useDeleteCommonBattery } from '../../api/batteries';
import { CommonBatteryModal } from './common-battery-modal';

type Dialog =
  | { kind: 'edit'; battery: CommonBatteryRow | null }
  | { kind: 'delete'; battery: CommonBatteryRow };

export function CommonBatteriesPage() {
  const { t } = useTranslation(['catalogue', 'layout']);
  const language = useLanguage();
  const dateTime = useDateTime();
  const search = useListSearch();
  const paging = usePaging(search.applied, COMMON_BATTERY_PAGE_SIZES);
  const batteries = useCommonBatteries(paging.limit, paging.offset, search.applied);
  const remove = useDeleteCommonBattery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const rowReveal = useRowReveal(paging);
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

  const columns: TableProps.ColumnDefinition<CommonBatteryRow>[] = [
    {
      id: 'model',
      header: t('commonBatteries.fields.modelName'),
      cell: (row) => row.batterymodel,
      isRowHeader: true,
    },
    { id: 'brand', header: t('commonBatteries.fields.brand'), cell: (row) => row.batterybrand },
    {
      id: 'capacity',
      header: t('commonBatteries.fields.capacity'),
      cell: (row) => formatNumber(row.batterycapacity, language, 2),
    },
    { id: 'type', header: t('commonBatteries.fields.batteryType'), cell: (row) => row.batterytype },
    {
      id: 'max',
      header: t('commonBatteries.fields.maximumNumberOfParallelsSeries'),
      cell: (row) => row.maximumnumberofparallelsseries,
    },
    {
      id: 'min',
      header: t('commonBatteries.fields.minimumNumberOfParallelsSeries'),
      cell: (row) => row.minimumnumberofparallelsseries,
    },
    {
      id: 'modified',
      header: t('commonBatteries.modified'),
      cell: (row) => dateTime(row.lastmodifytime),
      minWidth: 180,
    },
    {
      id: 'actions',
      header: t('commonBatteries.actions'),
      minWidth: 130,
      cell: (row) => (
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
      ),
    },
  ];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('commonBatteries.description')}>
          {t('layout:pages.importCommonBattery')}
        </Header>
      }
    >
      <PagedList
        query={batteries}
        texts={listTexts(t as TextsT, 'commonBatteries')}
        search={search}
        paging={paging}
        columnDefinitions={columns}
        trackBy="id"
        reveal={rowReveal}
        itemLabel={(row) => row.batterymodel}
        variant="full-page"
        actions={
          <Button
            variant="primary"
            iconName="add-plus"
            onClick={() => setDialog({ kind: 'edit', battery: null })}
          >
            {t('commonBatteries.create')}
          </Button>
        }
      />
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
    </ContentLayout>
  );
}
