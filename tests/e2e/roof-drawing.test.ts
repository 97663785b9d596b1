/**
 * Roof drawing in a real browser [WIZ-5], on the plan view (no map key): a saved project's PV
 * array step opens the drawer; a rectangle drawn by four clicks is filled with each laying
 * method; two panels are removed from the keyboard; the array is saved; a second area over the
 * first is refused; after a pre-save the drawing's picture is stored for the report, and a reload
 * gives back the same panels. Then a second array is drawn on an uploaded roof image scaled by a
 * line of known length; after a save the image comes back with the array, and the report prints
 * the drawing over it. Last, the first roof gets its surroundings: a stairwell (a box) and a
 * parapet along its outline, the shadows at 9:00 on 21 December and the shade map; saved and
 * reopened, the obstacles are back and the live results show the near-shading loss; the drawer
 * with obstacles and shade map is checked (layout, axe) and photographed in both languages at
 * 1280 and 1920 px.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, gridProjectBody } from '../api/project/support/projects';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { callApi } from '../support/api-client';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { type OpenPage, openPage, screenshot, useMachineFonts } from './support/browser-page';
import { next, onStep, pick } from './support/editor-steps';
import { CHECKED_VIEWPORTS, expectReadableLayout } from './support/layout-checks';
import { createProject, named } from './support/project-steps';
import { clickPlan, settledCount } from './support/roof-steps';
import { checkScreen } from './support/screen-checks';
import { tinyPng } from './support/tiny-png';

const runtime = inject('runtime');
const wait = { timeout: STEP_TIMEOUT_MS };
let user: TestUser;
let projectId: string;
let browser: OpenPage;
let page: Page;

beforeAll(async () => {
  // The Chinese screenshots need Noto Sans SC: the browser's own fonts have no Chinese.
  useMachineFonts();
  user = await newActivatedUser('en');
  const body = named(gridProjectBody(await catalogueIds(user.token)), 'E2E drawn roof', 'Hangzhou, China');
  // No string design yet: the live results simulate every array, the drawn ones with their surroundings.
  body.inverter = [];
  projectId = await createProject(user.token, 'GridConnected', body);
  browser = await openPage('en');
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

/** The first system panel, through the drawer's chooser. */
async function choosePanel(): Promise<void> {
  await page
    .getByRole('dialog')
    .first()
    .getByRole('button', { name: /Choose panel|Change panel/ })
    .click();
  const chooser = page.getByRole('dialog', { name: 'Choose panel' });
  await chooser.getByRole('radio', { name: 'System panels' }).check();
  await pick(page, chooser, /Manufacturer/);
  await pick(page, chooser, /Model/);
  // The chosen panel's parameters show once the model's choice has settled.
  await chooser.getByText('Peak power [W]').waitFor(wait);
  await chooser.getByRole('button', { name: 'Use this panel' }).click();
  await chooser.waitFor({ state: 'hidden', ...wait });
}

async function drawRectangle(left: number, bottom: number, right: number, top: number): Promise<void> {
  await clickPlan(page, left, bottom);
  await clickPlan(page, right, bottom);
  await clickPlan(page, right, top);
  await clickPlan(page, left, top);
  await page.getByRole('button', { name: 'Close the area' }).click();
}

describe('roof drawing on the plan view', () => {
  // One journey: each part works on what the one before drew and saved, so they run in one test,
  // with the time of four.
  it('draws and fills a roof, draws on a roof image, prints both in the report, and adds the first roof’s surroundings', {
    timeout: 480_000,
  }, async () => {
    await drawFillAndKeep();
    await drawOnRoofImage();
    await reportPrintsDrawingOverImage();
    await surroundingsOfTheFirstRoof();
  });
});

