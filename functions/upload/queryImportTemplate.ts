/** upload/queryImportTemplate: a signed address of the .xlsx import template, headers in the asked (or caller's) language. */
import * as importCalls from '@pvd/shared/api/import';
import { templateDownload } from '../_lib/catalogue/template-store';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(importCalls.queryImportTemplate, async ({ input, culture }) =>
  templateDownload(input.kind, input.language ?? culture),
);
