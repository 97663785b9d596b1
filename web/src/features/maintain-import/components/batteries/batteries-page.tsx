/**
 * /maintain/import/battery [CAT-7]: the system batteries
 * offered with each storage inverter series, paged on the server and searched by battery model,
 * imported from the template.
 */
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import * as batteryCalls from '@pvd/shared/api/battery';
import type { SystemBattery } from '@pvd/shared/catalogue/battery';
import { PAGE_SIZES } from '@pvd/shared/constants/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTexts, PagedList, type TextsT } from '@/components/paged-list';
import { useDateTime } from '@/hooks/use-account-info';
import { useListSearch } from '@/hooks/use-list-search';
import { usePaging } from '@/hooks/use-paging';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { useRefreshSystemBatteries, useSystemBatteries } from '../../api/batteries';
import { ImportDialog } from '../import/import-dialog';
import { TemplateButton } from '../import/template-button';

export function BatteriesPage() {
  const { t } = useTranslation(['catalogue', 'layout']);
  const language = useLanguage();
  const dateTime = useDateTime();
  const search = useListSearch();
  const paging = usePaging(search.applied, PAGE_SIZES);
  const batteries = useSystemBatteries(paging.limit, paging.offset, search.applied);
  const refresh = useRefreshSystemBatteries();
  const [importing, setImporting] = useState(false);

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
      cell: (row) => dateTime(row.createtime),
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
      <PagedList
        query={batteries}
        texts={listTexts(t as TextsT, 'batteries')}
        search={search}
        paging={paging}
        columnDefinitions={columns}
        trackBy="id"
        itemLabel={(row) => row.batterymodel}
        variant="full-page"
        sticky={{ first: 2, last: 0 }}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <TemplateButton kind="inverterBattery" variant="normal" />
            <Button variant="primary" iconName="upload" onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
          </SpaceBetween>
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
