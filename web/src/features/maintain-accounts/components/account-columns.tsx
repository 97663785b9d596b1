/**
 * The account table's columns: e-mail, name, role, activated, created, and the set-password action
 * where the caller may use it (a maintainer: user accounts and their own; the admin: all).
 */
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { UserRow } from '@pvd/shared/api/account';
import { Role } from '@pvd/shared/constants/roles';
import type { TFunction } from 'i18next';

const roleKeys = { [Role.user]: 'user', [Role.maintain]: 'maintain', [Role.admin]: 'admin' } as const;

export function accountColumns(
  t: TFunction<['maintain', 'common']>,
  dateTime: (value: string) => string,
  onSetPassword: (row: UserRow) => void,
): TableProps.ColumnDefinition<UserRow>[] {
  return [
    { id: 'email', header: t('accounts.columns.email'), cell: (row) => row.loginemail, isRowHeader: true },
    { id: 'name', header: t('accounts.columns.name'), cell: (row) => row.accountname || '-' },
    {
      id: 'role',
      header: t('accounts.columns.role'),
      cell: (row) => t(`common:roles.${roleKeys[row.accountrole]}`),
    },
    {
      id: 'activated',
      header: t('accounts.columns.activated'),
      cell: (row) =>
        row.activated ? (
          <StatusIndicator type="success">{t('accounts.activatedYes')}</StatusIndicator>
        ) : (
          <StatusIndicator type="stopped">{t('accounts.activatedNo')}</StatusIndicator>
        ),
    },
    {
      id: 'created',
      header: t('accounts.columns.created'),
      cell: (row) => dateTime(row.createtime),
    },
    {
      id: 'actions',
      header: t('accounts.columns.actions'),
      // Only where the server would allow it: a maintainer sets user accounts' and their own.
      cell: (row) =>
        row.passwordSettable ? (
          <Button
            variant="inline-link"
            ariaLabel={t('accounts.setPasswordAria', { email: row.loginemail })}
            onClick={() => onSetPassword(row)}
          >
            {t('accounts.setPassword')}
          </Button>
        ) : (
          <span title={t('accounts.setPasswordNeedsAdmin')}>-</span>
        ),
    },
  ];
}
