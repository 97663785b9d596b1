/**
 * A meter file in the browser [LOAD-5], in both languages, each in a browser of its own: in
 * Chinese on a saved storage project of the user's own at Hangzhou (made through the API), in
 * English on a new one begun in the wizard, whose upload pre-saves it first (the editor moves to
 * the project's address and the upload opens there). On the load step a
 * 15-minute file (written here) uploaded and previewed, its times guessed as interval starts and
 * corrected to ends (read again), the heat map seen, the file saved; the project reopened shows
 * it kept with its summary, and the live results beside the next step show it; the saved project's
 * report PDF, exported from the project list, has the load page with the file's name and interval.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, storageProjectBody } from '../api/project/support/projects';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { quarterHourEnds } from '../support/meter-files';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { artifactsDir, type OpenPage, openPage, useMachineFonts } from './support/browser-page';
import { checkStep, fillBaseInfo, next, onStep } from './support/editor-steps';
import { exportedPdfPages } from './support/pdf-checks';
import { createProject, named } from './support/project-steps';

const runtime = inject('runtime');
const tag = randomBytes(2).toString('hex');
const wait = { timeout: STEP_TIMEOUT_MS };
/** Uploading and reading a month of quarter-hours takes a few seconds on a busy machine. */
const READ_WAIT = { timeout: 60_000 };
const FILE_NAME = 'meter-15min.csv';

const labels = {
  'zh-CN': {
    step: '第 2 步 用户负载',
    arraysStep: '第 3 步 光伏阵列',
    arraysTitle: '光伏阵列',
    stepTitle: '用户负载',
    base: '基础信息',
    meterTile: /电表数据文件/,
    upload: '上传电表文件',
    saveAndUpload: '保存并上传',
    dialog: '电表数据文件',
    choose: '选择文件',
    interval: '15 分钟',
    guessed: '时段的开始（推测）',
    stampsField: /时间表示/,
    end: '时段的结束',
    corrected: '时段的结束（您的选择）',
    save: '保存电表文件',
    kept: `电表文件 ${FILE_NAME}`,
    source: `电表文件 ${FILE_NAME}，15 分钟间隔`,
    exportAria: (name: string) => `导出PDF：${name} 的报告`,
    pdfTitle: '用电负载',
  },
  en: {
    step: 'Step 2 User load',
    arraysStep: 'Step 3 PV array',
    arraysTitle: 'PV array',
    stepTitle: 'User load',
    base: 'Base info',
    meterTile: /Meter data file/,
    upload: 'Upload a meter file',
    saveAndUpload: 'Save and upload',
    dialog: 'Meter data file',
    choose: 'Choose a file',
    interval: '15 minutes',
    guessed: 'the start of its interval (guessed)',
    stampsField: /Each time marks/,
    end: 'the end of its interval',
    corrected: 'the end of its interval (your choice)',
    save: 'Save the meter file',
    kept: `Meter file ${FILE_NAME}`,
    source: `Meter file ${FILE_NAME}, 15-minute readings`,
    exportAria: (name: string) => `Export PDF: the report of ${name}`,
    pdfTitle: 'Electricity consumption',
  },
} as const;
type Lang = keyof typeof labels;

const users: Partial<Record<Lang, TestUser>> = {};

beforeAll(async () => {
  useMachineFonts();
  [users['zh-CN'], users.en] = await Promise.all([newActivatedUser('zh-CN'), newActivatedUser('en')]);
});

/** Writes the 15-minute file to upload; answers its path. */
function meterFile(): string {
  const folder = join(artifactsDir, 'meter-files');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, FILE_NAME);
  writeFileSync(path, quarterHourEnds());
  return path;
}

