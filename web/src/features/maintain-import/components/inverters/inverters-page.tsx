/**
 * /maintain/import/inverter [CAT-5]: the catalogue's models, paged
 * on the server and filtered by model name, mains voltage type, series and type (a changed filter
 * returns to page 1); multi-select for the settings menu; per row view, edit, copy and delete;
 * add by type in a full-screen drawer; import from a spreadsheet with its template.
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import * as inverterCalls from '@pvd/shared/api/inverter';
import type { SystemInverterRow } from '@pvd/shared/catalogue/system-inverter-view';
import { PAGE_SIZES } from '@pvd/shared/constants/limits';
import { validationMessage } from '@pvd/shared/errors/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PagedList } from '@/components/paged-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-list-search';
import { usePaging } from '@/hooks/use-paging';
import { useRowReveal } from '@/hooks/use-row-reveal';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import {
  useDeleteInverter,
  useInverters,
  useRefreshInverters,
  useSetInverterType,
} from '../../api/inverters';
import { ImportDialog } from '../import/import-dialog';
import { CopyInverterModal } from './copy-inverter-modal';
import { ImageBatchModal } from './image-batch-modal';
import { inverterColumns } from './inverter-columns';
import { type DrawerTarget, InverterDrawer } from './inverter-drawer';
import { InverterFiltersBar, NO_FILTERS } from './inverter-filters';
import { type BatchAction, InverterToolbar } from './inverter-toolbar';
import { InverterViewModal } from './inverter-view-modal';
import { SeriesModal } from './series-modal';

type Dialog =
  | { kind: 'drawer'; target: DrawerTarget }
  | { kind: 'view'; id: string }
  | { kind: 'copy'; row: SystemInverterRow }
  | { kind: 'delete'; row: SystemInverterRow }
  | { kind: 'type'; value: 1 | 2 }
  | { kind: 'series' }
  | { kind: 'image' }
  | { kind: 'import' };

export function InvertersPage() {
  const { t } = useTranslation(['inverter', 'layout']);
  const language = useLanguage();
  const [typed, setTyped] = useState(NO_FILTERS);
  const modelname = useDebouncedValue(typed.modelname.trim(), SEARCH_DEBOUNCE_MS);
  const series = useDebouncedValue(typed.series.trim(), SEARCH_DEBOUNCE_MS);
  const filters = { ...typed, modelname, series };
  const paging = usePaging(filters, PAGE_SIZES);
  const inverters = useInverters(paging.limit, paging.offset, filters);
  const [selected, setSelected] = useState<SystemInverterRow[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const remove = useDeleteInverter();
  const setType = useSetInverterType();
  const refresh = useRefreshInverters();
  const rowReveal = useRowReveal(paging);
  const close = () => setDialog(null);
  /** Closes the dialog and shows the model it was about where it is in the list. */
  const closeShowing = (id: string | null, options?: { added?: boolean }) => {
    setDialog(null);
    if (id !== null) rowReveal.reveal(id, options);
  };
  const drawerId = (target: DrawerTarget) => (target.kind === 'edit' ? target.id : null);

  function batch(action: BatchAction) {
    if (action === 'image') return setDialog({ kind: 'image' });
    if (selected.length === 0) {
      return notify({ type: 'warning', content: validationMessage('inverterSelectionRequired', language) });
    }
    if (action === 'series') return setDialog({ kind: 'series' });
    // A batch change of many models asks first, with the count.
    setDialog({ kind: 'type', value: action === 'typeGrid' ? 1 : 2 });
  }

  function confirmType(inverterTypeValue: 1 | 2) {
    setType.mutate(
      { inverterTypeValue, InverterIdArray: selected.map((row) => row.id) },
      {
        onSuccess: ({ updated }) =>
          notify({
            type: 'success',
            content: t('typeSet', { count: updated, type: t(`types.${inverterTypeValue}`) }),
          }),
        onSettled: close,
      },
    );
  }

  function confirmDelete(row: SystemInverterRow) {
    remove.mutate(row.id, {
      onSuccess: () => {
        notify({ type: 'success', content: t('deleted', { name: row.modelname }) });
        setSelected((current) => current.filter((item) => item.id !== row.id));
      },
      onSettled: close,
    });
  }

  const columns = inverterColumns(t, language, {
    onView: (row) => setDialog({ kind: 'view', id: row.id }),
    onEdit: (row) => setDialog({ kind: 'drawer', target: { kind: 'edit', id: row.id } }),
    onCopy: (row) => setDialog({ kind: 'copy', row }),
    onDelete: (row) => setDialog({ kind: 'delete', row }),
  });
  const overlay = remove.isPending ? t('deleting') : setType.isPending ? t('settingType') : null;

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('description')}>
          {t('layout:pages.importInverter')}
        </Header>
      }
    >
      <PagedList
        query={inverters}
        texts={{
          title: t('tableTitle'),
          label: t('tableLabel'),
          loading: t('loading'),
          empty: t('empty'),
          noMatch: t('noMatch'),
          clearFilter: t('clearFilter'),
          count: (count) => t('count', { count, selected: selected.length }),
        }}
        filters={{
          applied: JSON.stringify(typed) !== JSON.stringify(NO_FILTERS),
          clear: () => setTyped(NO_FILTERS),
          content: <InverterFiltersBar value={typed} onChange={setTyped} />,
        }}
        paging={paging}
        columnDefinitions={columns}
        trackBy="id"
        reveal={rowReveal}
        itemLabel={(row) => row.modelname}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        variant="full-page"
        wrapLines={false}
        actions={
          <InverterToolbar
            onBatch={batch}
            onImport={() => setDialog({ kind: 'import' })}
            onAdd={(type) => setDialog({ kind: 'drawer', target: { kind: 'add', type } })}
          />
        }
      />
      {dialog?.kind === 'drawer' && (
        <InverterDrawer
          target={dialog.target}
          onClose={() => closeShowing(drawerId(dialog.target))}
          onSaved={(saved) => closeShowing(saved.id, { added: dialog.target.kind === 'add' })}
        />
      )}
      {dialog?.kind === 'view' && (
        <InverterViewModal id={dialog.id} onClose={() => closeShowing(dialog.id)} />
      )}
      {dialog?.kind === 'copy' && (
        <CopyInverterModal
          source={dialog.row}
          onClose={() => closeShowing(dialog.row.id)}
          onCopied={(copy) => closeShowing(copy.id, { added: true })}
        />
      )}
      {dialog?.kind === 'series' && <SeriesModal selected={selected} onClose={close} />}
      {dialog?.kind === 'image' && <ImageBatchModal ticked={selected} onClose={close} />}
      {dialog?.kind === 'import' && (
        <ImportDialog
          kind="inverter"
          call={inverterCalls.uploadInverter}
          onImported={refresh}
          onClose={close}
        />
      )}
      {dialog?.kind === 'type' && (
        <ConfirmDialog
          title={t('typeConfirmTitle')}
          confirmLabel={t('typeConfirm')}
          busy={setType.isPending}
          onConfirm={() => confirmType(dialog.value)}
          onCancel={close}
        >
          {t('typeQuestion', { count: selected.length, type: t(`types.${dialog.value}`) })}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle', { name: dialog.row.modelname })}
          confirmLabel={t('actions.delete')}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(dialog.row)}
          onCancel={close}
        >
          {t('deleteQuestion', { name: dialog.row.modelname })}
        </ConfirmDialog>
      )}
      <LoadingOverlay text={overlay} />
    </ContentLayout>
  );
}
