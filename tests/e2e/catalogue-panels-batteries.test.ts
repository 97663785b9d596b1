/**
 * The maintainer's panel and battery catalogues in a real browser (zh-CN): system panels imported
 * from the filled template, viewed, edited and inserted in the drawer (area = length × width);
 * system batteries imported from theirs; common batteries created, refused with the messages of
 * [CAT-7], edited and deleted with the confirmation (确定删除该公用电池信息? then 删除成功).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demo, loginAs } from '../support/accounts';
import { callApi } from '../support/api-client';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { useMachineFonts, withPage } from './support/browser-page';
import { downloadFrom, importFile, openFromMenu, rowOf, seeText } from './support/catalogue-steps';
import { checkScreen } from './support/screen-checks';
import { fillTemplate } from './support/spreadsheets';

const runtime = inject('runtime');
const prefix = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;

beforeAll(() => {
  useMachineFonts();
});

async function openAsMaintainer(page: Page, menu: string, path: string) {
  await logIn(page, runtime.siteUrl, demo.maintain, runtime.demoPassword);
  await waitForPath(page, '/maintain/import/panel');
  await page.getByRole('heading', { level: 1, name: '系统组件' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  if (path !== '/maintain/import/panel') await openFromMenu(page, menu, path);
}

/** Fills the panel drawer's fields (labels carry their units). */
async function fillPanel(page: Page, model: string) {
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: '制造商' }).fill('E2E Solar');
  await drawer.getByRole('textbox', { name: '组件型号' }).fill(model);
  const numbers: [string, string][] = [
    ['组件长度 [m]', '2.1'],
    ['组件宽度 [m]', '1.05'],
    ['峰值功率 [W]', '450'],
    ['组件效率 [%]', '20.4'],
    ['最大功率点电压 [V]', '41.5'],
    ['最大功率点电流 [A]', '10.85'],
    ['开路电压 [V]', '49.6'],
    ['短路电流 [A]', '11.5'],
    ['最大系统电压 [V]', '1500'],
    ['开路电压温度系数', '-0.27'],
    ['短路电流温度系数', '0.048'],
  ];
  for (const [label, value] of numbers)
    await drawer.getByRole('spinbutton', { name: label, exact: true }).fill(value);
}

