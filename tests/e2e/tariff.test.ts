/**
 * The tariff step in a real browser, in both languages [TAR-14]: a C&I storage project (made
 * through the API: a two-shift factory of 400 MWh a year, 98 kWp on a SUN-CI-100K with a BOS-C 215
 * cabinet) opened on its tariff step; the Guangdong preset chosen with its source shown,
 * a midday valley painted by dragging over the grid, zero export (防逆流) and peak shaving with
 * a target chosen; saved, reloaded and everything kept, on the screen and in the stored record;
 * the live results then show the first year's bill before and after, as the report's figures;
 * then saved to the library, whose page lists it; the report's PDF, exported from the project
 * list, has the tariff, the bill, the battery's operation and its life pages in the language, with
 * the bill's totals of the live results (each page also written as an image to look at).
 * Each screen is checked by axe and saved at 1280 and 1920 px.
 */

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, factoryStorageBody, flatInvestment } from '../api/project/support/projects';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { callApi } from '../support/api-client';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { artifactsDir, openPage, useMachineFonts } from './support/browser-page';
import { labelsOf, onStep } from './support/editor-steps';
import { exportedPdfPages } from './support/pdf-checks';
import { createProject, named } from './support/project-steps';
import { checkScreen, checkScreenAtBothWidths } from './support/screen-checks';

const runtime = inject('runtime');
const tag = randomBytes(2).toString('hex');
const wait = { timeout: STEP_TIMEOUT_MS };

/** The Guangdong preset's periods painted here: flat (its 3rd) and valley (its 4th). */
type Period = 'flat' | 'valley';

/** `1` → `Jan`, as the grid's row names. */
const englishMonth = (month: number) =>
  new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2025, month - 1, 1));

/** The words of the journey in each language. */
const words = {
  'zh-CN': {
    project: `E2E 东莞工厂储能 ${tag}`,
    choose: '选择预设或电价库中的电价',
    usePreset: '使用 广东珠三角 一般工商业 峰谷分时',
    criticalPrice: '尖峰 的用电电价',
    source: /^来源：/,
    valley: '谷',
    cell: (month: number, hour: number, period: Period) =>
      `${month}月，${hour}:00 至 ${hour + 1}:00：${period === 'flat' ? '平，时段 3' : '谷，时段 4'}`,
    zeroExport: '零上网（防逆流）',
    peakShaving: '削峰',
    target: '购电峰值目标（kW）',
    saveLibrary: '保存到电价库',
    savedToLibrary: '已保存到我的电价',
    editInLibrary: '编辑 广东珠三角 一般工商业 峰谷分时',
    billTariff: '电价：广东珠三角 一般工商业 峰谷分时',
    exportAria: (name: string) => `导出PDF：${name} 的报告`,
    pdfPages: ['电价', '首年电费', '储能运行', '电池寿命与经济性'],
  },
  en: {
    project: `E2E Dongguan factory storage ${tag}`,
    choose: 'Choose preset or library tariff',
    usePreset: 'Use Guangdong Pearl River Delta general I&C TOU',
    criticalPrice: 'Import price of Critical peak',
    source: /^Source: /,
    valley: 'Valley',
    cell: (month: number, hour: number, period: Period) =>
      `${englishMonth(month)}, ${hour}:00 to ${hour + 1}:00: ${period === 'flat' ? 'Flat, period 3' : 'Valley, period 4'}`,
    zeroExport: 'Zero export (防逆流)',
    peakShaving: 'Peak shaving',
    target: 'Peak import target (kW)',
    saveLibrary: 'Save to library',
    savedToLibrary: 'saved to your tariffs',
    editInLibrary: 'Edit Guangdong Pearl River Delta general I&C TOU',
    billTariff: 'Tariff: Guangdong Pearl River Delta general I&C TOU',
    exportAria: (name: string) => `Export PDF: the report of ${name}`,
    pdfPages: [
      'Electricity tariff',
      'First-year electricity bill',
      'Battery operation',
      'Battery life and economics',
    ],
  },
} as const;

type Lang = keyof typeof words;

let users: Record<Lang, TestUser>;

beforeAll(async () => {
  useMachineFonts();
  const [zh, en] = await Promise.all([newActivatedUser('zh-CN'), newActivatedUser('en')]);
  users = { 'zh-CN': zh, en };
});

