/** Steps of the catalogue journeys in the browser (tests/e2e/catalogue-*.test.ts). */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { STEP_TIMEOUT_MS, waitForPath } from './account-steps';
import { XLSX_TYPE } from './spreadsheets';

/** Clicks `button` and answers the bytes of the file the browser downloads. */
export async function downloadFrom(page: Page, button: Locator): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS }),
    button.click(),
  ]);
  const path = await download.path();
  return readFileSync(path);
}

/**
 * Opens a page of the side navigation and waits for its address and its title (the previous
 * page stays on screen while the next one's code loads).
 */
export async function openFromMenu(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
  await waitForPath(page, path);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** In the open import dialog: chooses `file`, imports it and waits for the dialog's answer. */
export async function importFile(
  page: Page,
  importButton: RegExp,
  fileName: string,
  file: Buffer,
): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: XLSX_TYPE, buffer: file });
  await dialog.getByRole('button', { name: importButton }).click();
  return dialog;
}

/** Waits for a notification (or any text) to show. */
export async function seeText(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** The table row that names `text` (its row header or any cell). */
export function rowOf(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}
