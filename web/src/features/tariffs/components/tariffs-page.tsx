/**
 * /user/tariff/list [TAR-14]: the user's tariff library, searched by name (500 ms after typing
 * stops); a new tariff starts blank (one flat period), as a preset's copy [TAR-3] or from an
 * imported JSON file; a row is edited below the list, exported as JSON, or deleted after a
 * confirmation (projects keep their own copies).
 */
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { TariffRow } from '@pvd/shared/api/tariff';
import * as tariffCalls from '@pvd/shared/api/tariff';
import { flatTariff } from '@pvd/shared/tariff/flat';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListEmptyState } from '@/components/list-empty-state';
import { LoadingOverlay } from '@/components/loading-overlay';
import { usePeriodLabel } from '@/components/tariff-form/period-labels';
import { downloadTariff } from '@/components/tariff-form/tariff-file';
import { TariffSourceModal } from '@/components/tariff-form/tariff-source-modal';
import { useDateTime } from '@/hooks/use-account-info';
import { useListSearch } from '@/hooks/use-list-search';
import { useDeleteTariff, useLibraryTariff, useTariffLibrary } from '@/hooks/use-tariffs';
import { api } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { TariffEditorPanel } from './tariff-editor-panel';

type Editing = { kind: 'new'; start: Tariff; key: number } | { kind: 'stored'; id: string };

/** The blank tariff: one flat period, in the currency of the site's language. */
function blankTariff(language: string): Tariff {
  return { ...flatTariff(1, 0.4, language === 'zh-CN' ? 'CNY' : 'USD'), name: '' };
}

/**
 * The editor of a library tariff, on the version first read: the library refreshed after a
 * refusal must not start the form again over what was typed; "load the latest" does, on request.
 */
function StoredEditor({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation('tariff');
  const item = useLibraryTariff(id);
  const [read, setRead] = useState<typeof item.data>(undefined);
  const shown = read ?? item.data;
  if (!shown)
    return <StatusIndicator type={item.isError ? 'error' : 'loading'}>{t('page.loading')}</StatusIndicator>;
  // Kept from the first read on (React's state from an earlier render).
  if (!read) setRead(shown);
  return (
    <TariffEditorPanel
      key={`${id}:${shown.version}`}
      start={shown.tariff}
      stored={{ id, version: shown.version }}
      onClose={onClose}
      onReload={() => void item.refetch().then((latest) => latest.data && setRead(latest.data))}
    />
  );
}

export function TariffsPage() {
  const { t } = useTranslation(['tariff', 'layout']);
  const language = useLanguage();
  const dateTime = useDateTime();
  const labelOf = usePeriodLabel();
  const search = useListSearch();
  const library = useTariffLibrary(search.applied);
  const remove = useDeleteTariff();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [choosingPreset, setChoosingPreset] = useState(false);
  const [deletion, setDeletion] = useState<TariffRow | null>(null);
  const items = library.data ?? [];
  const startNew = (start: Tariff) => setEditing({ kind: 'new', start, key: Date.now() });

  function exportRow(row: TariffRow) {
    // The row holds no JSON form: it is read, then written (a failure is the API client's to say).
    api(tariffCalls.queryUserTariffInfo, { id: row.id }).then(
      (item) => downloadTariff(item.tariff),
      () => undefined,
    );
  }

  function confirmDeletion(row: TariffRow) {
    remove.mutate(row.id, {
      onSuccess: () => {
        notify({ type: 'success', content: t('page.deleted', { name: row.name }) });
        if (editing?.kind === 'stored' && editing.id === row.id) setEditing(null);
      },
      onSettled: () => setDeletion(null),
    });
  }

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('page.description')}>
          {t('layout:pages.tariffs')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Table
          items={items}
          loading={library.isPending}
          loadingText={t('source.loading')}
          trackBy="id"
          header={
            <Header
              counter={library.data ? t('page.count', { count: items.length }) : undefined}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => setChoosingPreset(true)}>{t('page.fromPreset')}</Button>
                  <Button
                    variant="primary"
                    iconName="add-plus"
                    onClick={() => startNew(blankTariff(language))}
                  >
                    {t('page.new')}
                  </Button>
                </SpaceBetween>
              }
            >
              {t('page.listTitle')}
            </Header>
          }
          filter={
            <TextFilter
              filteringText={search.text}
              onChange={({ detail }) => search.setText(detail.filteringText)}
              filteringPlaceholder={t('page.filterPlaceholder')}
              filteringAriaLabel={t('page.filterLabel')}
            />
          }
          empty={
            <ListEmptyState
              searching={search.applied !== ''}
              emptyText={t('page.empty')}
              noMatchText={t('page.noMatch')}
              clearLabel={t('page.clearFilter')}
              onClear={() => search.setText('')}
            />
          }
          columnDefinitions={[
            { id: 'name', header: t('page.columns.name'), cell: (row) => row.name },
            { id: 'currency', header: t('page.columns.currency'), cell: (row) => row.currency },
            {
              id: 'periods',
              header: t('page.columns.periods'),
              cell: (row) => row.periods.map(labelOf).join(' · '),
            },
            {
              id: 'demand',
              header: t('page.columns.demand'),
              cell: (row) => (row.hasDemandCharge ? t('page.yes') : t('page.no')),
            },
            {
              id: 'modified',
              header: t('page.columns.modified'),
              cell: (row) => dateTime(row.lastmodifytime),
            },
            {
              id: 'actions',
              header: t('page.columns.actions'),
              cell: (row) => (
                <SpaceBetween direction="horizontal" size="xxs">
                  <Button
                    variant="inline-link"
                    ariaLabel={t('page.editNamed', { name: row.name })}
                    onClick={() => setEditing({ kind: 'stored', id: row.id })}
                  >
                    {t('page.edit')}
                  </Button>
                  <Button
                    variant="inline-icon"
                    iconName="download"
                    ariaLabel={t('page.exportNamed', { name: row.name })}
                    onClick={() => exportRow(row)}
                  />
                  <Button
                    variant="inline-icon"
                    iconName="remove"
                    ariaLabel={t('page.deleteNamed', { name: row.name })}
                    onClick={() => setDeletion(row)}
                  />
                </SpaceBetween>
              ),
            },
          ]}
        />
        {editing?.kind === 'new' && (
          <TariffEditorPanel key={editing.key} start={editing.start} onClose={() => setEditing(null)} />
        )}
        {editing?.kind === 'stored' && (
          <StoredEditor key={editing.id} id={editing.id} onClose={() => setEditing(null)} />
        )}
      </SpaceBetween>
      {choosingPreset && (
        <TariffSourceModal
          onClose={() => setChoosingPreset(false)}
          onPreset={(preset) => {
            setChoosingPreset(false);
            startNew(preset.tariff);
          }}
        />
      )}
      {deletion && (
        <ConfirmDialog
          title={t('page.deleteTitle')}
          confirmLabel={t('page.delete')}
          busy={remove.isPending}
          onConfirm={() => confirmDeletion(deletion)}
          onCancel={() => setDeletion(null)}
        >
          {t('page.deleteQuestion', { name: deletion.name })}
        </ConfirmDialog>
      )}
      <LoadingOverlay text={remove.isPending ? t('page.deleting') : null} />
    </ContentLayout>
  );
}
