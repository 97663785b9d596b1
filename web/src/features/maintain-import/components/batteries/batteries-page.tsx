/**
 * The battery list of either kind [CAT-7], paged on the server and searched by battery model:
 * /maintain/import/battery lists the system batteries offered with each storage inverter series
 * and imports them from the template; /maintain/import/common-battery lists the common batteries
 * offered with every storage inverter, paged with this list's own sizes 10, 15, 20 and 25
 * [LIST-1], with create, edit and delete dialogs (确定删除该公用电池信息? then 删除成功).
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { BatteryKind } from '@pvd/shared/catalogue/battery';
import { COMMON_BATTERY_PAGE_SIZES, PAGE_SIZES } from '@pvd/shared/constants/limits';
import { useTranslation } from 'react-i18next';
import { listTexts, PagedList, type TextsT } from '@/components/paged-list';
import { useListSearch } from '@/hooks/use-list-search';
import { usePaging } from '@/hooks/use-paging';
import { useRowReveal } from '@/hooks/use-row-reveal';
import { useBatteries } from '../../api/batteries';
import { useBatteryColumns } from './battery-columns';
import { useCommonBatteryEditing } from './common-battery-editing';
import { SystemBatteryImport } from './system-battery-import';

/** What differs between the two lists besides their columns and actions. */
const KIND_PAGES = {
  system: { pageSizes: PAGE_SIZES, texts: 'batteries', title: 'layout:pages.importBattery' },
  common: {
    pageSizes: COMMON_BATTERY_PAGE_SIZES,
    texts: 'commonBatteries',
    title: 'layout:pages.importCommonBattery',
  },
} as const;

export function BatteriesPage({ kind }: { kind: BatteryKind }) {
  const { t } = useTranslation(['catalogue', 'layout']);
  const page = KIND_PAGES[kind];
  const search = useListSearch();
  const paging = usePaging(search.applied, page.pageSizes);
  const batteries = useBatteries(kind, paging.limit, paging.offset, search.applied);
  const rowReveal = useRowReveal(paging);
  // Called for either kind (hooks may not be conditional); only the common list shows its parts.
  const editing = useCommonBatteryEditing(rowReveal);
  const columns = useBatteryColumns(kind, editing.rowActions);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t(`${page.texts}.description`)}>
          {t(page.title)}
        </Header>
      }
    >
      <PagedList
        query={batteries}
        texts={listTexts(t as TextsT, page.texts)}
        search={search}
        paging={paging}
        columnDefinitions={columns}
        trackBy="id"
        reveal={kind === 'common' ? rowReveal : undefined}
        itemLabel={(row) => row.batterymodel}
        variant="full-page"
        sticky={kind === 'system' ? { first: 2, last: 0 } : undefined}
        actions={kind === 'system' ? <SystemBatteryImport /> : editing.createButton}
      />
      {kind === 'common' && editing.dialogs}
    </ContentLayout>
  );
}
