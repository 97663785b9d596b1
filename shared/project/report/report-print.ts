/**
 * The contract between the report page of the web (`/code/exportProReportComponent`) and the PDF
 * renderer of the report call (`functions/_lib/report-pdf`): the PDF is the web's own report route
 * printed, so the two never differ (docs/decisions/0029-pdf-printed-from-report-route.md).
 *
 * The renderer keeps one report page loaded in its warm browser, the print host:
 * `${site}/code/exportProReportComponent?print=1`, without a project. It opens it once, with the
 * caller's session in session storage (so the route's role guard lets it in) and the language in
 * local storage before the page's scripts run; the page then offers
 * `window[REPORT_PRINT_HOST_GLOBAL]` (and says so with REPORT_PRINT_HOST_EVENT). Each report is
 * handed to it as a {@link ReportPrintJob}: the caller's session and language and the report data
 * the call computed (so the PDF carries exactly the call's figures, without a second engine run).
 * The page forgets the last report, its data, cached answers and session, draws the new one and
 * answers once every section and chart is drawn, setting `REPORT_READY_ATTRIBUTE` on `<html>` as
 * well: 'true' when drawn, 'error' when the data could not be shown. The renderer then prints A4
 * (after `document.fonts.ready`) and asks the page to forget the report. No navigation, script
 * start-up or font loading is repeated between reports.
 */
import type { BrowserSession } from '../../constants/browser-session';

/** The report route of the web (a path kept from the old site for links in mail and bookmarks [REP-4]). */
export const REPORT_PAGE_PATH = '/code/exportProReportComponent';

/** Query parameter of the print host: `print=1` (no toolbar; the reports are handed to it). */
export const REPORT_PRINT_PARAM = 'print';

/**
 * `window[REPORT_DATA_GLOBAL]`: `{ proId, data }`, data = queryProjectReportDataById's `data`: the
 * page shows it instead of asking the call (the print host puts each job's data there).
 */
export const REPORT_DATA_GLOBAL = '__PV_REPORT_DATA__';

/** `window[REPORT_PRINT_HOST_GLOBAL]`: the {@link ReportPrintHost} of a page loaded as print host. */
export const REPORT_PRINT_HOST_GLOBAL = '__PV_REPORT_PRINT_HOST__';

/**
 * Event the print host dispatches on `window` when it offers itself, so the renderer hands it
 * the first report the moment the page's scripts have run (no polling).
 */
export const REPORT_PRINT_HOST_EVENT = 'pv-report-print-host';

/** Attribute on `<html>` that the page sets when done: 'true' or 'error'. */
export const REPORT_READY_ATTRIBUTE = 'data-report-ready';

/** The values of the ready attribute. */
export const REPORT_READY = { done: 'true', failed: 'error' } as const;
export type ReportReadyValue = (typeof REPORT_READY)[keyof typeof REPORT_READY];

/**
 * Performance marks (`performance.mark`) the page sets while it draws a report, which the renderer
 * reads to split the drawing's time: the report handed over, its font faces loaded, its
 * document's first render (after the faces and the caller's company), and every chart and image
 * drawn. Only the bench and the debug log use them; the PDF does not depend on them.
 */
export const REPORT_MARKS = {
  shown: 'report:shown',
  fonts: 'report:fonts',
  document: 'report:document',
  drawn: 'report:drawn',
} as const;

/** One report to print: whose session and language, which project, and its report data. */
export interface ReportPrintJob {
  proId: string;
  /** queryProjectReportDataById's `data` for `proId` in the session's language. */
  data: unknown;
  /** The caller's session: the page's own calls (the company, say) run as the caller. */
  session: BrowserSession;
}

/** What the print host offers the renderer; one job at a time (the renderer waits for each). */
export interface ReportPrintHost {
  /** Forgets the last report and draws `job`'s; answers the ready attribute's value once set. */
  show(job: ReportPrintJob): Promise<ReportReadyValue>;
  /** Forgets the last report: its document, data, cached answers and the caller's session. */
  clear(): void;
}

/** The address of the print host: `${siteUrl}/code/exportProReportComponent?print=1`. */
export function reportPrintHostUrl(siteUrl: string): string {
  const query = new URLSearchParams({ [REPORT_PRINT_PARAM]: '1' });
  return `${siteUrl.replace(/\/+$/, '')}${REPORT_PAGE_PATH}?${query}`;
}
