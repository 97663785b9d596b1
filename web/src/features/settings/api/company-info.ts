/**
 * The company settings: account/queryAccountCompanyInfo, and saving (the name too, which is the
 * account's) with an optional new logo.
 * A logo goes straight to S3 (lib/uploads: a pre-signed URL, then the browser PUTs the bytes
 * with exactly the signed headers), and insertOrEditAccountCompany takes the upload id. A PUT
 * that fails throws `UploadError`.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountInfoQuery } from '@/hooks/use-account-info';
import { api } from '@/lib/api';
import { uploadImage } from '@/lib/uploads';

export const companyInfoQuery = queryOptions({
  queryKey: ['account', 'queryAccountCompanyInfo'],
  queryFn: () => api(accountCalls.queryAccountCompanyInfo, {}),
});

export function useCompanyInfo() {
  return useQuery(companyInfoQuery);
}

export interface CompanyEdit {
  /** The company's name, kept as the account's own. */
  company: string;
  companyconnect: string;
  companyinfo: string;
  /** A new logo, or null to keep (or remove) the current one. */
  logo: File | null;
  removeLogo: boolean;
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ company, companyconnect, companyinfo, logo, removeLogo }: CompanyEdit) => {
      const logoUploadId = logo ? await uploadImage('companyLogo', logo) : undefined;
      return api(
        accountCalls.insertOrEditAccountCompany,
        { company, companyconnect, companyinfo, logoUploadId, removeLogo: !logo && removeLogo },
        { quiet: [118] },
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(companyInfoQuery.queryKey, saved);
      // The name is the account's: the account as read before names the old one.
      return queryClient.invalidateQueries({ queryKey: accountInfoQuery.queryKey });
    },
  });
}
