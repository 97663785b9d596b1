/**
 * The report in a real browser [REP-4], each test in a browser of its own, logged in as the demo
 * user: both demo projects exported as PDFs from the project list, in zh-CN and, after the
 * user switches the language, in English. Each PDF is read
 * back with poppler: A4, a page count, Noto Sans SC embedded, text on every page (no page is one
 * big image), the report's title in the language, the project's name and the annual yield equal
 * to the engine's figure (queryProjectReportDataById), the designer and the last change on the
 * account's clock on the cover, and no page between the cover and the last half empty. Then the storage project's report page in
 * the browser, with its self-use pages, ready for printing; and Create report on the last step of
 * the editor, which saves the grid project and downloads its PDF.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demo, loginAs } from '../support/accounts';
import { callApi } from '../support/api-client';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { artifactsDir, type OpenPage, openPage, useMachineFonts } from './support/browser-page';
import { next } from './support/editor-steps';
import { readPdf } from './support/pdf-checks';
import { checkScreen } from './support/screen-checks';

const runtime = inject('runtime');
/** A cold render unpacks and starts Chromium on the server first. */
const RENDER_TIMEOUT_MS = 60_000;

type Lang = 'zh-CN' | 'en';
interface DemoProject {
  id: string;
  name: string;
}
const labels = {
  'zh-CN': {
    title: '光伏系统设计报告',
    exportAria: (name: string) => `导出PDF：${name} 的报告`,
    reportAria: (name: string) => `打开 ${name} 的报告`,
  },
  en: {
    title: 'PV system design report',
    exportAria: (name: string) => `Export PDF: the report of ${name}`,
    reportAria: (name: string) => `Open the report of ${name}`,
  },
} as const;

let token: string;
const demos: { grid: DemoProject; storage: DemoProject } = {
  grid: { id: '', name: '' },
  storage: { id: '', name: '' },
};

/** The report's data as the report call computes it: the first-year yield [kWh], the last change. */
async function engineReport(projectId: string, culture: Lang) {
  const answer = await callApi<{
    powergeneration: { totalPowerGeneration: number };
    probase: { lastModifyTime: string };
  }>('project/queryProjectReportDataById', { proId: projectId }, { token, culture });
  expect(answer.code).toBe(0);
  return answer.data;
}

/** Clicks Export PDF on the project's row and saves the download under the artifacts. */
async function exportFromList(
  page: Page,
  project: DemoProject,
  lang: Lang,
): Promise<{ file: string; fileName: string }> {
  const download = page.waitForEvent('download', { timeout: RENDER_TIMEOUT_MS });
  await page.getByRole('button', { name: labels[lang].exportAria(project.name) }).click();
  const done = await download;
  const fileName = done.suggestedFilename();
  const file = join(artifactsDir, `report-${lang}-${project.id}.pdf`);
  await done.saveAs(file);
  return { file, fileName };
}

async function expectReportPdf(page: Page, project: DemoProject, lang: Lang) {
  const { file, fileName } = await exportFromList(page, project, lang);
  const pdf = readPdf(file);
  const text = pdf.pageTexts.join('\n');
  // The date (year to second) and the project's name [REP-2].
  expect(fileName).toMatch(/^\d{14}_.+\.pdf$/);
  expect(fileName).toContain(project.name.replaceAll(' ', '_').slice(0, 4));
  // A4 portrait: 210 × 297 mm.
  expect(pdf.widthPt).toBeCloseTo(595.3, 0);
  expect(pdf.heightPt).toBeCloseTo(841.9, 0);
  expect(pdf.pages).toBeGreaterThanOrEqual(4);
  expect(pdf.fonts.some((font) => /NotoSansSC/i.test(font.name) && font.embedded)).toBe(true);
  expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
  // Text on every page: none of them is a picture of a page.
  for (const pageText of pdf.pageTexts) expect(pageText.replace(/\s+/g, '').length).toBeGreaterThan(20);
  expect(text).toContain(labels[lang].title);
  expect(text).toContain(project.name);
  const report = await engineReport(project.id, lang);
  const annual = report.powergeneration.totalPowerGeneration;
  expect(text).toContain(new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(annual));
  // The cover: the designer (the account's name), and the last change on the account's clock
  // (Beijing), not the server's.
  const beijing = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' } as const;
  expect(pdf.pageTexts[0]).toContain(
    new Intl.DateTimeFormat(lang, beijing).format(new Date(report.probase.lastModifyTime)),
  );
  expect(pdf.pageTexts[0]).toContain('Demo User');
  // The sections flow from page to page: none between the cover and the last is half empty.
  for (const share of pdf.filledShares.slice(1, -1)) expect(share).toBeGreaterThan(0.5);
  return pdf;
}

