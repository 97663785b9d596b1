/**
 * The contract between the report page of the web (`/code/exportProReportComponent`) and the PDF
 * renderer of the report call (`functions/_lib/report-pdf`), ARCHITECTURE.md "The report is a
 * route of the web app … that the PDF function renders".
 *
 * The renderer opens `${site}/code/exportProReportComponent?proId=<id>&print=1` in Chromium. Before
 * the page's scripts run it puts the caller's session in session storage (so the route's role
 * guard lets it in) and the report data it computed in `window[REPORT_DATA_GLOBAL]` (so the PDF
 * carries exactly the figures the call computed, without a second engine run). The page draws
 * every section and chart and then sets `REPORT_READY_ATTRIBUTE` on `<html>`: 'true' when
 * everything is drawn, 'error' when the data could not be shown. The renderer waits for that
 * attribute (never a fixed wait), then for `document.fonts.ready`, then prints A4.
 */

/** The report route of the web (the spec's path, kept for links in mail and bookmarks). */
export const REPORT_PAGE_PATH = '/code/exportProReportComponent';

/** Query parameter of the print rendering: `print=1` (no toolbar, no animation). */
export const REPORT_PRINT_PARAM = 'print';

/** `window[REPORT_DATA_GLOBAL]`: `{ proId, data }`, data = queryProjectReportDataById's `data`. */
export const REPORT_DATA_GLOBAL = '__PV_REPORT_DATA__';

/** Attribute on `<html>` that the page sets when done: 'true' or 'error'. */
export const REPORT_READY_ATTRIBUTE = 'data-report-ready';

/** The values of the ready attribute. */
export const REPORT_READY = { done: 'true', failed: 'error' } as const;

/** The address the renderer opens: `${siteUrl}/code/exportProReportComponent?proId=<id>&print=1`. */
export function reportPrintUrl(siteUrl: string, proId: string): string {
  const query = new URLSearchParams({ proId, [REPORT_PRINT_PARAM]: '1' });
  return `${siteUrl.replace(/\/+$/, '')}${REPORT_PAGE_PATH}?${query}`;
}
