/**
 * Prints reports in the print host (shared/project/report/report-print.ts): one report page kept loaded
 * in the warm browser, handed each report's data instead of being navigated to it. Loading the
 * page (the site's scripts, their start, the fonts) is paid once per browser; a report costs its
 * drawing and Chromium's print. Text and SVG charts stay vectors, and Chromium embeds only the
 * font subsets the page used.
 *
 * One page, one report at a time: the jobs of a browser queue, so two reports asked for at once
 * never share the page (its session, language and data are the job's while it prints). A page
 * that fails in any way is closed and the next report loads a new one; a page that closes or
 * crashes under a job is replaced at once and the job printed again in the new one (in a new
 * browser when the crash took the single-process browser with it).
 *
 * The page opens in the browser's default context: a context of its own would be cleaner, but
 * @sparticuz/chromium's `--single-process` Chromium closes itself when a page is opened in a
 * second context.
 */
import {
  type BrowserSession,
  LANGUAGE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from '@pvd/shared/constants/browser-session';
import {
  REPORT_MARKS,
  REPORT_PRINT_HOST_EVENT,
  REPORT_PRINT_HOST_GLOBAL,
  REPORT_READY,
  REPORT_READY_ATTRIBUTE,
  type ReportPrintJob,
} from '@pvd/shared/project/report/report-print';
import type { Browser, Page } from 'puppeteer-core';
import { logger } from '../logger';
import { clearHost, seedDocument, showJob } from './in-page';
import type { PhaseClock } from './report-phases';
import { reportBrowser } from './warm-browser';

export interface PrintRequest {
  /** The print host's address (reportPrintHostUrl). */
  hostUrl: string;
  job: ReportPrintJob;
  /** How long loading the page (when needed) and drawing the report may take. [ms] */
  readyTimeoutMs: number;
}

/** A4 at CSS's 96 px per inch, so the page lays out (and sizes its charts) at the paper's width. [px] */
const A4_VIEWPORT = { width: 794, height: 1123 };

/** Page errors quoted in a failure (the first few say why a page never got ready). */
const MAX_PAGE_ERRORS = 3;

/** A loaded print host. */
interface HostPage {
  url: string;
  page: Page;
  /** The page's errors since the current job began. */
  errors: string[];
  /** Rejects with a {@link PageLostError} when the page closes or crashes. */
  lost: Promise<never>;
}

/** The page went away (closed, or its renderer crashed): a new page may print the same job. */
class PageLostError extends Error {}

/** The page itself answered that it cannot show the report, or never got ready: final. */
class PageRefusedError extends Error {}

/** Each browser's print host, loading or loaded, and its address. */
const hosts = new WeakMap<Browser, { url: string; loading: Promise<HostPage> }>();
/** Each browser's last queued job: the next starts when it has ended. */
const queues = new WeakMap<Browser, Promise<unknown>>();

/** Records the page's own steps of a render that started at `startMs` [ms from the clock's start]. */
function recordPageSteps(clock: PhaseClock, startMs: number, marks: Record<string, number>): void {
  const at = (mark: string) => (mark in marks ? startMs + marks[mark]! : undefined);
  const shown = at(REPORT_MARKS.shown) ?? startMs;
  const fonts = at(REPORT_MARKS.fonts);
  const document = at(REPORT_MARKS.document);
  const drawn = at(REPORT_MARKS.drawn);
  clock.record('scripts', startMs, shown);
  if (fonts !== undefined) clock.record('fonts', shown, fonts);
  if (document !== undefined && drawn !== undefined) clock.record('document', document, drawn);
}

/** Rejects with `error()` when `deadline` [ms since epoch] passes first. */
function beforeDeadline<T>(work: Promise<T>, deadline: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), Math.max(1, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function notReady(timeoutMs: number, errors: readonly string[]): Error {
  const seen = errors.length ? ` (page errors: ${errors.join(' | ')})` : '';
  return new PageRefusedError(`the report page did not get ready within ${timeoutMs} ms${seen}`);
}

/**
 * A {@link HostPage.lost} for `page`, and `onLost` called when it happens (a crashed page stays
 * open but answers nothing more: without this a job in it would wait for its deadline).
 */
function watchLoss(page: Page, onLost: () => void): Promise<never> {
  const lost = new Promise<never>((_, reject) => {
    page.once('close', () => reject(new PageLostError('the report page closed')));
    page.once('error', (error: Error) =>
      reject(new PageLostError(`the report page crashed (${error.message})`)),
    );
  });
  lost.catch(onLost);
  return lost;
}

/**
 * Opens the host page as `session`'s caller (its scripts may still run when this answers);
 * `onLost` runs if it later closes or crashes.
 */
async function loadHost(
  browser: Browser,
  url: string,
  session: BrowserSession,
  timeoutMs: number,
  onLost: () => void,
): Promise<HostPage> {
  const page = await browser.newPage();
  const host: HostPage = { url, page, errors: [], lost: watchLoss(page, onLost) };
  page.on('pageerror', (error) => {
    if (host.errors.length < MAX_PAGE_ERRORS) host.errors.push(String((error as Error).message ?? error));
  });
  try {
    await page.setViewport(A4_VIEWPORT);
    // Laid out for print from the start: the print to PDF then keeps the page's styles and the
    // text's shaping instead of working them out again for print (about half its time).
    await page.emulateMediaType('print');
    const seed = await page.evaluateOnNewDocument(seedDocument, new URL(url).origin, {
      sessionKey: SESSION_STORAGE_KEY,
      session: JSON.stringify(session),
      languageKey: LANGUAGE_STORAGE_KEY,
      language: session.language,
    });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    // Only the first document needed the seed (the first job follows at once and replaces the
    // session); the page's scripts go on running meanwhile, and the first show waits for them.
    page.removeScriptToEvaluateOnNewDocument(seed.identifier).catch(() => undefined);
    return host;
  } catch (error) {
    await page.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The browser's print host at `url`, loaded when there is none (as `session`'s caller, whom the
 * route's guard checks) or the last one closed or crashed. Callers at once share one load.
 * Calling it early (while the report's data are computed) overlaps the page's load with that work.
 */
export function printHost(
  browser: Browser,
  url: string,
  session: BrowserSession,
  timeoutMs: number,
): Promise<HostPage> {
  const current = hosts.get(browser);
  if (current?.url === url) return current.loading;
  // Another site's host (only the tests print from two sites with one browser) goes.
  current?.loading.then((host) => host.page.close()).catch(() => undefined);
  const forget = () => {
    if (hosts.get(browser) === entry) hosts.delete(browser);
  };
  const entry = { url, loading: loadHost(browser, url, session, timeoutMs, forget) };
  hosts.set(browser, entry);
  // Forgotten when it fails, so the next report loads a new page.
  entry.loading.catch(forget);
  return entry.loading;
}

/** Closes the host page and forgets it (after a failure: its state is unknown). */
async function discard(browser: Browser, host: HostPage): Promise<void> {
  const current = hosts.get(browser);
  if (current && (await current.loading.catch(() => undefined)) === host) hosts.delete(browser);
  await host.page.close().catch(() => undefined);
}

/** Runs `print` after the browser's queued jobs. */
function inTurn<T>(browser: Browser, print: () => Promise<T>): Promise<T> {
  const previous = queues.get(browser) ?? Promise.resolve();
  const next = previous.then(print, print);
  queues.set(
    browser,
    next.catch(() => undefined),
  );
  return next;
}

/** Draws the job in the host and prints it; the host is discarded when anything fails. */
async function printOn(
  browser: Browser,
  host: HostPage,
  request: PrintRequest,
  deadline: number,
  clock?: PhaseClock,
) {
  host.errors.length = 0;
  try {
    const startMs = clock?.now() ?? 0;
    const names = { host: REPORT_PRINT_HOST_GLOBAL, hostEvent: REPORT_PRINT_HOST_EVENT };
    const showing = host.page.evaluate(showJob, names, request.job, [
      REPORT_MARKS.shown,
      REPORT_MARKS.fonts,
      REPORT_MARKS.document,
      REPORT_MARKS.drawn,
    ]);
    const { state, marks } = await beforeDeadline(Promise.race([showing, host.lost]), deadline, () =>
      notReady(request.readyTimeoutMs, host.errors),
    );
    if (clock) {
      clock.record('render', startMs, clock.now());
      recordPageSteps(clock, startMs, marks);
    }
    if (state !== REPORT_READY.done) {
      throw new PageRefusedError(
        `the report page could not show the report (${REPORT_READY_ATTRIBUTE}="${state}")`,
      );
    }
    // page.pdf waits for document.fonts.ready itself.
    const printed = clock?.begin('pdf');
    const pdf = await Promise.race([
      host.page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }),
      host.lost,
    ]);
    printed?.();
    // The caller's report and session leave the page while the file is stored (not waited for:
    // the next job's show clears first anyway).
    host.page.evaluate(clearHost, REPORT_PRINT_HOST_GLOBAL).catch(() => undefined);
    return pdf;
  } catch (error) {
    await discard(browser, host);
    throw error;
  }
}

/**
 * One attempt at `request.job`: after the browser's queued jobs, in its print host (loaded first
 * when needed); the job's deadline starts with its turn.
 */
function printInTurn(
  browser: Browser,
  request: PrintRequest,
  deadlineOf: () => number,
  clock?: PhaseClock,
): Promise<Uint8Array> {
  const queued = clock?.begin('queue');
  return inTurn(browser, async () => {
    queued?.();
    const deadline = deadlineOf();
    const load = () => printHost(browser, request.hostUrl, request.job.session, request.readyTimeoutMs);
    const host = await (clock ? clock.time('page', load) : load());
    return printOn(browser, host, request, deadline, clock);
  });
}

/**
 * Prints `request.job` in the browser's print host (loaded first when needed) to an A4 PDF,
 * after the jobs queued before it. A job whose page was lost under it (closed, crashed, its
 * connection broken) is printed again, once, in a new page within the same deadline; what the
 * page itself answered (it cannot show the report, or never got ready) is final.
 */
export async function printReport(
  browser: Browser,
  request: PrintRequest,
  clock?: PhaseClock,
): Promise<Uint8Array> {
  let deadline: number | undefined;
  const deadlineOf = () => {
    deadline ??= Date.now() + request.readyTimeoutMs;
    return deadline;
  };
  try {
    return await printInTurn(browser, request, deadlineOf, clock);
  } catch (error) {
    if (error instanceof PageRefusedError || deadline === undefined || Date.now() >= deadline) throw error;
    logger.warn('report page lost during a print; printing again in a new page', { error: String(error) });
    // A crashed page takes @sparticuz/chromium's single-process browser with it: a new one then.
    const next = browser.connected ? browser : await reportBrowser();
    return printInTurn(next, request, deadlineOf, clock);
  }
}
