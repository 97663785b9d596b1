/** account/queryAccountCompanyInfo: the caller's company information (empty until saved), named as the account. */
import * as accountCalls from '@pvd/shared/api/account';
import { toCompanyInfo } from '../_lib/account/company-info';
import { getCompany } from '../_lib/db/entities/company';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(accountCalls.queryAccountCompanyInfo, async ({ session }) =>
  toCompanyInfo(await getCompany(session.accountId), session.account.company),
);
