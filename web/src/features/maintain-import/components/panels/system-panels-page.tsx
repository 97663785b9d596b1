import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import * as componentCalls from '@pvd/shared/api/component';
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import { PAGE_SIZES } from '@pvd/shared/constants/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTexts, PagedList, type TextsT } from '@/components/paged-list';
import { useListSearch } from '@/hooks/use-list-search';
import { usePaging } from '@/hooks/use-paging';
import { useRowReveal } from '@/hooks/use-row-reveal';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { useRefreshSystemPanels, useSystemPanels } from '../../api/system-panels';
import { ImportDialog } from '../import/import-dialog';
import { TemplateButton } from '../import/template-button';
import { SystemPanelDrawer } from './system-panel-drawer';
import { SystemPanelViewModal } from './system-panel-view-modal';

type Dialog = { kind: 'drawer'; editId: string | null } | { kind: 'view'; id: string } | { kind: 'import' };

export function SystemPanelsPage() {
  const { t } = useTranslation(['catalogue', 'panel', 'layout']);
  const language = useLanguage();
  const manufacturerSearch = useListSearch();
  const modelSearch = useListSearch();
  const filters = { manufacturer: manufacturerSearch.applied, componentName: modelSearch.applied };
  const paging = usePaging(filters, PAGE_SIZES);
  const panels = useSystemPanels(paging.limit, paging.offset, filters);
  const refresh = useRefreshSystemPanels();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const rowReveal = useRowReveal(paging);
  const close = () => setDialog(null);
  /** Closes the dialog and shows the panel it was about where it is in the list. */
  const closeShowing = (id: string | null, options?: { added?: boolean }) => {
    setDialog(null);
    if (id !== null) rowReveal.reveal(id, options);
  };
  const number = (value: number, digits = 2) => formatNumber(value, language, digits);

  const columns: TableProps.ColumnDefinition<PanelInfo>[] = [
    { id: 'manufacturer', header: t('panel:fields.manufacturer'), cell: (row) => row.manufacturer },
    {
      id: 'model',
      header: t('panel:fields.componentmodelname'),
      cell: (row) => row.componentmodelname,
      isRowHeader: true,
    },
    { id: 'peakpower', header: t('panel:fields.peakpower'), cell: (row) => number(row.peakpower) },
    {
      id: 'size',
      header: t('panels.size'),
      cell: (row) => `${number(row.componentlength, 3)} × ${number(row.componentwidth, 3)}`,
    },
    { id: 'area', header: t('panel:fields.componentarea'), cell: (row) => number(row.componentarea) },
    { id: 'efficiency', header: t('panel:fields.efficiency'), cell: (row) => number(row.efficiency) },
    {
      id: 'voc',
      header: t('panel:fields.opencircuitvoltage'),
      cell: (row) => number(row.opencircuitvoltage),
    },
    {
      id: 'isc',
      header: t('panel:fields.shortcircuitcurrent'),
      cell: (row) => number(row.shortcircuitcurrent),
    },
    { id: 'wafer', header: t('panel:fields.wafermaterial'), cell: (row) => row.wafermaterial },
    {
      id: 'actions',
      header: t('panels.actions'),
      minWidth: 130,
      cell: (row) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="inline-link"
            ariaLabel={t('panels.viewAria', { name: row.componentmodelname })}
            onClick={() => setDialog({ kind: 'view', id: row.Id })}
          >
            {t('panels.view')}
          </Button>
          <Button
            variant="inline-link"
            ariaLabel={t('panels.editAria', { name: row.componentmodelname })}
            onClick={() => setDialog({ kind: 'drawer', editId: row.Id })}
          >
            {t('panels.edit')}
          </Button>
        </SpaceBetween>
      ),
    },
  ];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('panels.description')}>
          {t('layout:pages.importPanel')}
        </Header>
      }
    >
      <PagedList
        query={panels}
        texts={listTexts(t as TextsT, 'panels')}
        filters={{
          applied: filters.manufacturer !== '' || filters.componentName !== '',
          clear: () => {
            manufacturerSearch.setText('');
            modelSearch.setText('');
          },
          content: (
            <Grid gridDefinition={[{ colspan: 6 }, { colspan: 6 }]}>
              <Input
                type="search"
                value={manufacturerSearch.text}
                ariaLabel={t('panels.searchManufacturer')}
                placeholder={t('panels.searchManufacturer')}
                onChange={({ detail }) => manufacturerSearch.setText(detail.value)}
              />
              <Input
                type="search"
                value={modelSearch.text}
                ariaLabel={t('panels.searchModel')}
                placeholder={t('panels.searchModel')}
                onChange={({ detail }) => modelSearch.setText(detail.value)}
              />
            </Grid>
          ),
        }}
        paging={paging}
        columnDefinitions={columns}
        trackBy="Id"
        reveal={rowReveal}
        itemLabel={(row) => row.componentmodelname}
        variant="full-page"
        sticky={{ first: 2, last: 1 }}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <TemplateButton kind="systemComponent" variant="normal" />
            <Button iconName="upload" onClick={() => setDialog({ kind: 'import' })}>
              {t('import.button')}
            </Button>
            <Button
              variant="primary"
              iconName="add-plus"
              onClick={() => setDialog({ kind: 'drawer', editId: null })}
            >
              {t('panels.insert')}
            </Button>
          </SpaceBetween>
        }
      />
      {dialog?.kind === 'drawer' && (
        <SystemPanelDrawer
          editId={dialog.editId}
          onClose={() => closeShowing(dialog.editId)}
          onSaved={(saved) => closeShowing(saved.Id, { added: dialog.editId === null })}
        />
      )}
      {dialog?.kind === 'view' && (
        <SystemPanelViewModal id={dialog.id} onClose={() => closeShowing(dialog.id)} />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          kind="systemComponent"
          call={componentCalls.uploadSystemComponent}
          onImported={() => {
            paging.setOffset(1);
            refresh();
          }}
          onClose={close}
        />
      )}
    </ContentLayout>
  );
}
