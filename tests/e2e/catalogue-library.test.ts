/**
 * A user's own library in a real browser: custom panels in zh-CN (add, the first becomes the
 * default, make another the default, which then cannot be deleted, batch delete needs a selection,
 * edit) and cable materials in English (add with the form's check messages [CAT-3], move the star,
 * edit the selected card in the side form, delete with confirmation).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newActivatedUser } from '../support/accounts';
import { callApi } from '../support/api-client';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { useMachineFonts, withPage } from './support/browser-page';
import { openFromMenu, rowOf, seeText } from './support/catalogue-steps';
import { expectReadableLayout } from './support/layout-checks';
import { checkScreen } from './support/screen-checks';

const runtime = inject('runtime');

beforeAll(() => {
  useMachineFonts();
});

/** Fills the custom panel dialog (labels in zh-CN, with their units). */
async function fillPanel(page: Page, model: string, peakPower: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '制造商' }).fill('E2E 光伏');
  await dialog.getByRole('textbox', { name: '组件型号' }).fill(model);
  const numbers: [string, string][] = [
    ['组件长度 [m]', '1.7'],
    ['组件宽度 [m]', '1.0'],
    ['峰值功率 [W]', peakPower],
    ['组件效率 [%]', '18.0'],
    ['最大功率点电压 [V]', '33.2'],
    ['最大功率点电流 [A]', '10.1'],
    ['开路电压 [V]', '40.1'],
    ['短路电流 [A]', '10.7'],
    ['最大系统电压 [V]', '1000'],
    ['开路电压温度系数', '-0.29'],
    ['短路电流温度系数', '0.05'],
  ];
  for (const [label, value] of numbers)
    await dialog.getByRole('spinbutton', { name: label, exact: true }).fill(value);
}

