/**
 * The installer's paperwork in a real browser, one visitor in English then in Chinese: a custom
 * panel filled from a PVsyst .PAN file (a version 6 file in Windows-1252, decoded by the page),
 * reviewed and saved; then the bill of materials of a complete project downloaded from the
 * project list in both languages and read back with SheetJS.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as XLSX from 'xlsx';
import { catalogueIds, gridProjectBody } from '../api/project/support/projects';
import { version6Pan, windows1252Bytes } from '../shared/catalogue/pvsyst/support/pvsyst-files';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { type OpenPage, openPage, useMachineFonts } from './support/browser-page';
import { downloadFrom, openFromMenu, rowOf, seeText } from './support/catalogue-steps';
import { createProject, named } from './support/project-steps';
import { checkScreen } from './support/screen-checks';

const runtime = inject('runtime');
const PROJECT = 'E2E paperwork';
let user: TestUser;
let browser: OpenPage;
let page: Page;

beforeAll(async () => {
  useMachineFonts();
  user = await newActivatedUser('en');
  const body = named(gridProjectBody(await catalogueIds(user.token)), PROJECT, 'Hangzhou, China');
  await createProject(user.token, 'GridConnected', body);
  browser = await openPage('en');
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

/** Downloads the project's bill of materials from its list row: the workbook's sheets as rows. */
async function downloadBom(buttonName: RegExp) {
  const bytes = await downloadFrom(page, page.getByRole('button', { name: buttonName }));
  const book = XLSX.read(bytes, { type: 'buffer' });
  const rows = (sheet: string) =>
    XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet]!, { header: 1, defval: null, blankrows: false });
  return { names: book.SheetNames, rows };
}

describe('paperwork', () => {
  it('fills a custom panel from a .PAN file, then downloads the bill of materials in English and Chinese', async () => {
    await logIn(page, runtime.siteUrl, user.email, user.password);
    await waitForPath(page, '/user/project/list');
    await openFromMenu(page, 'Custom panels', '/user/component/list');
    await page.getByRole('button', { name: 'Add panel' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'eclat-300.PAN',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(windows1252Bytes(version6Pan())),
    });
    await dialog
      .getByText('Filled from eclat-300.PAN (PVsyst 6.83): check every value before saving')
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await dialog.getByRole('textbox', { name: 'Manufacturer' }).inputValue()).toBe('Société Lumière');
    expect(await dialog.getByRole('spinbutton', { name: 'Open-circuit voltage [V]' }).inputValue()).toBe(
      '39.8',
    );
    expect(
      await dialog.getByRole('spinbutton', { name: 'Temperature coefficient of Voc' }).inputValue(),
    ).toBe('-0.309');
    await dialog.getByText('60 × 1 cells', { exact: false }).waitFor();
    await checkScreen(page, 'paperwork-10-pan-import-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Panel Éclat 300 M added');
    await rowOf(page, 'Éclat 300 M').waitFor({ timeout: STEP_TIMEOUT_MS });

    await openFromMenu(page, 'Project list', '/user/project/list');
    const english = await downloadBom(new RegExp(`^Bill of materials: .*${PROJECT}`));
    // A complete project's workbook carries its key figures too (the report's, REP-7).
    expect(english.names).toEqual(['Bill of materials', 'Quote', 'Key figures']);
    expect(english.rows('Bill of materials').find((row) => row[0] === 'PV module')?.[3]).toBe(12);
    await checkScreen(page, 'paperwork-20-project-list-en');

    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    const chinese = await downloadBom(new RegExp(`^物料清单：.*${PROJECT}`));
    expect(chinese.names).toEqual(['物料清单', '报价单', '主要指标']);
    expect(chinese.rows('物料清单').find((row) => row[0] === '光伏组件')?.[3]).toBe(12);
    expect(browser.errors).toEqual([]);
  });
});
