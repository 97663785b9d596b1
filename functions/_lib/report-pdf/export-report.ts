/**
 * The report call's work [REP-4]: the owner check (113/114) before anything is read, the
 * completeness check (118 'projectIncomplete' with the reasons), the report data, the print of
 * the web's report route in the warm browser (its print host, print-host.ts), the file in S3
 * under `reports/` (expired by the bucket's lifecycle rule) and a pre-signed link that downloads
 * it under its name. What does not wait on another step runs beside it: the browser and its page
 * load while the engine computes, the link is signed while the page prints.
 */
import type { BrowserSession } from '@pvd/shared/constants/browser-session';
import { Code, type Culture } from '@pvd/shared/errors/codes';
import { projectCompleteness } from '@pvd/shared/project/design/electrical';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { type ReportPrintJob, reportPrintHostUrl } from '@pvd/shared/project/report/report-print';
import { presignGet, putObject } from '../aws/s3';
import { AppError } from '../errors';
import type { CallerSession } from '../middleware/session';
import { ownedProject } from '../project/project-access';
import { projectReportPrefix } from '../project/project-files';
import { projectReportOf } from '../project/project-report';
import { boundedWork } from '../project/project-work';
import { siteUrl } from '../site-url';
import { attachmentDisposition, callerClockOffsetHours, reportFileName } from './file-name';
import { countPdfPages } from './pdf-pages';
import { printHost, printReport } from './print-host';
import { PhaseClock } from './report-phases';
import { reportBrowser } from './warm-browser';

/**
 * How long the report page may take to load (when the browser has none) and draw the report. A
 * synchronous call must answer within API Gateway's 30 s; this leaves room for the data before
 * and the upload after. [ms]
 */
export const REPORT_READY_TIMEOUT_MS = 25_000;

/** How long the download link works. [s] */
const DOWNLOAD_LINK_SECONDS = 3600;

/** Who asks, as the middleware knows them. */
export interface ReportCaller {
  session: CallerSession;
  /** The caller's `Token` header: the page's own calls run as the caller. */
  token: string;
  culture: Culture;
}

export interface ReportPdf {
  url: string;
  fileName: string;
  /** [bytes] */
  bytes: number;
  pages: number;
}

/** Renders running in this instance, by project and language (a second request joins the first). */
const running = new Map<string, Promise<ReportPdf>>();

/** 118 'projectIncomplete' with editCheckProComplete's reasons unless the project is complete. */
function refuseIncomplete(record: ProjectRecord): void {
  const { complete, reasons } = projectCompleteness(record);
  if (!complete)
    throw new AppError(Code.invalidInput, { messageKey: 'projectIncomplete', data: { reasons } });
}

/** The caller's session as the web keeps it, in the caller's language. */
function browserSessionOf(caller: ReportCaller): BrowserSession {
  return {
    token: caller.token,
    accountName: caller.session.account.accountName,
    role: caller.session.role,
    expiresAt: caller.session.expiresAtMs,
    language: caller.culture,
  };
}

/** What the report page is handed: the caller's session and language, and the report data. */
export function reportPrintJob(caller: ReportCaller, proId: string, data: unknown): ReportPrintJob {
  return { proId, data, session: browserSessionOf(caller) };
}

/** Prints the report, stores it and signs its download link. */
async function renderAndStore(
  caller: ReportCaller,
  record: ProjectRecord,
  now: Date,
  clock: PhaseClock,
): Promise<ReportPdf> {
  const { accountId, account } = caller.session;
  const { projectId } = record;
  const hostUrl = reportPrintHostUrl(await siteUrl());
  // The browser starts (or unpacks, cold) and loads the report page while the engine computes
  // the figures; a failed load is reported by the print, which loads the page again.
  const [data, browser] = await Promise.all([
    clock.time('data', () => projectReportOf(accountId, record, caller.culture)),
    clock.time('browser', reportBrowser).then((started) => {
      printHost(started, hostUrl, browserSessionOf(caller), REPORT_READY_TIMEOUT_MS).catch(() => undefined);
      return started;
    }),
  ]);
  const offsetHours = callerClockOffsetHours(caller.culture, account.timezone);
  const fileName = reportFileName(record.projectBase.proName, now, offsetHours);
  // By language: the zh-CN and en reports of one project in the same second are two files.
  const key = `${projectReportPrefix(accountId, projectId)}${caller.culture}/${fileName}`;
  // The link names the file, not its bytes: it is signed while the page prints.
  const link = presignGet(key, DOWNLOAD_LINK_SECONDS, attachmentDisposition(fileName));
  link.catch(() => undefined);
  const pdf = await printReport(
    browser,
    { hostUrl, job: reportPrintJob(caller, projectId, data), readyTimeoutMs: REPORT_READY_TIMEOUT_MS },
    clock,
  );
  await clock.time('store', () => putObject(key, pdf, 'application/pdf'));
  return { url: await link, fileName, bytes: pdf.byteLength, pages: countPdfPages(pdf) };
}

/** The caller's complete project's report as a stored PDF and its download link. */
export async function exportReportPdf(
  caller: ReportCaller,
  projectId: string,
  now = new Date(),
): Promise<ReportPdf> {
  const clock = new PhaseClock();
  const record = await clock.time('project', async () => {
    const owned = await ownedProject(caller.session.accountId, projectId);
    refuseIncomplete(owned);
    // A record beyond the bounds is refused before the browser is asked for anything.
    boundedWork(owned, caller.culture);
    return owned;
  });
  const key = `${projectId}|${caller.culture}`;
  const joined = running.get(key);
  if (joined) return joined;
  const started = renderAndStore(caller, record, now, clock)
    .then((pdf) => {
      clock.publish();
      return pdf;
    })
    .finally(() => running.delete(key));
  running.set(key, started);
  return started;
}