describe('the user library', () => {
  it('adds custom panels, makes one the default, which cannot be deleted', async () => {
    const user = await newActivatedUser('zh-CN');
    const errors = await withPage('zh-CN', async (page) => {
      await logIn(page, runtime.siteUrl, user.email, user.password);
      await waitForPath(page, '/user/project/list');
      await openFromMenu(page, '自定义组件', '/user/component/list');
      await page.getByText('您还没有自定义组件').waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('button', { name: '批量删除' }).click();
      await seeText(page, '请至少选择一个组件');

      await page.getByRole('button', { name: '添加组件' }).first().click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.getByRole('spinbutton', { name: '组件长度 [m]' }).getAttribute('step')).toBe('0.1');
      expect(await dialog.getByRole('spinbutton', { name: '峰值功率 [W]' }).getAttribute('step')).toBe(
        '0.01',
      );
      // The 19 wafer materials, the first (poly) chosen.
      await dialog.getByRole('button', { name: /电池片材料/ }).click();
      expect(await page.getByRole('option').count()).toBe(19);
      await page.keyboard.press('Escape');
      expect(await dialog.getByRole('button', { name: /电池片材料/ }).textContent()).toContain('poly');
      await fillPanel(page, 'E2E-300M', '300');
      await dialog.getByRole('button', { name: /短路电流温度系数单位/ }).click();
      await page.getByRole('option', { name: 'mV/°C' }).click();
      expect(await dialog.getByRole('textbox', { name: '组件面积 [m²]' }).inputValue()).toBe('1.70');
      await checkScreen(page, 'catalogue-20-custom-panel-dialog');
      await dialog.getByRole('button', { name: '保存' }).click();
      await seeText(page, '组件 E2E-300M 已添加');
      // The first panel becomes the default.
      await rowOf(page, 'E2E-300M')
        .getByRole('img', { name: '默认组件' })
        .waitFor({ timeout: STEP_TIMEOUT_MS });

      await page.getByRole('button', { name: '添加组件' }).first().click();
      await fillPanel(page, 'E2E-310M', '310');
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await seeText(page, '组件 E2E-310M 已添加');
      await rowOf(page, 'E2E-310M').waitFor({ timeout: STEP_TIMEOUT_MS });

      await page.getByRole('button', { name: '将 E2E-310M 设为默认' }).click();
      await seeText(page, 'E2E-310M 已设为默认组件');
      await rowOf(page, 'E2E-310M')
        .getByRole('img', { name: '默认组件' })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await rowOf(page, 'E2E-300M').getByRole('img', { name: '默认组件' }).count()).toBe(0);
      // The default cannot be deleted: its delete is disabled, and batch delete refuses it.
      expect(await page.getByRole('button', { name: '删除 E2E-310M' }).isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: '选择 E2E-310M' }).check();
      await page.getByRole('button', { name: '批量删除' }).click();
      await seeText(page, '默认组件不能删除');
      await checkScreen(page, 'catalogue-21-custom-panels-default');
      // The table fits 1280 px without a sideways scroll (area, Isc and wafer in the preferences).
      await expectReadableLayout(page, 'catalogue-21-custom-panels-zh');

      await page.getByRole('button', { name: '删除 E2E-300M' }).click();
      await page.getByRole('dialog').getByText('确定删除组件 E2E-300M 吗？此操作无法撤销。').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
      await seeText(page, '已删除 1 个组件');
      await rowOf(page, 'E2E-300M').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

      await page.getByRole('button', { name: '编辑 E2E-310M' }).click();
      const peak = page.getByRole('dialog').getByRole('spinbutton', { name: '峰值功率 [W]' });
      await peak.waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(
        await page.getByRole('dialog').getByRole('spinbutton', { name: '组件长度 [m]' }).getAttribute('step'),
      ).toBe('0.01');
      await peak.fill('315');
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await seeText(page, '组件 E2E-310M 已保存');
      await rowOf(page, '315').waitFor({ timeout: STEP_TIMEOUT_MS });
    });
    expect(errors).toEqual([]);

    const stored = await callApi<{
      componentmodelname: string;
      peakpower: number;
      tempcoefficientiscunit: string;
    }>('component/queryUserDefaultComponentInfo', {}, { token: user.token });
    expect([stored.data.componentmodelname, stored.data.peakpower]).toEqual(['E2E-310M', 315]);
  });

  it('adds a cable material, moves the star to it, edits and deletes materials', async () => {
    const user = await newActivatedUser('en');
    const errors = await withPage('en', async (page) => {
      await logIn(page, runtime.siteUrl, user.email, user.password);
      await waitForPath(page, '/user/project/list');
      await openFromMenu(page, 'Cable materials', '/user/cablematerial/view');
      await page.getByRole('img', { name: 'Default material' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await page.getByRole('button', { name: 'Delete Copper' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Set as default: Copper' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Add material' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('The material name cannot be empty').waitFor();
      await dialog.getByText('The resistivity cannot be empty').waitFor();
      await dialog.getByRole('textbox', { name: 'Material name' }).fill('Silver');
      await dialog.getByRole('textbox', { name: 'Resistivity [Ω·mm²/m]' }).fill('abc');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('The resistivity must be a number').waitFor();
      await dialog.getByRole('textbox', { name: 'Resistivity [Ω·mm²/m]' }).fill('0.0159');
      await checkScreen(page, 'catalogue-22-cable-material-add');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await seeText(page, 'Material Silver added');

      await page.getByRole('button', { name: 'Set as default: Silver' }).click();
      await seeText(page, 'Silver is now the default material');
      await page.getByRole('button', { name: 'Delete Copper' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await page.getByRole('button', { name: 'Delete Silver' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Set as default: Silver' }).count()).toBe(0);

      await page.getByRole('radio', { name: 'Material to edit Copper' }).check();
      const resistivity = page.getByRole('textbox', { name: 'Resistivity [Ω·mm²/m]' });
      await expect.poll(() => resistivity.inputValue(), { timeout: STEP_TIMEOUT_MS }).toBe('0.0175');
      await resistivity.fill('0.0172');
      await page.getByRole('button', { name: 'Save' }).click();
      await seeText(page, 'Material Copper saved');
      await page.getByText('0.0172', { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'catalogue-23-cable-materials-star-moved');

      await page.getByRole('button', { name: 'Delete Aluminium' }).click();
      await page
        .getByRole('dialog')
        .getByText('Delete the material Aluminium? This cannot be undone.')
        .waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await seeText(page, 'Material Aluminium deleted');
    });
    expect(errors).toEqual([]);

    const stored = await callApi<{ MaterialName: string; Resistivity: number }>(
      'cablematerial/queryUserDefaultCableMaterialInfo',
      {},
      { token: user.token },
    );
    expect([stored.data.MaterialName, stored.data.Resistivity]).toEqual(['Silver', 0.0159]);
    const all = await callApi<{ MaterialName: string; Resistivity: number }[]>(
      'cablematerial/queryAllUserCableMaterial',
      {},
      { token: user.token },
    );
    expect(all.data.map((m) => [m.MaterialName, m.Resistivity]).sort()).toEqual([
      ['Copper', 0.0172],
      ['Silver', 0.0159],
    ]);
  });
});
