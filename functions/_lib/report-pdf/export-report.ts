/**
 * The report call's work (issue 12 §2): the owner check (113/114) before anything is read, the
 * completeness check (118 'projectIncomplete' with the reasons), the report data, the print of
 * the web's report route in the warm browser, the file in S3 under `reports/` (expired by the
 * bucket's lifecycle rule) and a pre-signed link that downloads it under its name.
 */
import {
  type BrowserSession,
  LANGUAGE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from '@pvd/shared/constants/browser-session';
import { Code, type Culture } from '@pvd/shared/errors/codes';
import { projectCompleteness } from '@pvd/shared/project/electrical';
import type { ProjectRecord } from '@pvd/shared/project/project';
import { REPORT_DATA_GLOBAL, reportPrintUrl } from '@pvd/shared/project/report-print';
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
import { type PageSeed, printPage } from './print-page';
import { PhaseClock } from './report-phases';
import { reportBrowser } from './warm-browser';

/**
 * How long the report page may take to load and get ready. A synchronous call must answer
 * within API Gateway's 30 s; this leaves room for the data before and the upload after. [ms]
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

/** The print running now: the next waits for it. */
let printing: Promise<unknown> = Promise.resolve();

/**
 * Prints one page at a time. The pages of the one browser share its local storage (a context of
 * their own would close single-process Chromium, see print-page.ts), and the seeded language
 * lives there: a page starting while another loads could read the other's language. On Lambda an
 * instance serves one request at a time, so this never waits there; locally it orders renders.
 */
function oneAtATime<T>(print: () => Promise<T>, clock: PhaseClock): Promise<T> {
  const queued = clock.begin('queue');
  const start = () => {
    queued();
    return print();
  };
  const next = printing.then(start, start);
  printing = next.catch(() => undefined);
  return next;
}

/** 118 'projectIncomplete' with editCheckProComplete's reasons unless the project is complete. */
function refuseIncomplete(record: ProjectRecord): void {
  const { complete, reasons } = projectCompleteness(record);
  if (!complete)
    throw new AppError(Code.invalidInput, { messageKey: 'projectIncomplete', data: { reasons } });
}

/** What the page finds before its scripts run: the caller's session, language and report data. */
export function reportPageSeed(caller: ReportCaller, proId: string, data: unknown): PageSeed {
  const session: BrowserSession = {
    token: caller.token,
    accountName: caller.session.account.accountName,
    role: caller.session.role,
    expiresAt: caller.session.expiresAtMs,
    language: caller.culture,
  };
  return {
    sessionStorage: { [SESSION_STORAGE_KEY]: JSON.stringify(session) },
    // The site reads a stored language before anything else, so the page prints in the caller's.
    localStorage: { [LANGUAGE_STORAGE_KEY]: caller.culture },
    globals: { [REPORT_DATA_GLOBAL]: { proId, data } },
  };
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
  // The browser starts (or unpacks, cold) while the engine computes the figures.
  const [data, browser] = await Promise.all([
    clock.time('data', () => projectReportOf(accountId, record, caller.culture)),
    clock.time('browser', () => reportBrowser()),
  ]);
  const job = {
    url: reportPrintUrl(await siteUrl(), projectId),
    seed: reportPageSeed(caller, projectId, data),
    readyTimeoutMs: REPORT_READY_TIMEOUT_MS,
  };
  const pdf = await oneAtATime(() => printPage(browser, job, clock), clock);
  const offsetHours = callerClockOffsetHours(caller.culture, account.timezone);
  const fileName = reportFileName(record.projectBase.proName, now, offsetHours);
  // By language: the zh-CN and en reports of one project in the same second are two files.
  const key = `${projectReportPrefix(accountId, projectId)}${caller.culture}/${fileName}`;
  const url = await clock.time('store', async () => {
    await putObject(key, pdf, 'application/pdf');
    return presignGet(key, DOWNLOAD_LINK_SECONDS, attachmentDisposition(fileName));
  });
  return { url, fileName, bytes: pdf.byteLength, pages: countPdfPages(pdf) };
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
