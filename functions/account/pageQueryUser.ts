/** account/pageQueryUser: the maintainer's paged account list, searched by login e-mail. */
import * as accountCalls from '@pvd/shared/api/account';
import { maySetPasswordOf } from '@pvd/shared/constants/roles';
import { searchAccountsByEmail } from '../_lib/db/entities/account';
import { apiHandler } from '../_lib/middleware/api-handler';
import { pageOf } from '../_lib/paging';

export const handler = apiHandler(accountCalls.pageQueryUser, async ({ input, session }) => {
  const rows = await searchAccountsByEmail(input.whereCondition?.loginEmail ?? '');
  return pageOf(rows, input.limit, input.offset, (row) => ({
    id: row.id,
    loginemail: row.email,
    accountname: row.accountName,
    accountrole: row.role,
    activated: row.activated,
    createtime: row.createdAt,
    passwordSettable: maySetPasswordOf(session.account, row),
  }));
});
