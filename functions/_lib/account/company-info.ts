/** The company view sent to the browser: its name (the account's), the logo as a signed address of the image. */
import type { CompanyInfo } from '@pvd/shared/api/account';
import { presignGet } from '../aws/s3';
import type { Company } from '../db/entities/company';

export async function toCompanyInfo(company: Company | undefined, name: string): Promise<CompanyInfo> {
  return {
    company: name,
    companylogo: company?.logoKey ? await presignGet(company.logoKey) : null,
    companyconnect: company?.companyconnect ?? '',
    companyinfo: company?.companyinfo ?? '',
  };
}
