/**
 * The renderer against a real Chromium (@sparticuz/chromium, unpacked into .data/chromium-tmp)
 * on a small local page that follows the print host's contract: A4, Chinese text as text in an
 * embedded font, vectors only; the page loaded once as its first caller and handed each job;
 * jobs asked for at once printed one after the other with their own data; bounded, clear
 * failures after which a new page is loaded.
 */
import type { Server } from 'node:http';
import { countPdfPages } from '@pvd/functions/_lib/report-pdf/pdf-pages';
import { printReport } from '@pvd/functions/_lib/report-pdf/print-host';
import { PhaseClock } from '@pvd/functions/_lib/report-pdf/report-phases';
import {
  closeReportBrowser,
  hasWarmBrowser,
  prewarmOnLambda,
  reportBrowser,
} from '@pvd/functions/_lib/report-pdf/warm-browser';
import type { BrowserSession } from '@pvd/shared/constants/browser-session';
import type { ReportPrintJob } from '@pvd/shared/project/report/report-print';
import { CHINESE_PARAGRAPH, CHINESE_TITLE, startFixtureSite } from '@tests/support/report-fixture-site';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSizePoints, pdfinfoPages, popplerReport } from './support/poppler';

const session = (accountName: string, language: 'zh-CN' | 'en'): BrowserSession => ({
  token: `token-of-${accountName}`,
  accountName,
  role: 1,
  expiresAt: Date.now() + 3_600_000,
  language,
});

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let browser: Browser;

beforeAll(async () => {
  site = await startFixtureSite();
  browser = await reportBrowser();
}, 60_000);

afterAll(async () => {
  await closeReportBrowser();
  await new Promise((resolve) => (site.server as Server).close(resolve));
});

const print = (job: ReportPrintJob, readyTimeoutMs = 10_000) =>
  printReport(browser, { hostUrl: `${site.origin}/report?print=1`, job, readyTimeoutMs });

/** The print host's page in the browser. */
async function hostPage() {
  const pages = await browser.pages();
  const host = pages.find((page) => page.url() === `${site.origin}/report?print=1`);
  if (!host) throw new Error('no print host page is open');
  return host;
}

const job = (
  accountName: string,
  language: 'zh-CN' | 'en',
  proId: string,
  data: Record<string, unknown>,
) => ({
  proId,
  data,
  session: session(accountName, language),
});

