/**
 * project/exportProjectReportPdf: the caller's complete project's report as an A4 PDF, printed
 * from the web's report route in the caller's language, stored under `reports/` and answered as
 * a download link (113/114 for a project that is missing or not the caller's, 118
 * 'projectIncomplete' with the reasons for an incomplete one).
 */
import { exportProjectReportPdf } from '@pvd/shared/api/report-pdf';
import { apiHandler } from '../_lib/middleware/api-handler';
import { header } from '../_lib/middleware/session';
import { exportReportPdf } from '../_lib/report-pdf/export-report';
import { prewarmOnLambda } from '../_lib/report-pdf/warm-browser';

prewarmOnLambda();

export const handler = apiHandler(exportProjectReportPdf, async ({ input, session, culture, event }) =>
  // The middleware has checked the token, so the header is there.
  exportReportPdf({ session, culture, token: header(event, 'Token')!.trim() }, input.proId),
);
