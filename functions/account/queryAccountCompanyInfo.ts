/** account/queryAccountCompanyInfo: the caller's company information (empty until saved). */
import * as accountCalls from '@pvd/shared/api/account';
import { getCompany } from '../_lib/db/entities/company';
import { apiHandler } from '../_lib/middleware/api-handler';
import { toCompanyInfo } from './company-info';

export const handler = apiHandler(accountCalls.queryAccountCompanyInfo, async ({ session }) =>
  toCompanyInfo(await getCompany(session.accountId)),
);
