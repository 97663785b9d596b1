/** upload/queryImportTemplate: a signed address of the .xlsx import template, headers in the asked (or caller's) language. */
import { calls } from '@pvd/shared/api/calls';
import { templateDownload } from '../_lib/catalogue/template-store';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.upload.queryImportTemplate, async ({ input, culture }) =>
  templateDownload(input.kind, input.language ?? culture),
);