describe('panel and battery catalogues', () => {
  it('imports, views, edits and inserts system panels', async () => {
    const model = `${prefix}-P450`;
    const errors = await withPage('zh-CN', async (page) => {
      await openAsMaintainer(page, '系统组件', '/maintain/import/panel');
      const template = await downloadFrom(page, page.getByRole('button', { name: '下载模板' }));
      const filled = fillTemplate(template, [{ 制造商: 'E2E Solar', 组件型号: `${prefix}-IMPORTED` }]);
      await page.getByRole('button', { name: '导入', exact: true }).click();
      await importFile(page, /^导入$/, 'panels.xlsx', filled);
      await seeText(page, '导入完成：已导入 1 行');
      await page.getByRole('searchbox', { name: '按组件型号查找' }).fill(`${prefix}-IMPORTED`);
      await rowOf(page, `${prefix}-IMPORTED`).waitFor({ timeout: STEP_TIMEOUT_MS });

      await page.getByRole('button', { name: `查看 ${prefix}-IMPORTED` }).click();
      await page.getByRole('dialog').getByText('2.56').waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();

      await page.getByRole('button', { name: `编辑 ${prefix}-IMPORTED` }).click();
      const peak = page.getByRole('dialog').getByRole('spinbutton', { name: '峰值功率 [W]' });
      await peak.waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await peak.getAttribute('step')).toBe('0.01');
      await peak.fill('555');
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await seeText(page, `组件 ${prefix}-IMPORTED 已保存`);

      await page.getByRole('button', { name: '添加组件' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await page.getByRole('dialog').getByText('此项不能为空').first().waitFor();
      await fillPanel(page, model);
      expect(
        await page.getByRole('dialog').getByRole('spinbutton', { name: '组件长度 [m]' }).getAttribute('step'),
      ).toBe('0.1');
      // 2.1 m × 1.05 m = 2.205 m², shown to 2 decimals.
      expect(
        await page.getByRole('dialog').getByRole('textbox', { name: '组件面积 [m²]' }).inputValue(),
      ).toBe('2.21');
      await checkScreen(page, 'catalogue-10-panel-drawer');
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await seeText(page, `组件 ${model} 已添加`);
      await page.getByRole('searchbox', { name: '按组件型号查找' }).fill(prefix);
      await rowOf(page, model).waitFor({ timeout: STEP_TIMEOUT_MS });
      await rowOf(page, 'CS6K-280P').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'catalogue-11-system-panels');
    });
    expect(errors).toEqual([]);

    const token = await loginAs(demo.maintain);
    const listed = await callApi<{
      resultData: { componentmodelname: string; peakpower: number; componentarea: number }[];
    }>(
      'component/pageQuerySystemComponent',
      { limit: 10, offset: 1, whereCondition: { componentName: prefix } },
      { token },
    );
    expect(
      listed.data.resultData.map((p) => [p.componentmodelname, p.peakpower, p.componentarea]).sort(),
    ).toEqual([
      [`${prefix}-IMPORTED`, 555, 2.56],
      [model, 450, 2.21],
    ]);
  });

  it('imports system batteries from the filled template', async () => {
    const errors = await withPage('zh-CN', async (page) => {
      await openAsMaintainer(page, '电池导入', '/maintain/import/battery');
      const template = await downloadFrom(page, page.getByRole('button', { name: '下载模板' }));
      // The example's series (SUN-H-LV) is kept: a battery's series must be one of the inverter catalogue.
      const filled = fillTemplate(template, [{ 电池型号: `${prefix}-B5` }]);
      await page.getByRole('button', { name: '导入', exact: true }).click();
      await importFile(page, /^导入$/, 'batteries.xlsx', filled);
      await seeText(page, '导入完成：已导入 1 行');
      await page.getByRole('searchbox', { name: '按电池型号查找' }).fill(prefix);
      await rowOf(page, `${prefix}-B5`).waitFor({ timeout: STEP_TIMEOUT_MS });
      await rowOf(page, 'BOS-A 5.12').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'catalogue-12-system-batteries');
    });
    expect(errors).toEqual([]);
  });

  it('creates, refuses, edits and deletes common batteries', async () => {
    const model = `${prefix}-COMMON`;
    const errors = await withPage('zh-CN', async (page) => {
      await openAsMaintainer(page, '公用电池', '/maintain/import/common-battery');
      await page.getByRole('button', { name: '首选项' }).click();
      for (const size of ['10 行', '15 行', '20 行', '25 行'])
        await page.getByText(size, { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: '添加电池' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: '保存' }).click();
      for (const message of [
        '电池型号名称不能为空',
        '电池品牌不能为空',
        '电池容量不能为空',
        '电池类型不能为空',
        '最大并/串联数量不能为空',
        '最小并/串联数量不能为空',
      ]) {
        await dialog.getByText(message, { exact: true }).waitFor();
      }
      await dialog.getByRole('textbox', { name: '电池型号名称' }).fill(model);
      await dialog.getByRole('textbox', { name: '电池品牌' }).fill('E2E Power');
      await dialog.getByRole('textbox', { name: '电池容量 [kWh]' }).fill('abc');
      await dialog.getByRole('textbox', { name: '电池类型' }).fill('LiFePO4');
      await dialog.getByRole('textbox', { name: '最大并/串联数量' }).fill('0');
      await dialog.getByRole('textbox', { name: '最小并/串联数量' }).fill('-1');
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.getByText('请输入数字值').waitFor();
      await dialog.getByText('最大并/串联数不能小于0').waitFor();
      await dialog.getByText('最小并/串联数量不能小于0').waitFor();
      await dialog.getByRole('textbox', { name: '电池容量 [kWh]' }).fill('0');
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.getByText('电池容量不能小于0').waitFor();
      await checkScreen(page, 'catalogue-13-common-battery-refused');
      await dialog.getByRole('textbox', { name: '电池容量 [kWh]' }).fill('5.12');
      await dialog.getByRole('textbox', { name: '最大并/串联数量' }).fill('8');
      await dialog.getByRole('textbox', { name: '最小并/串联数量' }).fill('1');
      await dialog.getByRole('button', { name: '保存' }).click();
      await seeText(page, `电池 ${model} 已添加`);

      await page.getByRole('searchbox', { name: '按型号名称查找' }).fill(model);
      await rowOf(page, model).waitFor({ timeout: STEP_TIMEOUT_MS });
      // The search applies 500 ms after typing stops: then the seeded batteries leave the list.
      await rowOf(page, 'B4850').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      await page.getByRole('button', { name: `编辑 ${model}` }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: '电池品牌' }).fill('E2E Power Plus');
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await seeText(page, `电池 ${model} 已保存`);
      await rowOf(page, 'E2E Power Plus').waitFor({ timeout: STEP_TIMEOUT_MS });

      await page.getByRole('button', { name: `删除 ${model}` }).click();
      await page.getByRole('dialog').getByText('确定删除该公用电池信息?').waitFor();
      await checkScreen(page, 'catalogue-14-common-battery-delete');
      await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
      await seeText(page, '删除成功');
      await rowOf(page, model).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    });
    expect(errors).toEqual([]);
  });
});
