/**
 * Trackers and east-west racks on the roof drawing [MNT-2] [MNT-3], in a real browser: a roof drawn
 * on the plan view of a grid-connected project (made through the API) filled as fixed rows, then
 * as a single-axis tracker (rows along its north-south axis, fewer panels at GCR 0.35 than the
 * fixed rows at their spacing) and as an east-west rack (panels in back-to-back pairs, the back
 * halves drawn apart), saved and counted; the drawer's screens at 1280 and 1920 px, in English
 * and, after a switch of the language, in Chinese.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, gridProjectBody } from '../api/project/support/projects';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { type OpenPage, openPage, useMachineFonts } from './support/browser-page';
import { next, onStep, pick } from './support/editor-steps';
import { createProject, named } from './support/project-steps';
import { clickPlan, settledCount } from './support/roof-steps';
import { checkScreenAtBothWidths } from './support/screen-checks';

const runtime = inject('runtime');
const wait = { timeout: STEP_TIMEOUT_MS };
let user: TestUser;
let projectId: string;
let browser: OpenPage;
let page: Page;

beforeAll(async () => {
  useMachineFonts();
  user = await newActivatedUser('en');
  const body = named(gridProjectBody(await catalogueIds(user.token)), 'E2E mounted roof', 'Hangzhou, China');
  body.inverter = [];
  projectId = await createProject(user.token, 'GridConnected', body);
  browser = await openPage('en');
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

describe('mountings on the roof drawing', () => {
  it('lays a tracker in rows along its axis and an east-west rack in pairs, and keeps the count', {
    timeout: 300_000,
  }, async () => {
    await logIn(page, runtime.siteUrl, user.email, user.password);
    await waitForPath(page, '/user/project/list');
    await page.goto(`${runtime.siteUrl}/user/project/edit/grid-connected/${projectId}`);
    await onStep(page, 'Base info');
    await next(page, 'en', 'PV array');
    await page.getByRole('button', { name: 'Draw on the roof' }).click();
    const drawer = page.getByRole('dialog', { name: 'Draw a PV array on the roof' });
    await drawer.waitFor(wait);
    await drawer.getByRole('textbox', { name: 'PV array name' }).fill('Mounted roof');
    await drawer.getByRole('button', { name: /Choose panel|Change panel/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose panel' });
    await chooser.getByRole('radio', { name: 'System panels' }).check();
    await pick(page, chooser, /Manufacturer/);
    await pick(page, chooser, /Model/);
    await chooser.getByText('Peak power [W]').waitFor(wait);
    await chooser.getByRole('button', { name: 'Use this panel' }).click();
    await chooser.waitFor({ state: 'hidden', ...wait });
    for (const [x, y] of [
      [-200, -120],
      [200, -120],
      [200, 120],
      [-200, 120],
    ] as const)
      await clickPlan(page, x, y);
    await page.getByRole('button', { name: 'Close the area' }).click();
    const fixed = await settledCount(page);

    // A single-axis tracker: its GCR sets the rows' pitch, so fewer panels than tight fixed rows.
    await pick(page, drawer, /^Mounting/, /Single-axis tracker/);
    await drawer.getByTestId('mounting-gcr').waitFor(wait);
    const tracked = await settledCount(page);
    expect(tracked).toBeLessThan(fixed);
    await checkScreenAtBothWidths(page, 'roof-mounting-en-tracker');

    // An east-west rack: panels in pairs (an even count), the back halves drawn apart.
    await pick(page, drawer, /^Mounting/, /East-west rack/);
    await drawer.getByTestId('mounting-gap').waitFor(wait);
    const rack = await settledCount(page);
    expect(rack % 2).toBe(0);
    await checkScreenAtBothWidths(page, 'roof-mounting-en-east-west');

    // Saved: the list names the rack with its count.
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await drawer.waitFor({ state: 'hidden', ...wait });
    await page.getByRole('cell', { name: 'East-west rack' }).first().waitFor(wait);
    expect(await page.getByRole('cell', { name: String(rack), exact: true }).count()).toBeGreaterThan(0);

    // Reopened in Chinese: the drawer's mounting in the other language, its pairs as saved.
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByRole('cell', { name: '东西向支架' }).first().waitFor(wait);
    await page.getByRole('button', { name: '编辑绘制：Mounted roof' }).click();
    const roof = page.getByRole('dialog', { name: '编辑绘制的光伏阵列' });
    await roof.getByTestId('mounting-gap').waitFor(wait);
    await roof.getByRole('application', { name: '屋顶平面图' }).waitFor(wait);
    await checkScreenAtBothWidths(page, 'roof-mounting-zh-east-west');
  });
});
