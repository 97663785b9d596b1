/** The person-settings view of an account (shared by queryAccountInfo and editAccount). */
import type { AccountInfo } from '@pvd/shared/api/account';
import type { Account } from '../db/entities/account';

export function toAccountInfo(account: Account): AccountInfo {
  return {
    email: account.email,
    accountName: account.accountName,
    company: account.company,
    phone: account.phone,
    timezone: account.timezone,
    accountRole: account.role,
    createtime: account.createdAt,
  };
}