/** Presses on the centre of one cell and releases on the centre of another. */
async function drag(page: Page, from: string, to: string): Promise<void> {
  const start = await page.getByRole('gridcell', { name: from, exact: true }).first().boundingBox();
  const end = await page.getByRole('gridcell', { name: to, exact: true }).first().boundingBox();
  if (!start || !end) throw new Error('a cell of the grid is not on the screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 5 });
  await page.mouse.up();
}

/** A whole amount of the live results, "412,346 CNY" → 412346. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** The bill section of the saved project's report, the same engine's figures. */
interface ReportBill {
  bill: {
    withoutPv: { total: number };
    withPv: { total: number };
    withPvAndBattery: { total: number } | null;
    savings: { total: number; battery: number | null };
  } | null;
}

/**
 * The live results show the first year's bill by the project's tariff, before and after PV and the
 * battery, with what it saves, each amount the saved project's report's, rounded to a whole unit.
 */
async function expectLiveBill(page: Page, lang: Lang, projectId: string, token: string): Promise<number> {
  const tariff = page.getByTestId('live-bill-tariff');
  await expect.poll(() => tariff.textContent(), wait).toBe(words[lang].billTariff);
  const report = await callApi<ReportBill>(
    'project/queryProjectReportDataById',
    { proId: projectId },
    { token },
  );
  const bill = report.data?.bill;
  if (!bill?.withPvAndBattery) throw new Error('the report has no bill with the battery');
  const shown = async (id: string) => amountOf(await page.getByTestId(`live-${id}`).textContent());
  expect(await shown('bill-without-pv')).toBe(Math.round(bill.withoutPv.total));
  expect(await shown('bill-with-pv')).toBe(Math.round(bill.withPv.total));
  expect(await shown('bill-with-battery')).toBe(Math.round(bill.withPvAndBattery.total));
  expect(await shown('bill-savings')).toBe(Math.round(bill.savings.total));
  expect(await shown('battery-savings')).toBe(Math.round(bill.savings.battery ?? Number.NaN));
  // PV and the battery save on a Guangdong bill: less after than before.
  expect(bill.withPvAndBattery.total).toBeLessThan(bill.withoutPv.total);
  // Beside the step at 1920 px, below it at 1280: scrolled to at each width.
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 1080 });
    await page.getByTestId('live-bill').scrollIntoViewIfNeeded();
    await checkScreen(page, `tariff-${lang}-live-bill-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return bill.withPvAndBattery.total;
}

/**
 * The report's PDF, exported from the project list: the storage pages are there, each starting
 * with its title, in the language, and the bill page holds the live results' total with PV and
 * the battery. The pages are written as PNG images beside the PDF, to look at.
 */
async function expectReportPages(page: Page, lang: Lang, withBatteryTotal: number): Promise<void> {
  const w = words[lang];
  const file = join(artifactsDir, `tariff-report-${lang}.pdf`);
  const texts = await exportedPdfPages(page, runtime.siteUrl, w.exportAria(w.project), file);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(artifactsDir, `tariff-report-${lang}`)]);
  const pageOf = (title: string) => texts.find((text) => text.trimStart().startsWith(title));
  for (const title of w.pdfPages) expect(pageOf(title), `${title}\n${texts.join('\n-----\n')}`).toBeDefined();
  const total = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(withBatteryTotal);
  expect(pageOf(w.pdfPages[1])).toContain(total);
}

interface StoredSections {
  tariff?: { source: string; tariff: { weekday: string[][]; source?: { issuer: string } } };
  gridLimits?: unknown;
  storageStrategy?: { strategy: string; peakTargetKw: number | null };
}

async function journey(lang: Lang): Promise<void> {
  const w = words[lang];
  const l = labelsOf(lang);
  const user = users[lang];
  // The factory on the C&I catalogue (SUN-CI-100K, a BOS-C 215 cabinet), its tariff, limits and
  // strategy left for the step to set.
  const factory = await factoryStorageBody(await catalogueIds(user.token), user.token, flatInvestment);
  const { tariff: _tariff, gridLimits: _limits, storageStrategy: _strategy, ...untariffed } = factory;
  const body = named(untariffed, w.project, 'Dongguan, Guangdong');
  const projectId = await createProject(user.token, 'EnergyStorage', body);
  const opened = await openPage(lang);
  const { page } = opened;
  try {
    await logIn(page, runtime.siteUrl, user.email, user.password);
    await waitForPath(page, '/user/project/list');
    await page.goto(`${runtime.siteUrl}/user/project/edit/energy-storage/${projectId}?step=tariff`);
    await onStep(page, l.tariff);

    // The Guangdong preset, its source and date shown.
    await page.getByRole('button', { name: w.choose }).click();
    await page.getByRole('button', { name: w.usePreset }).waitFor(wait);
    await checkScreen(page, `tariff-${lang}-presets`);
    await page.getByRole('button', { name: w.usePreset }).click();
    await page.getByRole('spinbutton', { name: w.criticalPrice }).waitFor(wait);
    await page.getByText(w.source).first().waitFor(wait);
    await page.getByRole('button', { name: w.choose }).scrollIntoViewIfNeeded();
    await checkScreenAtBothWidths(page, `tariff-${lang}-preset-chosen`);

    // A midday valley in January and February, painted by a drag.
    await page.getByRole('radio', { name: w.valley, exact: true }).check();
    await drag(page, w.cell(1, 12, 'flat'), w.cell(2, 13, 'flat'));
    await page
      .getByRole('gridcell', { name: w.cell(2, 13, 'valley'), exact: true })
      .first()
      .waitFor(wait);
    await checkScreenAtBothWidths(page, `tariff-${lang}-grid`);

    // Zero export and peak shaving with its target.
    await page.getByRole('radio', { name: new RegExp(w.zeroExport.replace(/[()]/g, '\\$&')) }).check();
    await page.getByRole('radio', { name: new RegExp(w.peakShaving) }).check();
    await page.getByRole('spinbutton', { name: w.target }).fill('80');
    await page.getByRole('spinbutton', { name: w.target }).scrollIntoViewIfNeeded();
    await checkScreenAtBothWidths(page, `tariff-${lang}-limits-strategy`);

    // Saved, then reloaded: everything kept.
    await page.getByRole('button', { name: l.saveStay, exact: true }).click();
    await expect
      .poll(async () => {
        const answer = await callApi<StoredSections>(
          'project/getUserProjectBaseInfo',
          { projectId },
          { token: user.token },
        );
        return answer.data?.storageStrategy?.strategy;
      }, wait)
      .toBe('peak-shaving');
    await page.reload();
    await onStep(page, l.tariff);
    await page
      .getByRole('gridcell', { name: w.cell(1, 12, 'valley'), exact: true })
      .first()
      .waitFor(wait);
    expect(
      await page.getByRole('radio', { name: new RegExp(w.zeroExport.replace(/[()]/g, '\\$&')) }).isChecked(),
    ).toBe(true);
    expect(await page.getByRole('radio', { name: new RegExp(w.peakShaving) }).isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: w.target }).inputValue()).toBe('80');
    await page.getByText(w.source).first().waitFor(wait);

    const stored = await callApi<StoredSections>(
      'project/getUserProjectBaseInfo',
      { projectId },
      { token: user.token },
    );
    expect(stored.data?.tariff?.source).toBe('own');
    expect(stored.data?.tariff?.tariff.weekday[0]?.slice(11, 15)).toEqual([
      'peak',
      'valley',
      'valley',
      'peak',
    ]);
    expect(stored.data?.tariff?.tariff.weekday[2]?.[12]).toBe('flat');
    expect(stored.data?.gridLimits).toEqual({ exportLimit: { kind: 'zero' }, importLimitKw: null });
    expect(stored.data?.storageStrategy).toMatchObject({ strategy: 'peak-shaving', peakTargetKw: 80 });
    const withBatteryTotal = await expectLiveBill(page, lang, projectId, user.token);

    // Saved to the library, where the account's tariffs list it.
    await page.getByRole('button', { name: w.saveLibrary }).click();
    await page.getByText(w.savedToLibrary).first().waitFor(wait);
    await page.goto(`${runtime.siteUrl}/user/tariff/list`);
    await page.getByRole('button', { name: w.editInLibrary }).waitFor(wait);
    await checkScreenAtBothWidths(page, `tariff-${lang}-library`);
    await expectReportPages(page, lang, withBatteryTotal);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

describe('the tariff step', () => {
  it(
    'keeps the Guangdong preset with a painted valley, zero export and peak shaving in zh-CN',
    { timeout: 360_000 },
    () => journey('zh-CN'),
  );

  it(
    'keeps the Guangdong preset with a painted valley, zero export and peak shaving in English',
    { timeout: 360_000 },
    () => journey('en'),
  );
});