async function inBrowser(locale: Lang, steps: (page: Page) => Promise<void>): Promise<void> {
  const opened: OpenPage = await openPage(locale);
  try {
    await steps(opened.page);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

/** Opens the load step of the saved project. */
async function openLoadStep(page: Page, lang: Lang, projectId: string): Promise<void> {
  await page.goto(`${runtime.siteUrl}/user/project/edit/energy-storage/${projectId}`);
  await onStep(page, labels[lang].base);
  await page.getByRole('button', { name: labels[lang].step }).click();
  await onStep(page, labels[lang].stepTitle);
}

/** A saved project's load step (made through the API): answers its id once the upload opens. */
async function uploadOnSaved(page: Page, lang: Lang, name: string, user: TestUser): Promise<string> {
  const l = labels[lang];
  const body = named(storageProjectBody(await catalogueIds(user.token)), name, 'Hangzhou, China');
  const projectId = await createProject(user.token, 'EnergyStorage', body);
  await openLoadStep(page, lang, projectId);
  await page.getByRole('radio', { name: l.meterTile }).click();
  await page.getByRole('button', { name: l.upload }).click();
  return projectId;
}

/** A new project begun in the wizard: the upload pre-saves it; answers its id from the address. */
async function uploadOnNew(page: Page, lang: Lang, name: string): Promise<string> {
  const l = labels[lang];
  await page.goto(`${runtime.siteUrl}/user/project/create/energy-storage`);
  await fillBaseInfo(page, lang, { name, owner: 'Ms Li', place: 'Hangzhou' });
  await next(page, lang, l.stepTitle);
  await page.getByRole('radio', { name: l.meterTile }).click();
  await page.getByRole('button', { name: l.saveAndUpload }).click();
  await page.waitForURL((url) => /^\/user\/project\/edit\/energy-storage\/[^/]+$/.test(url.pathname), wait);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

async function journey(lang: Lang, begun: 'saved' | 'new'): Promise<void> {
  const l = labels[lang];
  const user = users[lang]!;
  const name = `E2E meter ${lang} ${tag}`;
  await inBrowser(lang, async (page) => {
    await logIn(page, runtime.siteUrl, user.email, user.password);
    await waitForPath(page, '/user/project/list');
    const projectId =
      begun === 'saved' ? await uploadOnSaved(page, lang, name, user) : await uploadOnNew(page, lang, name);
    const dialog = page.getByRole('dialog', { name: l.dialog });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: l.choose }).click();
    await (await chooser).setFiles(meterFile());

    // Read as 15-minute starts, a guess the user is asked to confirm.
    await dialog.getByTestId('meter-fact-stamps').getByText(l.guessed, { exact: true }).waitFor(READ_WAIT);
    expect(await dialog.getByTestId('meter-fact-interval').innerText()).toBe(l.interval);
    await checkStep(page, `meter-${lang}-1-preview`);

    // The times are the ends: read again with the choice.
    await dialog.getByRole('button', { name: l.stampsField }).click();
    await dialog.getByRole('option', { name: l.end, exact: true }).click();
    await dialog.getByTestId('meter-fact-stamps').getByText(l.corrected, { exact: true }).waitFor(READ_WAIT);
    const heatMap = dialog.getByTestId('load-heat-map');
    await heatMap.waitFor(wait);
    expect(await heatMap.locator('td').count()).toBe(12 * 24);
    await checkStep(page, `meter-${lang}-2-corrected`);

    await dialog.getByRole('button', { name: l.save }).click();
    await dialog.waitFor({ state: 'hidden', ...READ_WAIT });
    await page.getByTestId('meter-file-kept').getByText(l.kept).waitFor(wait);
    await checkStep(page, `meter-${lang}-3-saved`);

    // Reopened: the file is the project's load, with its summary.
    await page.reload();
    await openLoadStep(page, lang, projectId);
    await page.getByTestId('meter-file-kept').getByText(l.kept).waitFor(READ_WAIT);
    expect(await page.getByTestId('load-summary').getByTestId('load-source').innerText()).toBe(l.source);
    await checkStep(page, `meter-${lang}-4-reopened`);
    // Beside the next step, the live results show the load's summary too.
    await page.getByRole('button', { name: l.arraysStep }).click();
    await onStep(page, l.arraysTitle);
    const live = page.getByTestId('live-load-summary');
    await live.getByTestId('load-source').getByText(l.source).waitFor(READ_WAIT);
    await checkStep(page, `meter-${lang}-5-live`);

    // A new project begun here has no arrays yet: no report to export.
    if (begun === 'new') return;
    // The report's PDF has the load page with the file's name and interval.
    const pages = await exportedPdfPages(
      page,
      runtime.siteUrl,
      l.exportAria(name),
      join(artifactsDir, `meter-load-${lang}.pdf`),
    );
    const loadPage = pages.find((text) => text.includes(l.pdfTitle) && text.includes(FILE_NAME));
    expect(loadPage, pages.join('\n-----\n')).toBeDefined();
  });
}

describe('meter load', () => {
  it(
    'uploads a 15-minute file in zh-CN, corrects its interval end, saves it, and finds it in the PDF',
    {
      timeout: 300_000,
    },
    () => journey('zh-CN', 'saved'),
  );

  it(
    'does the same in English on a new project, which the upload pre-saves first (no report yet)',
    { timeout: 300_000 },
    () => journey('en', 'new'),
  );
});