/** Draws, fills with every laying method, removes panels, refuses an overlap, and keeps it all. */
async function drawFillAndKeep(): Promise<void> {
  await logIn(page, runtime.siteUrl, user.email, user.password);
  await waitForPath(page, '/user/project/list');
  await page.goto(`${runtime.siteUrl}/user/project/edit/grid-connected/${projectId}`);
  await onStep(page, 'Base info');
  await next(page, 'en', 'PV array');

  await page.getByRole('button', { name: 'Draw on the roof' }).click();
  const drawer = page.getByRole('dialog', { name: 'Draw a PV array on the roof' });
  await drawer.waitFor(wait);
  await drawer.getByRole('textbox', { name: 'PV array name' }).fill('Drawn roof');
  await choosePanel();
  await drawRectangle(-200, -120, 200, 120);
  const counts: number[] = [];
  for (let method = 1; method <= 6; method++) {
    await drawer.getByRole('button', { name: /Laying method/ }).click();
    // By text: the options list lies outside the dialog's accessibility tree.
    await page
      .locator('[role=option]', { hasText: new RegExp(`^${method} `) })
      .first()
      .click();
    counts.push(await settledCount(page));
  }
  expect(counts.every((count) => count > 0)).toBe(true);
  await checkScreen(page, 'roof-01-filled');

  // Two panels removed from the keyboard: the plan picks a panel with the arrows, Delete removes it.
  const before = await settledCount(page);
  const plan = page.getByRole('application', { name: 'Roof plan' });
  await plan.focus();
  for (let removed = 0; removed < 2; removed++) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Delete');
  }
  await expect.poll(() => settledCount(page), wait).toBe(before - 2);
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await drawer.waitFor({ state: 'hidden', ...wait });

  // A second area over the first is refused.
  await page.getByRole('button', { name: 'Draw on the roof' }).click();
  await drawer.waitFor(wait);
  await choosePanel();
  await drawRectangle(-100, -60, 100, 60);
  await drawer.getByText('This area has already been used, please repaint').waitFor(wait);
  await checkScreen(page, 'roof-02-overlap');
  await drawer.getByRole('button', { name: 'Cancel', exact: true }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  if (await discard.isVisible()) await discard.getByRole('button', { name: 'Discard changes' }).click();
  await drawer.waitFor({ state: 'hidden', ...wait });

  await page.getByRole('button', { name: 'Save and stay' }).click();
  await page.getByText('Project saved').first().waitFor(wait);
  // The drawing's picture is stored for the report.
  await expect
    .poll(async () => {
      const view = await callApi<{ pvArray: { pvarrayname: string; roofDrawingImg: unknown }[] }>(
        'project/getUserProjectBaseInfo',
        { projectId },
        { token: user.token },
      );
      return view.data.pvArray.find((array) => array.pvarrayname === 'Drawn roof')?.roofDrawingImg ?? null;
    }, wait)
    .not.toBeNull();

  // A reload comes back to the step the user was on [WIZ-18].
  await page.reload();
  await onStep(page, 'PV array');
  await page
    .getByRole('link', { name: 'Edit drawing of Drawn roof' })
    .or(page.getByRole('button', { name: 'Edit drawing of Drawn roof' }))
    .click();
  await page.getByRole('dialog', { name: 'Edit the drawn PV array' }).waitFor(wait);
  expect(await settledCount(page)).toBe(before - 2);
  expect(browser.errors).toEqual([]);
}

/**
 * Draws on an uploaded roof image scaled by a known length, keeps the chosen file over a reload,
 * and stores it with the array.
 */
