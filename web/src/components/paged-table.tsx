/**
 * A Cloudscape table paged on the server [LIST-1]: pagination and the preferences (page size and,
 * when the list offers it, which columns show) in the site's language, row selection labelled
 * for screen readers, and a page that steps back when it has become empty (its last rows were
 * deleted).
 */
import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDisplay } from '../hooks/use-column-display';
import { type Paging, pageCount } from '../hooks/use-paging';

export interface PagedTableProps<T>
  extends Omit<TableProps<T>, 'pagination' | 'preferences' | 'ariaLabels' | 'columnDisplay'> {
  paging: Paging;
  /** Rows in all pages; undefined while the first page loads. */
  totalCount: number | undefined;
  /** The table's name for screen readers. */
  label: string;
  /** How a row is named to screen readers (its selection checkbox). */
  itemLabel(item: T): string;
  /** The columns the user may show or hide (`useColumnDisplay`); without it every column shows. */
  columnDisplay?: ColumnDisplay;
}

export function PagedTable<T>({
  paging,
  totalCount,
  label,
  itemLabel,
  columnDisplay,
  ...table
}: PagedTableProps<T>) {
  const { t } = useTranslation('ui');
  const pages = pageCount(totalCount ?? 0, paging.limit);
  const { offset, setOffset } = paging;

  function confirm({ pageSize, contentDisplay }: CollectionPreferencesProps.Preferences) {
    if (pageSize !== undefined && pageSize !== paging.limit) paging.setLimit(pageSize);
    if (columnDisplay && contentDisplay) columnDisplay.set(contentDisplay.filter(isColumn));
  }

  useEffect(() => {
    if (totalCount !== undefined && totalCount > 0 && offset > pages) setOffset(pages);
  }, [totalCount, offset, pages, setOffset]);

  return (
    <Table
      {...table}
      columnDisplay={columnDisplay?.shown}
      ariaLabels={{
        selectionGroupLabel: t('table.selectionGroup'),
        allItemsSelectionLabel: () => t('table.selectAll'),
        itemSelectionLabel: (_selection, item) => t('table.selectItem', { name: itemLabel(item) }),
        tableLabel: label,
      }}
      pagination={
        <Pagination
          currentPageIndex={offset}
          pagesCount={pages}
          disabled={table.loading}
          onChange={({ detail }) => setOffset(detail.currentPageIndex)}
          ariaLabels={{
            nextPageLabel: t('pagination.next'),
            previousPageLabel: t('pagination.previous'),
            pageLabel: (page) => t('pagination.page', { page }),
            paginationLabel: t('pagination.label'),
          }}
        />
      }
      preferences={
        <CollectionPreferences
          title={t('preferences.title')}
          confirmLabel={t('preferences.confirm')}
          cancelLabel={t('preferences.cancel')}
          preferences={{ pageSize: paging.limit, contentDisplay: columnDisplay?.shown }}
          pageSizePreference={{
            title: t('preferences.pageSize'),
            options: paging.pageSizes.map((size) => ({
              value: size,
              label: t('preferences.rows', { count: size }),
            })),
          }}
          contentDisplayPreference={
            columnDisplay && {
              title: t('preferences.columns'),
              description: t('preferences.columnsDescription'),
              options: columnDisplay.options,
            }
          }
          onConfirm={({ detail }) => confirm(detail)}
        />
      }
    />
  );
}

/** Plain columns of a content display (this table has no column groups). */
function isColumn(
  item: CollectionPreferencesProps.ContentDisplayItem,
): item is CollectionPreferencesProps.ContentDisplayColumn {
  return item.type !== 'group';
}