beforeAll(async () => {
  useMachineFonts();
  token = await loginAs(demo.user);
  const list = await callApi<{ resultData: { Id: string; ProName: string; ProType: number }[] }>(
    'project/PageQueryUserProject',
    { limit: 50 },
    { token },
  );
  for (const row of list.data.resultData) {
    if (row.ProName.startsWith('杭州西湖区') && row.ProType === 0)
      demos.grid = { id: row.Id, name: row.ProName };
    if (row.ProName.startsWith('Beijing') && row.ProType === 1)
      demos.storage = { id: row.Id, name: row.ProName };
  }
});

/**
 * Runs `steps` in a browser of its own (browser language `locale`) logged in as the demo user on
 * the project list, and expects no script error or policy refusal.
 */
async function asDemoUser(locale: Lang, steps: (page: Page) => Promise<void>): Promise<void> {
  const opened: OpenPage = await openPage(locale);
  try {
    const { page } = opened;
    await logIn(page, runtime.siteUrl, demo.user, runtime.demoPassword);
    await waitForPath(page, '/user/project/list');
    const heading = locale === 'en' ? 'Project list' : '项目列表';
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await steps(page);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

describe('the report', () => {
  it('exports both demo projects as A4 vector PDFs in zh-CN from the list', {
    timeout: 180_000,
  }, async () => {
    expect(demos.grid.id && demos.storage.id).toBeTruthy();
    await asDemoUser('zh-CN', async (page) => {
      const grid = await expectReportPdf(page, demos.grid, 'zh-CN');
      const storage = await expectReportPdf(page, demos.storage, 'zh-CN');
      // The storage report has its self-use pages besides.
      expect(storage.pages).toBeGreaterThan(grid.pages);
    });
  });

  it('exports them in English once the user switches the language', { timeout: 180_000 }, async () => {
    await asDemoUser('zh-CN', async (page) => {
      await page.getByRole('button', { name: '切换语言' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Project list' })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await expectReportPdf(page, demos.grid, 'en');
      await expectReportPdf(page, demos.storage, 'en');
    });
  });

  it('shows the storage project’s report page with its self-use pages, ready to print', async () => {
    await asDemoUser('en', async (page) => {
      await page.getByRole('link', { name: labels.en.reportAria(demos.storage.name) }).click();
      await waitForPath(page, '/code/exportProReportComponent');
      await page.locator('html[data-report-ready="true"]').waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('heading', { level: 1, name: labels.en.title }).waitFor();
      await page
        .getByRole('heading', { name: /self-use/i })
        .first()
        .waitFor();
      await page.getByRole('button', { name: labels.en.exportAria(demos.storage.name) }).waitFor();
      await checkScreen(page, 'report-01-storage-page');
    });
  });

  it('saves the grid project and downloads its PDF from Create report on the editor’s last step', async () => {
    await asDemoUser('en', async (page) => {
      await page.goto(`${runtime.siteUrl}/user/project/edit/grid-connected/${demos.grid.id}`);
      await page.getByRole('heading', { level: 1, name: 'Base info', exact: true }).waitFor({
        timeout: STEP_TIMEOUT_MS,
      });
      for (const title of [
        'PV array',
        'Inverter',
        'System settings',
        'System loss',
        'Tariff and grid',
        'Investment',
      ])
        await next(page, 'en', title);
      const download = page.waitForEvent('download', { timeout: RENDER_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Create report' }).click();
      const done = await download;
      const file = join(artifactsDir, 'report-en-create-report.pdf');
      await done.saveAs(file);
      const pdf = readPdf(file);
      expect(pdf.pageTexts.join('\n')).toContain(labels.en.title);
      expect(pdf.pageTexts.join('\n')).toContain(demos.grid.name);
    });
  });
});