async function drawOnRoofImage(): Promise<void> {
  // The edit drawer of the first array is open: close it, then draw a new array.
  await page
    .getByRole('dialog', { name: 'Edit the drawn PV array' })
    .getByRole('button', { name: 'Cancel', exact: true })
    .click();
  await page.getByRole('button', { name: 'Draw on the roof' }).click();
  const drawer = page.getByRole('dialog', { name: 'Draw a PV array on the roof' });
  await drawer.waitFor(wait);
  await drawer.getByRole('textbox', { name: 'PV array name' }).fill('Image roof');
  await choosePanel();
  const roofImage = drawer.getByRole('button', { name: 'Roof image' });
  if ((await roofImage.getAttribute('aria-expanded')) === 'false') await roofImage.click();
  await drawer.locator('input[type=file]').setInputFiles({
    name: 'roof.png',
    mimeType: 'image/png',
    buffer: tinyPng(400, [180, 120, 90]),
  });
  await drawer.getByText('The image is stored with the project at its next save.').waitFor(wait);

  // A line of 100 px on the plan is 12 m.
  // The pointer's tool (Cloudscape's segmented control).
  await drawer.getByText('Measure a known length', { exact: true }).first().click();
  await clickPlan(page, 250, 150);
  await clickPlan(page, 350, 150);
  await drawer.getByRole('spinbutton', { name: 'Known length [m]' }).fill('12');
  await drawer.getByRole('button', { name: 'Apply the scale' }).click();
  await drawer.getByText('Draw the area', { exact: true }).first().click();
  await drawRectangle(260, 140, 420, 280);
  expect(await settledCount(page)).toBeGreaterThan(0);
  await checkScreen(page, 'roof-03-image');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await drawer.waitFor({ state: 'hidden', ...wait });

  // A reload before the project's save: the restored draft brings the chosen file back.
  await page.waitForTimeout(600);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: 'Restore' }).click();
  // The restored draft reopens on the step it was left on.
  await onStep(page, 'PV array');
  const openImageRoof = () =>
    page
      .getByRole('link', { name: 'Edit drawing of Image roof', exact: true })
      .or(page.getByRole('button', { name: 'Edit drawing of Image roof', exact: true }))
      .click();
  await openImageRoof();
  const restored = page.getByRole('dialog', { name: 'Edit the drawn PV array' });
  await restored.getByText('The image is stored with the project at its next save.').waitFor(wait);
  await restored.getByRole('button', { name: 'Cancel', exact: true }).click();
  await restored.waitFor({ state: 'hidden', ...wait });

  await page.getByRole('button', { name: 'Save and stay' }).click();
  await expect
    .poll(async () => {
      const view = await callApi<{
        pvArray: { pvarrayname: string; roofImageUrl?: unknown; roofDrawingImg: unknown }[];
      }>('project/getUserProjectBaseInfo', { projectId }, { token: user.token });
      const array = view.data.pvArray.find((each) => each.pvarrayname === 'Image roof');
      // The roof image, then the drawing's picture (the report prints one over the other).
      return Boolean(array?.roofImageUrl && array.roofDrawingImg);
    }, wait)
    .toBe(true);
  // A reload comes back to the step the user was on [WIZ-18].
  await page.reload();
  await onStep(page, 'PV array');
  await openImageRoof();
  const edit = page.getByRole('dialog', { name: 'Edit the drawn PV array' });
  await edit.getByText(/The roof image stored with the project/).waitFor(wait);
  expect(browser.errors).toEqual([]);
}

/** The report prints the drawing over the roof image it was drawn on. */
async function reportPrintsDrawingOverImage(): Promise<void> {
  await page.goto(`${runtime.siteUrl}/code/exportProReportComponent?proId=${projectId}`);
  await page.locator('html[data-report-ready="true"]').waitFor(wait);
  const roof = page.getByRole('img', { name: 'Roof image of Image roof', exact: true });
  expect(await roof.evaluate((image) => (image as { naturalWidth: number }).naturalWidth)).toBe(400);
  // The picture lies over the image, in one box, and the caption says so.
  const stack = roof.locator('xpath=..');
  expect(await stack.getByRole('img', { name: 'Roof drawing of Image roof', exact: true }).count()).toBe(1);
  await page.getByText('Image roof drawn on its roof image').waitFor(wait);
  await stack.scrollIntoViewIfNeeded();
  await checkScreen(page, 'roof-04-report');
  expect(browser.errors).toEqual([]);
}

