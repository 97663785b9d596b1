/**
 * /maintain/account/index [ACC-10]: every account, paged on the
 * server (page sizes 10-50, default 10), searched by login e-mail (500 ms after typing stops; a
 * new search starts on page 1), with a set-password dialog per account where the caller may.
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { UserRow } from '@pvd/shared/api/account';
import { PAGE_SIZES } from '@pvd/shared/constants/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { useDateTime } from '@/hooks/use-account-info';
import { useListSearch } from '@/hooks/use-list-search';
import { usePaging } from '@/hooks/use-paging';
import { useRowReveal } from '@/hooks/use-row-reveal';
import { useAccounts } from '../api/accounts';
import { accountColumns } from './account-columns';
import { SetPasswordModal } from './set-password-modal';

export function AccountsPage() {
  const { t } = useTranslation(['maintain', 'common']);
  const dateTime = useDateTime();
  const search = useListSearch();
  // The page number belongs to one search: a new search starts on page 1 [LIST-1].
  const paging = usePaging(search.applied, PAGE_SIZES);
  const [target, setTarget] = useState<UserRow | null>(null);
  const accounts = useAccounts({ limit: paging.limit, offset: paging.offset, loginEmail: search.applied });
  const rowReveal = useRowReveal(paging);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('accounts.description')}>
          {t('accounts.title')}
        </Header>
      }
    >
      <PagedList
        query={accounts}
        texts={{
          title: t('accounts.title'),
          label: t('accounts.title'),
          loading: t('accounts.loading'),
          empty: t('accounts.empty'),
          noMatch: t('accounts.noMatch'),
          clearFilter: t('accounts.clearFilter'),
          filterPlaceholder: t('accounts.filterLabel'),
          count: (count) => t('accounts.count', { count }),
        }}
        search={search}
        paging={paging}
        columnDefinitions={accountColumns(t, dateTime, setTarget)}
        trackBy="id"
        reveal={rowReveal}
        itemLabel={(row) => row.loginemail}
        variant="container"
      />
      {target && (
        <SetPasswordModal
          account={target}
          onClose={() => {
            setTarget(null);
            rowReveal.reveal(target.id);
          }}
        />
      )}
    </ContentLayout>
  );
}
