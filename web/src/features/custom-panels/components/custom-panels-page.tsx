/**
 * /user/component/list [CAT-2]: the user's panels, paged on the server and
 * searched by manufacturer or model name (500 ms after typing stops; a new search starts on page
 * 1), with add, edit, set as default, delete and batch delete (a selection is required, and the
 * default panel can never be deleted), and the columns chosen in the preferences (a 1280 px window
 * starts without the area, Isc and wafer, so the table fits).
 */
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UserPanelRow } from '@pvd/shared/catalogue/user-panel';
import { PAGE_SIZES } from '@pvd/shared/constants/limits';
import { validationMessage } from '@pvd/shared/errors/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import { listTexts, PagedList, type TextsT } from '@/components/paged-list';
import { useColumnDisplay } from '@/hooks/use-column-display';
import { useListSearch } from '@/hooks/use-list-search';
import { usePaging } from '@/hooks/use-paging';
import { useRowReveal } from '@/hooks/use-row-reveal';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import {
  useBatchDeleteCustomPanels,
  useCustomPanels,
  useDeleteCustomPanel,
  useSetDefaultCustomPanel,
} from '../api/custom-panels';
import { customPanelColumnOptions, customPanelColumns } from './custom-panel-columns';
import { CustomPanelDialog } from './custom-panel-dialog';

type Deletion = { rows: UserPanelRow[] };

export function CustomPanelsPage() {
  const { t } = useTranslation(['panel', 'layout']);
  const language = useLanguage();
  const search = useListSearch();
  const paging = usePaging(search.applied, PAGE_SIZES);
  const panels = useCustomPanels({ limit: paging.limit, offset: paging.offset, search: search.applied });
  const rowReveal = useRowReveal(paging);
  const [selected, setSelected] = useState<UserPanelRow[]>([]);
  const [dialog, setDialog] = useState<{ editId: string | null } | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const removeOne = useDeleteCustomPanel();
  const removeMany = useBatchDeleteCustomPanels();
  const setDefault = useSetDefaultCustomPanel();
  const deleting = removeOne.isPending || removeMany.isPending;

  function askBatchDelete() {
    if (selected.length === 0) {
      notify({ type: 'warning', content: validationMessage('panelSelectionRequired', language) });
    } else if (selected.some((row) => row.IsDefault === 1)) {
      notify({ type: 'warning', content: validationMessage('defaultPanelNotDeletable', language) });
    } else setDeletion({ rows: selected });
  }

  function confirmDeletion({ rows }: Deletion) {
    const ids = rows.map((row) => row.Id);
    const onSuccess = () => {
      notify({ type: 'success', content: t('custom.deleted', { count: rows.length }) });
      setSelected((current) => current.filter((row) => !ids.includes(row.Id)));
      setDeletion(null);
    };
    const onError = () => setDeletion(null);
    if (rows.length === 1) removeOne.mutate(ids[0] ?? '', { onSuccess, onError });
    else removeMany.mutate(ids, { onSuccess, onError });
  }

  function makeDefault(row: UserPanelRow) {
    setDefault.mutate(row.Id, {
      onSuccess: () => {
        notify({ type: 'success', content: t('custom.defaultSet', { name: row.ComponentModelName }) });
        rowReveal.reveal(row.Id);
      },
    });
  }

  /** Closes the dialog; the panel it edited is shown again where it is in the list. */
  function closeDialog(editId: string | null) {
    setDialog(null);
    if (editId !== null) rowReveal.reveal(editId);
  }

  const columns = customPanelColumns(t, language, {
    onEdit: (row) => setDialog({ editId: row.Id }),
    onSetDefault: makeDefault,
    onDelete: (row) => setDeletion({ rows: [row] }),
  });
  const columnDisplay = useColumnDisplay('customPanels', customPanelColumnOptions(columns));

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('custom.description')}>
          {t('layout:pages.customPanels')}
        </Header>
      }
    >
      <PagedList
        query={panels}
        texts={listTexts(t as TextsT, 'custom')}
        search={search}
        paging={paging}
        columnDefinitions={columns}
        columnDisplay={columnDisplay}
        trackBy="Id"
        reveal={rowReveal}
        itemLabel={(row) => row.ComponentModelName}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        variant="full-page"
        emptyAction={<Button onClick={() => setDialog({ editId: null })}>{t('custom.add')}</Button>}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={askBatchDelete}>{t('custom.deleteSelected')}</Button>
            <Button variant="primary" iconName="add-plus" onClick={() => setDialog({ editId: null })}>
              {t('custom.add')}
            </Button>
          </SpaceBetween>
        }
      />
      {dialog && (
        <CustomPanelDialog
          editId={dialog.editId}
          onClose={() => closeDialog(dialog.editId)}
          onSaved={(saved) => {
            setDialog(null);
            rowReveal.reveal(saved.Id, { added: dialog.editId === null });
          }}
        />
      )}
      {deletion && (
        <ConfirmDialog
          title={t('custom.deleteTitle', { count: deletion.rows.length })}
          confirmLabel={t('custom.delete')}
          busy={deleting}
          onConfirm={() => confirmDeletion(deletion)}
          onCancel={() => setDeletion(null)}
        >
          {deletion.rows.length === 1
            ? t('custom.deleteQuestion', { name: deletion.rows[0]?.ComponentModelName })
            : t('custom.batchDeleteQuestion', { count: deletion.rows.length })}
        </ConfirmDialog>
      )}
      <LoadingOverlay
        text={deleting ? t('custom.deleting') : setDefault.isPending ? t('custom.settingDefault') : null}
      />
    </ContentLayout>
  );
}
