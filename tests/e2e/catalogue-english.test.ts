/**
 * The catalogue pages in English: the admin (who may open every page, and whose language is not
 * forced to zh-CN) imports an inverter from the English template, and works the common battery
 * dialogs with the English messages of their checks; the user's panel dialog in English.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demo } from '../support/accounts';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { useMachineFonts, withPage } from './support/browser-page';
import { downloadFrom, importFile, openFromMenu, rowOf, seeText } from './support/catalogue-steps';
import { checkScreen } from './support/screen-checks';
import { fillTemplate, templateExample } from './support/spreadsheets';

const runtime = inject('runtime');
const prefix = `E2E-EN-${randomBytes(3).toString('hex').toUpperCase()}`;

beforeAll(() => {
  useMachineFonts();
});

describe('catalogue pages in English', () => {
  it('imports from the English template and keeps the common batteries', async () => {
    const errors = await withPage('en', async (page) => {
      await logIn(page, runtime.siteUrl, demo.admin, runtime.demoPassword);
      await waitForPath(page, '/user/project/list');
      await openFromMenu(page, 'System inverters', '/maintain/import/inverter');

      const template = await downloadFrom(page, page.getByRole('button', { name: 'Download template' }));
      expect(Object.keys(templateExample(template))).toContain('*Model name');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Import inverters' }).waitFor();
      await importFile(
        page,
        /^Import$/,
        'inverters.xlsx',
        fillTemplate(template, [{ 'Model name': `${prefix}-8K` }]),
      );
      await seeText(page, 'Import finished: 1 row imported');
      await page.getByRole('searchbox', { name: 'Model name' }).fill(prefix);
      await rowOf(page, `${prefix}-8K`).waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('menuitem', { name: 'Set as energy storage' }).click();
      await seeText(page, 'Please select an inverter');
      await page.getByRole('button', { name: `Delete ${prefix}-8K` }).click();
      await page
        .getByRole('dialog')
        .getByText('This will permanently delete the inverter. Continue?')
        .waitFor();
      await checkScreen(page, 'catalogue-30-inverters-english');
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await seeText(page, `Inverter ${prefix}-8K deleted`);

      await openFromMenu(page, 'Common batteries', '/maintain/import/common-battery');
      await page.getByRole('button', { name: 'Add battery' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      for (const message of [
        'The battery model name cannot be empty',
        'The battery brand cannot be empty',
        'The battery capacity cannot be empty',
        'The battery type cannot be empty',
        'The maximum number in parallel/series cannot be empty',
        'The minimum number in parallel/series cannot be empty',
      ]) {
        await dialog.getByText(message, { exact: true }).waitFor();
      }
      await checkScreen(page, 'catalogue-31-common-battery-english');
      await dialog.getByRole('textbox', { name: 'Battery model name' }).fill(`${prefix}-BAT`);
      await dialog.getByRole('textbox', { name: 'Battery brand' }).fill('E2E');
      await dialog.getByRole('textbox', { name: 'Battery capacity [kWh]' }).fill('10.24');
      await dialog.getByRole('textbox', { name: 'Battery type' }).fill('LiFePO4');
      await dialog.getByRole('textbox', { name: 'Max. number in parallel/series' }).fill('4');
      await dialog.getByRole('textbox', { name: 'Min. number in parallel/series' }).fill('1');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await seeText(page, `Battery ${prefix}-BAT added`);
      await page.getByRole('searchbox', { name: 'Find by model name' }).fill(prefix);
      await page.getByRole('button', { name: `Delete ${prefix}-BAT` }).click({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('dialog').getByText('Delete this common battery?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await seeText(page, 'Deleted successfully');

      await openFromMenu(page, 'System panels', '/maintain/import/panel');
      await page.getByRole('button', { name: 'Add panel' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').getByText('This field is required').first().waitFor();
      await checkScreen(page, 'catalogue-32-system-panel-english');
    });
    expect(errors).toEqual([]);
  });
});
