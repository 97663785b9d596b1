/**
 * The company settings: account/queryAccountCompanyInfo, and saving with an optional new logo.
 * A logo goes straight to S3: upload/createImageUpload gives a pre-signed URL, the browser PUTs
 * the bytes with exactly the signed headers, and insertOrEditAccountCompany takes the upload id.
 */
import * as accountCalls from '@pvd/shared/api/account';
import * as uploadCalls from '@pvd/shared/api/upload';
import type { ImageContentType } from '@pvd/shared/constants/limits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const companyInfoQuery = queryOptions({
  queryKey: ['account', 'queryAccountCompanyInfo'],
  queryFn: () => api(accountCalls.queryAccountCompanyInfo, {}),
});

export function useCompanyInfo() {
  return useQuery(companyInfoQuery);
}

/** The PUT of the file to S3 failed (not an API answer). */
export class LogoUploadError extends Error {
  constructor(status: number) {
    super(`logo upload answered HTTP ${status}`);
    this.name = 'LogoUploadError';
  }
}

/** Uploads `file` (type and size already checked); returns the upload id. */
export async function uploadLogo(file: File, fetchImpl: typeof fetch = fetch): Promise<string> {
  const upload = await api(uploadCalls.createImageUpload, {
    purpose: 'companyLogo',
    contentType: file.type as ImageContentType,
    size: file.size,
  });
  const response = await fetchImpl(upload.url, { method: 'PUT', headers: upload.headers, body: file });
  if (!response.ok) throw new LogoUploadError(response.status);
  return upload.uploadId;
}

export interface CompanyEdit {
  companyconnect: string;
  companyinfo: string;
  /** A new logo, or null to keep (or remove) the current one. */
  logo: File | null;
  removeLogo: boolean;
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyconnect, companyinfo, logo, removeLogo }: CompanyEdit) => {
      const logoUploadId = logo ? await uploadLogo(logo) : undefined;
      return api(
        accountCalls.insertOrEditAccountCompany,
        { companyconnect, companyinfo, logoUploadId, removeLogo: !logo && removeLogo },
        { quiet: [118] },
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(companyInfoQuery.queryKey, saved),
  });
}
