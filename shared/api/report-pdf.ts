/**
 * The product's own report call, which renders the PDF report on the server and answers a
 * download link [REP-4]: the PDF function renders the web's report
 * route for the caller's project in the caller's language, stores the file under `reports/`
 * (expiring by the bucket's lifecycle) and answers a pre-signed download link.
 *
 * Refusals: 113/114 for a project that is missing or not the caller's; 118 'projectIncomplete'
 * with `data.reasons` (editCheckProComplete's reasons) for a project that is not complete.
 */
import * as z from 'zod';
import { idField } from './common-fields';
import { defineCall } from './define';
import { access } from './engine';

export const exportProjectReportPdf = defineCall({
  group: 'project',
  name: 'exportProjectReportPdf',
  summary: 'Renders the caller’s complete project’s report as an A4 PDF and answers its download link.',
  access,
  request: z.object({ proId: idField }),
  response: z.object({
    /** Pre-signed GET of the stored PDF (answers it as an attachment named `fileName`). */
    url: z.string(),
    /** `<yyyyMMddHHmmss>_<project name made safe>.pdf`: the date and time, then the name [REP-2]. */
    fileName: z.string(),
    /** [bytes] */
    bytes: z.number().int().nonnegative(),
    /** Pages printed. */
    pages: z.number().int().positive(),
  }),
  needs: ['s3', 'pdf'],
  heavy: true,
});
