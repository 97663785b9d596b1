/**
 * account/insertOrEditAccountCompany: saves the company's name (the account's own, when sent),
 * contact and description; a new logo comes as a finished image upload, checked by content
 * before it replaces the old one.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { toCompanyInfo } from '../_lib/account/company-info';
import { deleteObject } from '../_lib/aws/s3';
import { setAccountCompany } from '../_lib/db/entities/account';
import { getCompany, putCompany } from '../_lib/db/entities/company';
import { apiHandler } from '../_lib/middleware/api-handler';
import { takeImageUpload } from '../_lib/uploads/take-image-upload';

export const handler = apiHandler(accountCalls.insertOrEditAccountCompany, async ({ input, session }) => {
  const current = await getCompany(session.accountId);
  let logoKey = input.removeLogo ? null : (current?.logoKey ?? null);
  if (input.logoUploadId) {
    logoKey = (await takeImageUpload(input.logoUploadId, session.accountId, 'companyLogo')).key;
  }
  const saved = await putCompany(session.accountId, {
    companyconnect: input.companyconnect,
    companyinfo: input.companyinfo,
    logoKey,
  });
  if (current?.logoKey && current.logoKey !== logoKey) await deleteObject(current.logoKey);
  const name =
    input.company === undefined
      ? session.account.company
      : (await setAccountCompany(session.accountId, input.company)).company;
  return toCompanyInfo(saved, name);
});
