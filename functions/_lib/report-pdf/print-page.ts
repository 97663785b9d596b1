/**
 * Prints one page of a running browser to an A4 PDF, following the report page's contract
 * (shared/project/report-print.ts): values seeded before the page's scripts run, then the ready
 * attribute (never a fixed wait), then the web fonts, then `page.pdf`. Text and SVG charts stay
 * vectors, and Chromium embeds only the font subsets the page used.
 */
import { REPORT_READY, REPORT_READY_ATTRIBUTE } from '@pvd/shared/project/report-print';
import type { Browser, Page } from 'puppeteer-core';
import type { PhaseClock } from './report-phases';

/** What the page finds before its own scripts run. */
export interface PageSeed {
  /** Entries of `sessionStorage` (strings, as storage holds them). */
  sessionStorage: Record<string, string>;
  /** Entries of `localStorage`. */
  localStorage: Record<string, string>;
  /** Properties of `window`. */
  globals: Record<string, unknown>;
}

export interface PrintJob {
  url: string;
  seed: PageSeed;
  /** How long the page may take to load and set its ready attribute. [ms] */
  readyTimeoutMs: number;
}

/** A4 at CSS's 96 px per inch, so the page lays out (and sizes its charts) at the paper's width. [px] */
const A4_VIEWPORT = { width: 794, height: 1123 };

/** Page errors quoted in a failure (the first few say why a page never got ready). */
const MAX_PAGE_ERRORS = 3;

/** The little of a page's `window` the in-page functions touch (the functions build without the DOM's types). */
interface PageWindow {
  location: { origin: string };
  sessionStorage: { setItem(key: string, value: string): void };
  localStorage: { setItem(key: string, value: string): void };
  document: { fonts: { ready: Promise<unknown> } };
}

/**
 * Puts the seed in place in every new document of the seed's origin only, so the caller's token
 * never reaches another origin the page might navigate to. Runs inside the page (serialised: it
 * may use nothing of this module).
 */
function seedDocument(origin: string, seed: PageSeed): void {
  const page = globalThis as unknown as PageWindow;
  if (page.location.origin !== origin) return;
  for (const [key, value] of Object.entries(seed.sessionStorage)) page.sessionStorage.setItem(key, value);
  for (const [key, value] of Object.entries(seed.localStorage)) page.localStorage.setItem(key, value);
  Object.assign(page, seed.globals);
}

/** Waits for the ready attribute; fails on 'error', or when it is not set in `timeoutMs` [ms]. */
async function waitUntilReady(page: Page, timeoutMs: number, pageErrors: readonly string[]): Promise<void> {
  const selector = `html[${REPORT_READY_ATTRIBUTE}]`;
  try {
    await page.waitForSelector(selector, { timeout: Math.max(1, timeoutMs) });
  } catch (error) {
    const seen = pageErrors.length ? ` (page errors: ${pageErrors.join(' | ')})` : '';
    throw new Error(`the report page did not get ready within ${timeoutMs} ms${seen}`, { cause: error });
  }
  const state = await page.$eval(selector, (html, name) => html.getAttribute(name), REPORT_READY_ATTRIBUTE);
  if (state !== REPORT_READY.done) {
    throw new Error(`the report page could not show the report (${REPORT_READY_ATTRIBUTE}="${state}")`);
  }
}

/**
 * Prints `job.url` to PDF in a page of its own, closed afterwards whatever happens.
 *
 * The page opens in the browser's default context: a context of its own per render (separate
 * storage) would be cleaner, but @sparticuz/chromium's `--single-process` Chromium closes itself
 * when a page is opened in a second context. Session storage is per page anyway; local storage
 * (the language) is shared, and is written again right before each page's scripts run. On Lambda
 * an instance serves one request at a time, so renders never overlap there.
 */
export async function printPage(browser: Browser, job: PrintJob, clock?: PhaseClock): Promise<Uint8Array> {
  const deadline = Date.now() + job.readyTimeoutMs;
  const opened = clock?.begin('page');
  const page = await browser.newPage();
  try {
    return await printInPage(page, job, deadline, { opened, clock });
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** The steps of the contract, in order, in one page. */
async function printInPage(
  page: Page,
  job: PrintJob,
  deadline: number,
  timing: { opened?: () => void; clock?: PhaseClock },
): Promise<Uint8Array> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => {
    if (pageErrors.length < MAX_PAGE_ERRORS) pageErrors.push(String((error as Error).message ?? error));
  });
  await page.setViewport(A4_VIEWPORT);
  await page.evaluateOnNewDocument(seedDocument, new URL(job.url).origin, job.seed);
  await page.goto(job.url, { waitUntil: 'load', timeout: job.readyTimeoutMs });
  timing.opened?.();
  const drawn = timing.clock?.begin('render');
  await waitUntilReady(page, deadline - Date.now(), pageErrors);
  await page.evaluate(() => (globalThis as unknown as PageWindow).document.fonts.ready.then(() => undefined));
  drawn?.();
  const printed = timing.clock?.begin('pdf');
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  printed?.();
  return pdf;
}