/**
 * Draws a stairwell and a parapet, shows the shadows at 9:00 on 21 December and the shade map,
 * and keeps them with the loss in the live results and the report.
 */
async function surroundingsOfTheFirstRoof(): Promise<void> {
  await page.goto(`${runtime.siteUrl}/user/project/edit/grid-connected/${projectId}`);
  await onStep(page, 'Base info');
  await next(page, 'en', 'PV array');
  await openDrawnRoof('Edit drawing of Drawn roof');
  const drawer = page.getByRole('dialog', { name: 'Edit the drawn PV array' });
  await settledCount(page);

  // A stairwell: a box of four corners in the area's south-east part, 3 m above the roof.
  await drawer.getByRole('button', { name: 'Box', exact: true }).click();
  await clickPlan(page, 110, -105);
  await clickPlan(page, 170, -105);
  await clickPlan(page, 170, -50);
  await clickPlan(page, 110, -50);
  await drawer.getByRole('button', { name: 'Finish', exact: true }).click();
  const form = drawer.getByTestId('obstacle-form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Stairwell');
  await form.getByRole('spinbutton', { name: 'Height above the roof [m]' }).fill('3');
  await drawer.getByRole('button', { name: 'Parapet along the outline' }).click();
  expect(await drawer.getByTestId('roof-obstacles').locator('g[data-testid^=obstacle-]').count()).toBe(2);

  await drawer.getByRole('button', { name: '21 Dec 9:00' }).click();
  await expect
    .poll(() => drawer.getByTestId('roof-shadows').locator('polygon').count(), wait)
    .toBeGreaterThan(0);
  await drawer.getByText('Show the shade map').click();
  await drawer.getByTestId('shade-map-summary').waitFor(wait);
  expect(await drawer.getByTestId('roof-shade-map').locator('path').count()).toBeGreaterThan(0);
  await drawer.getByRole('button', { name: 'Sun-path diagram' }).click();
  await drawer.getByRole('img', { name: /^Sun-path diagram: the noon sun/ }).waitFor(wait);
  await checkScreen(page, 'roof-05-obstacles-en');
  await expectPlanBesideItsTools(drawer, 'Box');
  await expectReadableLayout(page, 'roof-05-obstacles-en');
  await shadeMapShots('en');

  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await drawer.waitFor({ state: 'hidden', ...wait });
  await page.getByRole('button', { name: 'Save and stay' }).click();
  await page.getByText('Project saved').first().waitFor(wait);
  const view = await callApi<{
    surroundings?: { obstacles: { kind: string; name?: string; closed?: boolean }[] };
  }>('project/getUserProjectBaseInfo', { projectId }, { token: user.token });
  expect(view.data.surroundings?.obstacles).toMatchObject([
    { kind: 'box', name: 'Stairwell' },
    { kind: 'wall', closed: true },
  ]);

  // Reopened: the live results carry the obstacles' loss, the drawer its obstacles.
  // A reload comes back to the step the user was on [WIZ-18].
  await page.reload();
  await onStep(page, 'PV array');
  const nearShading = page.getByTestId('live-near-shading-loss');
  await nearShading.waitFor(wait);
  expect(Number.parseFloat(await nearShading.innerText())).toBeGreaterThan(0);
  await openDrawnRoof('Edit drawing of Drawn roof');
  await expect
    .poll(() => drawer.getByTestId('roof-obstacles').locator('g[data-testid^=obstacle-]').count(), wait)
    .toBe(2);

  // The same drawer in Chinese.
  await drawer.getByRole('button', { name: 'Cancel', exact: true }).click();
  // The language is kept in the browser's storage (the page's own key).
  await page.evaluate(() =>
    (
      globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
    ).localStorage.setItem('pvd.language', 'zh-CN'),
  );
  await page.reload();
  await onStep(page, '光伏阵列');
  await openDrawnRoof('编辑绘制：Drawn roof');
  const zhDrawer = page.getByRole('dialog', { name: '编辑绘制的光伏阵列' });
  await zhDrawer.getByRole('button', { name: '冬至 9:00' }).click();
  await zhDrawer.getByText('显示遮挡分布图').click();
  await zhDrawer.getByTestId('shade-map-summary').waitFor(wait);
  await zhDrawer.getByRole('button', { name: '太阳轨迹图' }).click();
  await zhDrawer.getByRole('img', { name: /^太阳轨迹图：/ }).waitFor(wait);
  await checkScreen(page, 'roof-05-obstacles-zh');
  await expectPlanBesideItsTools(zhDrawer, '方体');
  await expectReadableLayout(page, 'roof-05-obstacles-zh');
  await shadeMapShots('zh');

  // The report's surroundings page: the sun path and the monthly losses (this project has no
  // string design, so no wired panels for a shade map: the report's web test covers it).
  await page.goto(`${runtime.siteUrl}/code/exportProReportComponent?proId=${projectId}`);
  await page.locator('html[data-report-ready="true"]').waitFor(wait);
  const losses = page.getByRole('region', { name: '逐月遮挡损失' });
  await losses.waitFor(wait);
  await page.getByRole('region', { name: '太阳轨迹与周边环境' }).waitFor(wait);
  expect(await losses.getByRole('row').count()).toBeGreaterThanOrEqual(13);
  await losses.scrollIntoViewIfNeeded();
  await checkScreen(page, 'roof-07-report-surroundings-zh');
  expect(browser.errors).toEqual([]);
}

