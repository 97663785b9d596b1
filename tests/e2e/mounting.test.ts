/**
 * An array's mounting in the browser [MNT-1] [MNT-2] [MNT-4], in both languages, each in a browser
 * of its own: a complete grid-connected project at Hangzhou (made through the API, 12 × 410 W fixed
 * at 24° south) opened on its PV array step; its array edited in Chinese to a backtracking
 * single-axis tracker with bifacial panels (the seeded JA Solar DeepBlue 4.0 Pro, bifaciality 0.8,
 * its rear side switched on in the drawer), in English to an
 * east-west rack of 10° on a flat roof over a white membrane; saved; the live results' yield
 * changes and names the mounting; the report's PDF exported from the project list names the
 * mounting on the PV arrays page (and the albedo); both desktop widths checked on the way.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, gridProjectBody, systemPanelId } from '../api/project/support/projects';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { artifactsDir, type OpenPage, openPage, useMachineFonts } from './support/browser-page';
import { annualYield, type Lang, labelsOf, onStep, pick } from './support/editor-steps';
import { exportedPdfPages } from './support/pdf-checks';
import { createProject, named } from './support/project-steps';
import { checkScreenAtBothWidths } from './support/screen-checks';

const runtime = inject('runtime');
const tag = randomBytes(2).toString('hex');
const wait = { timeout: STEP_TIMEOUT_MS };
const ARRAY = 'South roof';

const labels = {
  'zh-CN': {
    edit: `编辑 ${ARRAY}`,
    drawer: '编辑光伏阵列',
    mounting: /安装方式/,
    azimuth: '方位角 [°]',
    liveMounting: `${ARRAY}: 平单轴跟踪，±60°，GCR 0.35，双面`,
    column: '平单轴跟踪，±60°，GCR 0.35，双面',
    exportAria: (name: string) => `导出PDF：${name} 的报告`,
    pdfMounting: '平单轴跟踪：轴方位角 180°',
    pdfBifacial: '双面组件：双面率 0.8，中心离地 1 m',
    pdfAlbedo: '地面反照率 0.2（默认值）',
    ground: null,
  },
  en: {
    edit: `Edit ${ARRAY}`,
    drawer: 'Edit PV array',
    mounting: /Mounting/,
    azimuth: 'Azimuth [°]',
    liveMounting: `${ARRAY}: East-west rack`,
    column: 'East-west rack',
    exportAria: (name: string) => `Export PDF: the report of ${name}`,
    pdfMounting: 'East-west rack, 10° each half, azimuths 90° / 270°, gap 0.3 m',
    pdfBifacial: null,
    pdfAlbedo: 'Ground albedo 0.7: white roof membrane',
    ground: /White roof membrane/,
  },
} as const;

const users: Partial<Record<Lang, TestUser>> = {};

beforeAll(async () => {
  useMachineFonts();
  [users['zh-CN'], users.en] = await Promise.all([newActivatedUser('zh-CN'), newActivatedUser('en')]);
});

async function inBrowser(locale: Lang, steps: (page: Page) => Promise<void>): Promise<void> {
  const opened: OpenPage = await openPage(locale);
  try {
    await steps(opened.page);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

/** The live results' annual yield once it shows, e.g. 5676 for "5,676 kWh". */
async function liveYield(page: Page): Promise<number> {
  await annualYield(page).getByText(/kWh/).waitFor(wait);
  return Number((await annualYield(page).textContent())!.replace(/[^\d.]/g, ''));
}

/** Edits the array's mounting in its drawer: a tracker (zh-CN) or a flat roof's east-west rack (en). */
async function editMounting(page: Page, lang: Lang): Promise<void> {
  const w = labels[lang];
  const l = labelsOf(lang);
  await page.getByRole('button', { name: w.edit }).click();
  const drawer = page.getByRole('dialog', { name: w.drawer });
  if (lang === 'zh-CN') {
    await pick(page, drawer, w.mounting, /平单轴跟踪/);
    await drawer.getByTestId('mounting-gcr').waitFor(wait);
    // The panel is bifacial: its rear side on, at the default centre height of 1 m.
    const rear = drawer.getByRole('checkbox', { name: '计算背面发电' });
    if (!(await rear.isChecked())) await rear.check();
    await drawer.getByTestId('bifacial-height').waitFor(wait);
  } else {
    await pick(page, drawer, w.mounting, /East-west rack/);
    await drawer.getByTestId('mounting-gap').waitFor(wait);
    await drawer.getByRole('spinbutton', { name: l.tilt }).fill('10');
    await drawer.getByRole('spinbutton', { name: w.azimuth }).fill('90');
  }
  await checkScreenAtBothWidths(page, `mounting-${lang}-drawer`);
  await drawer.getByRole('button', { name: l.save, exact: true }).click();
  await drawer.waitFor({ state: 'hidden', ...wait });
}

async function journey(lang: Lang): Promise<void> {
  const w = labels[lang];
  const l = labelsOf(lang);
  const user = users[lang]!;
  const name = `E2E mounting ${lang} ${tag}`;
  await inBrowser(lang, async (page) => {
    await logIn(page, runtime.siteUrl, user.email, user.password);
    await waitForPath(page, '/user/project/list');
    const ids = await catalogueIds(user.token);
    // The tracker carries the bifacial JA Solar panel (same strings: 6 × 580 W per MPPT).
    const panel = lang === 'zh-CN' ? await systemPanelId(user.token, 'JAM72D40-580') : ids.panelId;
    const plain = gridProjectBody(ids, name);
    const body = named(
      { ...plain, pvArray: [{ ...plain.pvArray[0]!, panelid: panel }] },
      name,
      'Hangzhou, China',
    );
    const projectId = await createProject(user.token, 'GridConnected', body);
    await page.goto(`${runtime.siteUrl}/user/project/edit/grid-connected/${projectId}?step=arrays`);
    await onStep(page, l.arrays);
    const fixed = await liveYield(page);
    expect(await page.getByTestId('live-mounting').count()).toBe(0);

    await editMounting(page, lang);
    if (w.ground) await pick(page, page.locator('body'), /^(Ground|地面类型)/, w.ground);
    await page.getByRole('cell', { name: w.column }).first().waitFor(wait);
    // The live results follow: another yield, and the mounting named.
    await page.getByTestId('live-mounting').getByText(w.liveMounting).waitFor(wait);
    await expect.poll(() => liveYield(page), wait).not.toBe(fixed);
    await checkScreenAtBothWidths(page, `mounting-${lang}-live`);

    await page.getByRole('button', { name: l.saveStay, exact: true }).click();
    await page.getByText(l.saved).first().waitFor(wait);

    const pages = await exportedPdfPages(
      page,
      runtime.siteUrl,
      labels[lang].exportAria(name),
      join(artifactsDir, `mounting-${lang}.pdf`),
    );
    const arraysPage = pages.find((text) => text.includes(w.pdfMounting));
    expect(arraysPage, pages.join('\n-----\n')).toBeDefined();
    expect(arraysPage).toContain(w.pdfAlbedo);
    if (w.pdfBifacial) expect(arraysPage).toContain(w.pdfBifacial);
  });
}

describe('array mounting', () => {
  it(
    'edits the array to a backtracking tracker of bifacial panels in zh-CN, and finds it in the live results and the PDF',
    {
      timeout: 300_000,
    },
    () => journey('zh-CN'),
  );

  it(
    'edits the array to an east-west rack on a white membrane in English, and finds both in the PDF',
    {
      timeout: 300_000,
    },
    () => journey('en'),
  );
});