describe('printReport', () => {
  it('prints an A4 PDF whose Chinese text is text in an embedded font, with no images', async () => {
    // Act
    const pdf = await print(job('张工', 'zh-CN', 'project-7', { title: '杭州屋顶' }));
    const { info, text, fonts, images } = popplerReport(pdf);
    // Assess
    const size = pageSizePoints(info);
    expect(Math.abs(size.width - 595)).toBeLessThanOrEqual(1);
    expect(Math.abs(size.height - 842)).toBeLessThanOrEqual(1);
    expect(text).toContain(CHINESE_TITLE);
    expect(text).toContain(CHINESE_PARAGRAPH);
    expect(text).toContain('一月');
    // pdffonts columns: name type encoding emb sub uni; the subset's name carries a XXXXXX+ tag.
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSansSC\S*\s.*\byes\s+yes\s+yes\b/);
    // pdfimages -list prints only its two header lines when the PDF holds no raster image.
    expect(images.trim().split('\n')).toHaveLength(2);
    expect(countPdfPages(pdf)).toBe(pdfinfoPages(info));
  }, 30_000);

  it('loads the page once, as its first caller, and hands it each job’s session, language and data', async () => {
    // Prepare: a fresh browser, so this test's first job loads the page.
    await closeReportBrowser();
    browser = await reportBrowser();
    const loadsBefore = site.pageLoads();
    // Act
    const first = popplerReport(await print(job('张工', 'zh-CN', 'project-7', { title: '杭州屋顶' }))).text;
    const second = popplerReport(await print(job('Ann', 'en', 'project-8', { title: 'Leeds roof' }))).text;
    // Assess
    expect(site.pageLoads() - loadsBefore).toBe(1);
    expect(first).toContain('started as 张工 / zh-CN');
    expect(first).toContain('张工 / zh-CN / project-7 / 杭州屋顶');
    expect(second).toContain('Ann / en / project-8 / Leeds roof');
    expect(second).not.toContain('杭州屋顶');
  }, 60_000);

  it('times a job on a new page step by step: queue, page, render with the scripts within it, pdf', async () => {
    // Prepare: a fresh browser, so the job waits for the page and its scripts.
    await closeReportBrowser();
    browser = await reportBrowser();
    const clock = new PhaseClock();
    // Act
    await printReport(
      browser,
      {
        hostUrl: `${site.origin}/report?print=1`,
        job: job('张工', 'zh-CN', 'p', { title: '屋顶' }),
        readyTimeoutMs: 10_000,
      },
      clock,
    );
    const { spans } = clock.publish();
    // Assess
    const span = (phase: string) => spans.find((s) => s.phase === phase)!;
    expect(spans.map((s) => s.phase).sort()).toEqual(['page', 'pdf', 'queue', 'render', 'scripts']);
    for (const s of spans) expect(s.endMs).toBeGreaterThanOrEqual(s.startMs);
    expect(span('page').startMs).toBeGreaterThanOrEqual(span('queue').endMs);
    expect(span('render').startMs).toBeGreaterThanOrEqual(span('page').endMs);
    expect(span('scripts').startMs).toBe(span('render').startMs);
    expect(span('scripts').endMs).toBeLessThanOrEqual(span('render').endMs);
    expect(span('pdf').startMs).toBeGreaterThanOrEqual(span('render').endMs);
  }, 60_000);

  it('prints jobs asked for at once one after the other, each with its own data', async () => {
    // Act
    const jobs = [
      job('张工', 'zh-CN', 'project-1', { title: '一号屋顶' }),
      job('Ann', 'en', 'project-2', { title: 'Second roof' }),
      job('李工', 'zh-CN', 'project-3', { title: '三号屋顶' }),
    ];
    const texts = (await Promise.all(jobs.map((j) => print(j)))).map((pdf) => popplerReport(pdf).text);
    // Assess
    expect(texts[0]).toContain('张工 / zh-CN / project-1 / 一号屋顶');
    expect(texts[1]).toContain('Ann / en / project-2 / Second roof');
    expect(texts[2]).toContain('李工 / zh-CN / project-3 / 三号屋顶');
    for (const [i, text] of texts.entries()) {
      const others = jobs.filter((_, j) => j !== i).map((j) => String(j.data.title));
      for (const title of others) expect(text).not.toContain(title);
    }
  }, 60_000);

  it('fails clearly when the page answers error, then loads a new page for the next job', async () => {
    // Prepare
    const loadsBefore = site.pageLoads();
    // Act
    const failed = print(job('张工', 'zh-CN', 'project-7', { mode: 'error' }));
    // Assess
    await expect(failed).rejects.toThrow(
      'the report page could not show the report (data-report-ready="error")',
    );
    const next = popplerReport(await print(job('Ann', 'en', 'project-8', { title: 'Leeds roof' }))).text;
    expect(next).toContain('Ann / en / project-8 / Leeds roof');
    expect(site.pageLoads() - loadsBefore).toBe(1);
  }, 30_000);

  it('gives up on a page that never gets ready within the bound', async () => {
    const started = Date.now();
    await expect(print(job('张工', 'zh-CN', 'project-7', { mode: 'never' }), 1500)).rejects.toThrow(
      'the report page did not get ready within 1500 ms',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  }, 30_000);

  it('loads a new page when the print host closed (or crashed) between jobs, and prints the next job in it', async () => {
    // Prepare: the host is loaded, then goes away as a crashed page would.
    await print(job('张工', 'zh-CN', 'project-7', { title: '杭州屋顶' }));
    const loadsBefore = site.pageLoads();
    await (await hostPage()).close();
    // Act
    const text = popplerReport(await print(job('Ann', 'en', 'project-8', { title: 'Leeds roof' }))).text;
    // Assess
    expect(text).toContain('Ann / en / project-8 / Leeds roof');
    expect(site.pageLoads() - loadsBefore).toBe(1);
  }, 30_000);

  it('prints a job again in a new page when its page is lost while it draws', async () => {
    // Prepare
    await print(job('张工', 'zh-CN', 'project-7', { title: '杭州屋顶' }));
    const loadsBefore = site.pageLoads();
    // Act: the page goes away while it draws the job (it answers after 1.5 s).
    const printing = print(job('Ann', 'en', 'project-8', { title: 'Leeds roof', mode: 'slow' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await (await hostPage()).close();
    const text = popplerReport(await printing).text;
    // Assess
    expect(text).toContain('Ann / en / project-8 / Leeds roof');
    expect(site.pageLoads() - loadsBefore).toBe(1);
  }, 30_000);

  it('prints a job again in a new browser when its page crashes while it draws (the single-process browser goes with it)', async () => {
    // Prepare
    await print(job('张工', 'zh-CN', 'project-7', { title: '杭州屋顶' }));
    const crashed = browser;
    // Act: the page's renderer crashes while it draws the job (it answers after 1.5 s).
    const printing = print(job('Ann', 'en', 'project-8', { title: 'Leeds roof', mode: 'slow' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await (await hostPage()).goto('chrome://crash').catch(() => undefined);
    const text = popplerReport(await printing).text;
    // Assess
    expect(text).toContain('Ann / en / project-8 / Leeds roof');
    expect(crashed.connected).toBe(false);
    browser = await reportBrowser();
    expect(browser).not.toBe(crashed);
  }, 60_000);

  it('keeps no page open beside the print host after renders and failures', async () => {
    await Promise.allSettled([
      print(job('张工', 'zh-CN', 'p', { title: '屋顶' })),
      print(job('张工', 'zh-CN', 'p', { mode: 'error' })),
      print(job('张工', 'zh-CN', 'p', { mode: 'never' }), 500),
      print(job('张工', 'zh-CN', 'p', { title: '屋顶' })),
    ]);
    // The print host alone: failed pages were closed, no job opened a page of its own.
    const urls = (await browser.pages()).map((page) => page.url());
    expect(urls.filter((url) => url.startsWith(site.origin))).toEqual([`${site.origin}/report?print=1`]);
  }, 30_000);
});

describe('reportBrowser', () => {
  it('keeps one browser warm between calls and launches a new one after it has gone', async () => {
    const again = await reportBrowser();
    expect(again).toBe(browser);
    await again.close();
    const relaunched = await reportBrowser();
    expect(relaunched).not.toBe(browser);
    expect(relaunched.connected).toBe(true);
    browser = relaunched;
  }, 60_000);
});

describe('prewarmOnLambda', () => {
  it('starts the browser during a Lambda instance’s initialisation only', async () => {
    await closeReportBrowser();
    prewarmOnLambda({});
    expect(hasWarmBrowser()).toBe(false);
    prewarmOnLambda({ AWS_LAMBDA_FUNCTION_NAME: 'pv-design-project-exportProjectReportPdf' });
    expect(hasWarmBrowser()).toBe(true);
    browser = await reportBrowser();
    expect(browser.connected).toBe(true);
  }, 60_000);
});
