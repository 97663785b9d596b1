/**
 * The renderer against a real Chromium (@sparticuz/chromium, unpacked into .data/chromium-tmp)
 * on a small local page that follows the report page's contract: A4, Chinese text as text in an
 * embedded font, vectors only, the seed in place before the page's scripts, and bounded, clear
 * failures for a page that reports an error or never gets ready.
 */
import type { Server } from 'node:http';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPdfPages } from '../../../../functions/_lib/report-pdf/pdf-pages';
import { type PageSeed, printPage } from '../../../../functions/_lib/report-pdf/print-page';
import {
  closeReportBrowser,
  hasWarmBrowser,
  prewarmOnLambda,
  reportBrowser,
} from '../../../../functions/_lib/report-pdf/warm-browser';
import { CHINESE_PARAGRAPH, CHINESE_TITLE, startFixtureSite } from '../../../support/report-fixture-site';
import { pageSizePoints, pdfinfoPages, popplerReport } from './support/poppler';

const seed: PageSeed = {
  sessionStorage: { 'pvd.session': JSON.stringify({ accountName: '张工' }) },
  localStorage: { 'pvd.language': 'zh-CN' },
  globals: { __PV_REPORT_DATA__: { proId: 'project-7', data: { title: '杭州屋顶' } } },
};

let site: { origin: string; server: Server };
let browser: Browser;

beforeAll(async () => {
  site = await startFixtureSite();
  browser = await reportBrowser();
}, 60_000);

afterAll(async () => {
  await closeReportBrowser();
  await new Promise((resolve) => site.server.close(resolve));
});

const print = (mode: string, readyTimeoutMs = 10_000) =>
  printPage(browser, { url: `${site.origin}/report?mode=${mode}`, seed, readyTimeoutMs });

describe('printPage', () => {
  it('prints an A4 PDF whose Chinese text is text in an embedded font, with no images', async () => {
    // Act
    const pdf = await print('ready');
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

  it('seeds session storage, local storage and the report data before the page’s scripts run', async () => {
    const { text } = popplerReport(await print('ready'));
    expect(text).toContain('张工 / zh-CN / project-7 / 杭州屋顶');
  }, 30_000);

  it('fails clearly when the page sets the ready attribute to error', async () => {
    await expect(print('error')).rejects.toThrow(
      'the report page could not show the report (data-report-ready="error")',
    );
  }, 30_000);

  it('gives up on a page that never gets ready within the bound', async () => {
    const started = Date.now();
    await expect(print('never', 1500)).rejects.toThrow('the report page did not get ready within');
    expect(Date.now() - started).toBeLessThan(5000);
  }, 30_000);

  it('leaves no page open in the warm browser after renders and failures', async () => {
    const pagesBefore = (await browser.pages()).length;
    await Promise.allSettled([print('ready'), print('error'), print('never', 500)]);
    expect(await browser.pages()).toHaveLength(pagesBefore);
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
