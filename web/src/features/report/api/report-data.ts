/**
 * The report's calls: queryProjectReportDataById (every figure of the report, the same engine call
 * as the wizard's live results) and the caller's company (logo and contact, as the company
 * settings read it). When the PDF renderer has put the report data in the page
 * (`window[REPORT_DATA_GLOBAL]`, shared/project/report/report-print.ts) for this project, that data is
 * the answer and no call is made, so the PDF carries exactly the figures the export computed.
 */
import * as accountCalls from '@pvd/shared/api/account';
import * as reportCalls from '@pvd/shared/api/project-report';
import { REPORT_DATA_GLOBAL } from '@pvd/shared/project/report/report-print';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import type { Language } from '@/lib/language';
import type { ReportData } from '../model/report-data';

/**
 * The data the renderer injected for `proId`, parsed as the call's answer; undefined when none was
 * injected or it is for another project. Injected data that does not parse is refused (an
 * ApiError of a broken answer), never shown half.
 */
export function injectedReportData(proId: string, scope: object = globalThis): ReportData | undefined {
  const injected = (scope as Record<string, unknown>)[REPORT_DATA_GLOBAL] as
    | { proId?: unknown; data?: unknown }
    | undefined;
  if (!injected || injected.proId !== proId) return undefined;
  const parsed = reportCalls.queryProjectReportDataById.response.safeParse(injected.data);
  if (!parsed.success) {
    throw new ApiError(-1, 'injected report data does not match the call’s answer', {
      failure: 'server',
      data: parsed.error.issues,
    });
  }
  return parsed.data;
}

/**
 * The report data of a project: injected, else fetched. 113/114 are shown by the page itself.
 * The key holds the language: the report's texts from the server (the currency's name, the
 * refusals) are asked again in a new language [ACC-13].
 */
export function reportDataQuery(proId: string, language: Language) {
  return queryOptions({
    queryKey: ['project', 'queryProjectReportDataById', proId, language],
    queryFn: async () =>
      injectedReportData(proId) ??
      api(reportCalls.queryProjectReportDataById, { proId }, { quiet: [113, 114, 115, 118] }),
    // A report is a snapshot: drawn once, not refetched behind the reader's back.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The caller's company: its logo and contact close the report. */
export const reportCompanyQuery = queryOptions({
  queryKey: ['account', 'queryAccountCompanyInfo'],
  queryFn: () => api(accountCalls.queryAccountCompanyInfo, {}, { quiet: 'all' }),
  retry: false,
});
