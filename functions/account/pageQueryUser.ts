/** account/pageQueryUser: the maintainer's paged account list, searched by login e-mail. */
import { calls } from '@pvd/shared/api/calls';
import { searchAccountsByEmail } from '../_lib/db/entities/account';
import { apiHandler } from '../_lib/middleware/api-handler';
import { pageOf } from '../_lib/paging';

export const handler = apiHandler(calls.account.pageQueryUser, async ({ input }) => {
  const rows = await searchAccountsByEmail(input.whereCondition?.loginEmail ?? '');
  return pageOf(rows, input.limit, input.offset, (row) => ({
    id: row.id,
    loginemail: row.email,
    accountname: row.accountName,
    accountrole: row.role,
    activated: row.activated,
    createtime: row.createdAt,
  }));
});
