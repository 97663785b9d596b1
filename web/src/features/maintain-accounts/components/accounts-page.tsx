/**
 * /maintain/account/index (000 §2 "Maintain: account manager"): every account, paged on the
 * server (page sizes 10-50, default 10), searched by login e-mail (500 ms after typing stops; a
 * new search starts on page 1), with a set-password dialog per account.
 */
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { UserRow } from '@pvd/shared/api/account';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@pvd/shared/constants/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../../components/list-empty-state';
import { useListSearch } from '../../../hooks/use-list-search';
import { pageCount, usePaging } from '../../../hooks/use-paging';
import { useLanguage } from '../../../lib/i18n';
import { useAccounts } from '../api/accounts';
import { accountColumns } from './account-columns';
import { SetPasswordModal } from './set-password-modal';

export function AccountsPage() {
  const { t } = useTranslation(['maintain', 'common']);
  const language = useLanguage();
  const search = useListSearch();
  // The page number belongs to one search: a new search starts on page 1 (000 §4).
  const paging = usePaging(search.applied, PAGE_SIZES);
  const { limit, offset } = paging;
  const [target, setTarget] = useState<UserRow | null>(null);
  const accounts = useAccounts({ limit, offset, loginEmail: search.applied });

  const total = accounts.data?.totalCount ?? 0;
  const empty = (
    <ListEmptyState
      searching={search.applied !== ''}
      emptyText={t('accounts.empty')}
      noMatchText={t('accounts.noMatch')}
      clearLabel={t('accounts.clearFilter')}
      onClear={() => search.setText('')}
    />
  );

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('accounts.description')}>
          {t('accounts.title')}
        </Header>
      }
    >
      <Table
        items={accounts.data?.resultData ?? []}
        columnDefinitions={accountColumns(t, language, setTarget)}
        trackBy="id"
        loading={accounts.isPending}
        loadingText={t('accounts.loading')}
        empty={empty}
        variant="container"
        header={
          <Header counter={accounts.data ? t('accounts.count', { count: total }) : undefined}>
            {t('accounts.title')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={search.text}
            onChange={({ detail }) => search.setText(detail.filteringText)}
            filteringPlaceholder={t('accounts.filterPlaceholder')}
            filteringAriaLabel={t('accounts.filterLabel')}
          />
        }
        pagination={
          <Pagination
            currentPageIndex={offset}
            pagesCount={pageCount(total, limit)}
            onChange={({ detail }) => paging.setOffset(detail.currentPageIndex)}
            ariaLabels={{
              nextPageLabel: t('accounts.pagination.next'),
              previousPageLabel: t('accounts.pagination.previous'),
              pageLabel: (page) => t('accounts.pagination.page', { page }),
              paginationLabel: t('accounts.pagination.label'),
            }}
          />
        }
        preferences={
          <CollectionPreferences
            title={t('accounts.preferences.title')}
            confirmLabel={t('accounts.preferences.confirm')}
            cancelLabel={t('accounts.preferences.cancel')}
            preferences={{ pageSize: limit }}
            pageSizePreference={{
              title: t('accounts.preferences.pageSize'),
              options: PAGE_SIZES.map((size) => ({
                value: size,
                label: t('accounts.preferences.rows', { count: size }),
              })),
            }}
            onConfirm={({ detail }) => paging.setLimit(detail.pageSize ?? DEFAULT_PAGE_SIZE)}
          />
        }
      />
      {target && <SetPasswordModal account={target} onClose={() => setTarget(null)} />}
    </ContentLayout>
  );
}
