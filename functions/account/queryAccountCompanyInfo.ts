/** account/queryAccountCompanyInfo: the caller's company information (empty until saved). */
import { calls } from '@pvd/shared/api/calls';
import { getCompany } from '../_lib/db/entities/company';
import { apiHandler } from '../_lib/middleware/api-handler';
import { toCompanyInfo } from './company-info';

export const handler = apiHandler(calls.account.queryAccountCompanyInfo, async ({ session }) =>
  toCompanyInfo(await getCompany(session.accountId)),
);
