/**
 * /maintain/import/battery (000 §2 "Maintain: batteries", battery import): the system batteries
 * offered with each storage inverter series, paged on the server and searched by battery model,
 * imported from the template.
 */
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import * as batteryCalls from '@pvd/shared/api/battery';
import type { SystemBattery } from '@pvd/shared/catalogue/system-battery';
import { PAGE_SIZES } from '@pvd/shared/constants/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { PagedTable } from '../../../../components/paged-table';
import { useListSearch } from '../../../../hooks/use-list-search';
import { usePaging } from '../../../../hooks/use-paging';
import { formatDateTime } from '../../../../lib/format';
import { formatNumber } from '../../../../lib/format-number';
import { useLanguage } from '../../../../lib/i18n';
import { useRefreshSystemBatteries, useSystemBatteries } from '../../api/batteries';
import { ImportDialog } from '../import/import-dialog';
import { TemplateButton } from '../import/template-button';

export function BatteriesPage() {
  const { t } = useTranslation(['catalogue', 'layout']);
  const language = useLanguage();
  const search = useListSearch();
  const paging = usePaging(search.applied, PAGE_SIZES);
  const batteries = useSystemBatteries(paging.limit, paging.offset, search.applied);
  const refresh = useRefreshSystemBatteries();
  const [importing, setImporting] = useState(false);
  const total = batteries.data?.totalCount;

  const columns: TableProps.ColumnDefinition<SystemBattery>[] = [
    { id: 'series', header: t('batteries.fields.inverterseries'), cell: (row) => row.inverterseries },
    {
      id: 'model',
      header: t('batteries.fields.batterymodel'),
      cell: (row) => row.batterymodel,
      isRowHeader: true,
    },
    { id: 'brand', header: t('batteries.fields.batterybrand'), cell: (row) => row.batterybrand },
    {
      id: 'capacity',
      header: t('batteries.fields.batterycapacity'),
      cell: (row) => formatNumber(row.batterycapacity, language, 2),
    },
    { id: 'type', header: t('batteries.fields.batterytype'), cell: (row) => row.batterytype },
    {
      id: 'max',
      header: t('batteries.fields.maximumnumberofparallelsseries'),
      cell: (row) => row.maximumnumberofparallelsseries,
    },
    {
      id: 'min',
      header: t('batteries.fields.minimumnumberofparallelsseries'),
      cell: (row) => row.minimumnumberofparallelsseries,
    },
    {
      id: 'created',
      header: t('batteries.fields.createtime'),
      cell: (row) => formatDateTime(row.createtime, language),
      minWidth: 180,
    },
  ];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('batteries.description')}>
          {t('layout:pages.importBattery')}
        </Header>
      }
    >
      <PagedTable
        label={t('batteries.tableLabel')}
        items={batteries.data?.resultData ?? []}
        columnDefinitions={columns}
        trackBy="id"
        itemLabel={(row) => row.batterymodel}
        loading={batteries.isPending}
        loadingText={t('batteries.loading')}
        paging={paging}
        totalCount={total}
        variant="full-page"
        empty={
          <ListEmptyState
            searching={search.applied !== ''}
            emptyText={t('batteries.empty')}
            noMatchText={t('batteries.noMatch')}
            clearLabel={t('batteries.clearFilter')}
            onClear={() => search.setText('')}
          />
        }
        header={
          <Header
            variant="h2"
            counter={total === undefined ? undefined : t('batteries.count', { count: total })}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <TemplateButton kind="inverterBattery" variant="normal" />
                <Button variant="primary" iconName="upload" onClick={() => setImporting(true)}>
                  {t('import.button')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('batteries.tableTitle')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={search.text}
            onChange={({ detail }) => search.setText(detail.filteringText)}
            filteringPlaceholder={t('batteries.filterPlaceholder')}
            filteringAriaLabel={t('batteries.filterPlaceholder')}
          />
        }
      />
      {importing && (
        <ImportDialog
          kind="inverterBattery"
          call={batteryCalls.uploadInverterBattery}
          onImported={refresh}
          onClose={() => setImporting(false)}
        />
      )}
    </ContentLayout>
  );
}