/** Opens a drawn array's drawer from the list (a link or a button, by the list's width). */
async function openDrawnRoof(name: string): Promise<void> {
  await page
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('button', { name, exact: true }))
    .click();
  await page.getByRole('dialog').first().waitFor(wait);
}

/**
 * At each checked window size, the plan, its drawing tools and the shade map's legend are in view
 * beside the form, with the obstacle tool `boxTool` scrolled to in the form: nothing needs the
 * dialog scrolled between choosing a tool, clicking the plan and reading the legend.
 */
async function expectPlanBesideItsTools(drawer: Locator, boxTool: string): Promise<void> {
  const before = page.viewportSize();
  for (const size of CHECKED_VIEWPORTS) {
    await page.setViewportSize(size);
    const tool = drawer.getByRole('button', { name: boxTool, exact: true });
    await tool.scrollIntoViewIfNeeded();
    const [plan, toolBox, legend, close] = await Promise.all([
      drawer.getByRole('application').first().boundingBox(),
      tool.boundingBox(),
      drawer.getByTestId('shade-legend').boundingBox(),
      drawer.getByRole('button', { name: /^(Close the area|闭合区域)$/ }).boundingBox(),
    ]);
    for (const box of [plan, toolBox, legend, close]) {
      expect(box, `${size.width} px`).not.toBeNull();
      expect(box!.y, `${size.width} px`).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, `${size.width} px`).toBeLessThanOrEqual(size.height);
    }
    // The form's tool left of the plan; the legend right of it.
    expect(toolBox!.x + toolBox!.width).toBeLessThan(plan!.x);
    expect(legend!.x).toBeGreaterThanOrEqual(plan!.x + plan!.width);
  }
  if (before) await page.setViewportSize(before);
}

/** The drawer's plan with its obstacles, shadows and shade map, at each checked window size. */
async function shadeMapShots(lang: 'en' | 'zh'): Promise<void> {
  const before = page.viewportSize();
  for (const size of CHECKED_VIEWPORTS) {
    await page.setViewportSize(size);
    await page
      .getByRole('application')
      .first()
      .evaluate((plan) => plan.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    await screenshot(page, `roof-06-shade-map-${lang}-${size.width}`);
  }
  if (before) await page.setViewportSize(before);
}
