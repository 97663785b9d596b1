/**
 * /maintain/account/index (000 §2 "Maintain: account manager"): every account, paged on the
 * server (page sizes 10-50, default 10), searched by login e-mail (500 ms after typing stops; a
 * new search starts on page 1), with a set-password dialog per account.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
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
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLanguage } from '../../../lib/i18n';
import { useAccounts } from '../api/accounts';
import { accountColumns } from './account-columns';
import { SetPasswordModal } from './set-password-modal';

/** Search debounce (000 §9). [ms] */
const SEARCH_DEBOUNCE_MS = 500;

export function AccountsPage() {
  const { t } = useTranslation(['maintain', 'common']);
  const language = useLanguage();
  const [filter, setFilter] = useState('');
  const loginEmail = useDebouncedValue(filter.trim(), SEARCH_DEBOUNCE_MS);
  // The page number belongs to one search: a new search starts on page 1 (000 §4).
  const [paging, setPaging] = useState({ search: loginEmail, offset: 1 });
  const offset = paging.search === loginEmail ? paging.offset : 1;
  const setOffset = (next: number) => setPaging({ search: loginEmail, offset: next });
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [target, setTarget] = useState<UserRow | null>(null);
  const accounts = useAccounts({ limit, offset, loginEmail });

  const total = accounts.data?.totalCount ?? 0;
  const empty = (
    <Box textAlign="center" color="inherit">
      <Box variant="p" color="inherit">
        {loginEmail ? t('accounts.noMatch') : t('accounts.empty')}
      </Box>
      {loginEmail && <Button onClick={() => setFilter('')}>{t('accounts.clearFilter')}</Button>}
    </Box>
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
            filteringText={filter}
            onChange={({ detail }) => setFilter(detail.filteringText)}
            filteringPlaceholder={t('accounts.filterPlaceholder')}
            filteringAriaLabel={t('accounts.filterLabel')}
          />
        }
        pagination={
          <Pagination
            currentPageIndex={offset}
            pagesCount={Math.max(1, Math.ceil(total / limit))}
            onChange={({ detail }) => setOffset(detail.currentPageIndex)}
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
            onConfirm={({ detail }) => {
              setLimit(detail.pageSize ?? DEFAULT_PAGE_SIZE);
              setOffset(1);
            }}
          />
        }
      />
      {target && <SetPasswordModal account={target} onClose={() => setTarget(null)} />}
    </ContentLayout>
  );
}
