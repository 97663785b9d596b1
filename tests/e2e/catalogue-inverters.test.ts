/**
 * The maintainer's inverter catalogue in a real browser against the local runtime (zh-CN, the
 * maintain role's language): download the template, fill it, import it and see the inverters;
 * import again (-1001 lists them), a file with bad cells (118 lists every cell), an empty template
 * (模板文件为空); then, on two models of its own, view, edit in the drawer (unique name on blur),
 * copy, the settings menu (series, type, image for the ticked rows) and delete with its
 * confirmation (此操作将永久删除该逆变器, 是否继续?).
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { inverterForm } from '../api/catalogue/support/bodies';
import { demo, loginAs } from '../support/accounts';
import { callApi } from '../support/api-client';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { useMachineFonts, withPage } from './support/browser-page';
import { downloadFrom, importFile, openFromMenu, rowOf, seeText } from './support/catalogue-steps';
import { checkScreen } from './support/screen-checks';
import { fillTemplate } from './support/spreadsheets';
import { tinyPng } from './support/tiny-png';

const runtime = inject('runtime');

/** Model names of one test's own: a random prefix, two models and the copy's name. */
function modelNames() {
  const prefix = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
  return { prefix, models: { first: `${prefix}-5K`, second: `${prefix}-6K`, copy: `${prefix}-5K-COPY` } };
}

beforeAll(() => {
  useMachineFonts();
});

describe('inverter catalogue', () => {
  it('imports the filled template and shows what each import answered', async () => {
    const { prefix, models } = modelNames();
    const errors = await withPage('zh-CN', async (page) => {
      await logIn(page, runtime.siteUrl, demo.maintain, runtime.demoPassword);
      await waitForPath(page, '/maintain/import/panel');
      await openFromMenu(page, '系统逆变器', '/maintain/import/inverter');

      const template = await downloadFrom(page, page.getByRole('button', { name: '下载模板' }));
      const filled = fillTemplate(template, [
        { 机型: models.first, 系列: prefix },
        { 机型: models.second, 系列: prefix, '额定交流输出功率 (W)': 6000, '最大交流输出功率 (W)': 6600 },
      ]);

      await page.getByRole('button', { name: '导入', exact: true }).click();
      await importFile(page, /^导入$/, 'inverters.xlsx', filled);
      await seeText(page, '导入完成：已导入 2 行');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

      // A changed filter returns page 1 and finds the imported models.
      await page.getByRole('button', { name: '第 2 页' }).click();
      await page.getByRole('searchbox', { name: '机型' }).fill(prefix);
      await rowOf(page, models.second).waitFor({ timeout: STEP_TIMEOUT_MS });
      await rowOf(page, models.first).waitFor();
      await rowOf(page, 'SUN-100K-G06').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'catalogue-01-inverters-imported');

      // The same file again: the models are already there (-1001), listed by name.
      await page.getByRole('button', { name: '导入', exact: true }).click();
      const again = await importFile(page, /^导入$/, 'inverters.xlsx', filled);
      await again.getByText('部分逆变器已导入').waitFor({ timeout: STEP_TIMEOUT_MS });
      await again.getByRole('listitem').filter({ hasText: models.first }).waitFor();
      await checkScreen(page, 'catalogue-02-already-imported');
      await again.getByRole('button', { name: '关闭', exact: true }).last().click();

      // Bad cells: every one is listed by row and column, and nothing is imported (118).
      const bad = fillTemplate(template, [
        { 机型: `${prefix}-BAD`, '最大效率 (%)': 150 },
        { 机型: '', '欧洲效率 (%)': 'abc' },
      ]);
      await page.getByRole('button', { name: '导入', exact: true }).click();
      const refused = await importFile(page, /^导入$/, 'bad.xlsx', bad);
      await refused.getByText('未导入任何数据', { exact: false }).waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await refused.getByRole('row').filter({ hasText: '须在 0 到 100 之间' }).count()).toBe(1);
      expect(await refused.getByRole('row').filter({ hasText: '机型不能为空' }).count()).toBe(1);
      await checkScreen(page, 'catalogue-03-bad-cells');

      // An empty template (header only) is refused with 模板文件为空; a .csv never leaves the page.
      await refused
        .locator('input[type=file]')
        .setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
      await refused.getByText('导入文件只能是 .xls 或 .xlsx 格式').waitFor();
      await importFile(page, /^导入$/, 'empty.xlsx', fillTemplate(template, []));
      await refused.getByText('模板文件为空').waitFor({ timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'catalogue-04-empty-template');
    });
    expect(errors).toEqual([]);

    const token = await loginAs(demo.maintain);
    const listed = await callApi<{ totalCount: number }>(
      'inverter/pageQuerySystemInverter',
      { limit: 10, offset: 1, whereCondition: { modelname: prefix } },
      { token },
    );
    expect(listed.data.totalCount).toBe(2);
  });

  it('views, edits, copies, sets series, type and image in batch, and deletes', async () => {
    // Prepare: two models of this test's own in the catalogue.
    const { prefix, models } = modelNames();
    const token = await loginAs(demo.maintain);
    for (const modelname of [models.first, models.second]) {
      const saved = await callApi(
        'inverter/insertOrEditSystemInverter',
        inverterForm({ modelname, series: prefix }),
        {
          token,
        },
      );
      expect(saved.code).toBe(0);
    }
    const errors = await withPage('zh-CN', async (page) => {
      await logIn(page, runtime.siteUrl, demo.maintain, runtime.demoPassword);
      await waitForPath(page, '/maintain/import/panel');
      await openFromMenu(page, '系统逆变器', '/maintain/import/inverter');
      await page.getByRole('searchbox', { name: '机型' }).fill(prefix);
      await rowOf(page, models.second).waitFor({ timeout: STEP_TIMEOUT_MS });

      await page.getByRole('button', { name: `查看 ${models.first}` }).click();
      await page.getByRole('dialog').getByText('额定交流输出功率 [W]').waitFor({ timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'catalogue-05-inverter-view');
      await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();

      // The drawer: a taken name is refused on blur; the own name is not.
      await page.getByRole('button', { name: `编辑 ${models.first}` }).click();
      const drawer = page.getByRole('dialog');
      const name = drawer.getByRole('textbox', { name: '机型', exact: true });
      await name.waitFor({ timeout: STEP_TIMEOUT_MS });
      await name.fill(models.second);
      await drawer.getByRole('textbox', { name: '系列' }).click();
      await drawer.getByText('已存在该机型').waitFor();
      await checkScreen(page, 'catalogue-06-inverter-drawer-name-taken');
      await name.fill(models.first);
      await drawer.getByRole('textbox', { name: '系列' }).fill(`${prefix}-EDITED`);
      // The model's own image, chosen on its form: a preview first, uploaded on save.
      await drawer.getByLabel('选择图片', { exact: true }).setInputFiles({
        name: 'front.png',
        mimeType: 'image/png',
        buffer: tinyPng(32, [30, 90, 200]),
      });
      await drawer.getByRole('img', { name: '逆变器图片' }).waitFor();
      expect(await drawer.getByText('已存在该机型').count()).toBe(0);
      await drawer.getByRole('button', { name: '保存' }).click();
      await seeText(page, `逆变器 ${models.first} 已保存`);
      await rowOf(page, `${prefix}-EDITED`).waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('img', { name: `${models.first} 的图片` }).waitFor({ timeout: STEP_TIMEOUT_MS });

      // Copy asks for a new model name (逆变器编号不能为空 when empty).
      await page.getByRole('button', { name: `复制 ${models.first}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: '复制' }).click();
      await page.getByRole('dialog').getByText('逆变器编号不能为空').waitFor();
      await page.getByRole('dialog').getByRole('textbox', { name: '新机型名称' }).fill(models.copy);
      await page.getByRole('dialog').getByRole('button', { name: '复制' }).click();
      await seeText(page, `已将 ${models.first} 复制为 ${models.copy}`);
      await rowOf(page, models.copy).waitFor({ timeout: STEP_TIMEOUT_MS });

      // The settings menu acts on the ticked rows; without any, it asks for a selection first.
      await page.getByRole('button', { name: '设置' }).click();
      await page.getByRole('menuitem', { name: '设置系列' }).click();
      await seeText(page, '请选择逆变器');
      await page.getByRole('checkbox', { name: `选择 ${models.first}`, exact: true }).check();
      await page.getByRole('checkbox', { name: `选择 ${models.second}`, exact: true }).check();
      await page.getByRole('button', { name: '设置' }).click();
      await page.getByRole('menuitem', { name: '设置系列' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: '系列' }).fill(`${prefix}-S`);
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await seeText(page, '已为 2 台逆变器设置系列');
      await page.getByRole('button', { name: '设置' }).click();
      await page.getByRole('menuitem', { name: '设为储能类型' }).click();
      await page.getByRole('dialog').getByText('确定将 2 台逆变器设为储能吗？').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: '设置类型' }).click();
      await seeText(page, '已将 2 台逆变器设为储能');
      await page.getByRole('button', { name: '设置' }).click();
      await page.getByRole('menuitem', { name: '设置图片' }).click();
      const imageDialog = page.getByRole('dialog');
      await imageDialog.getByRole('button', { name: '应用到勾选的逆变器' }).click();
      await imageDialog.getByText('未选择图片').waitFor();
      await imageDialog.locator('input[type=file]').setInputFiles({
        name: 'inverter.png',
        mimeType: 'image/png',
        buffer: tinyPng(48, [240, 133, 25]),
      });
      await imageDialog.getByRole('button', { name: '应用到勾选的逆变器' }).click();
      await seeText(page, '已为 2 台逆变器设置图片');
      await page.getByRole('img', { name: `${models.second} 的图片` }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'catalogue-07-inverters-batch-set');

      // Delete asks first.
      await page.getByRole('button', { name: `删除 ${models.copy}` }).click();
      await page.getByRole('dialog').getByText('此操作将永久删除该逆变器, 是否继续?').waitFor();
      await checkScreen(page, 'catalogue-08-inverter-delete-confirmation');
      await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
      await seeText(page, `逆变器 ${models.copy} 已删除`);
      await rowOf(page, models.copy).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

      // A new model: every required field says so.
      await page.getByRole('button', { name: '添加逆变器' }).click();
      await page.getByRole('menuitem', { name: '储能逆变器' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await page.getByRole('dialog').getByText('机型不能为空').waitFor();
      await checkScreen(page, 'catalogue-09-inverter-drawer-required');
    });
    expect(errors).toEqual([]);

    const listed = await callApi<{
      resultData: { modelname: string; series: string; invertertype: number; img: string | null }[];
    }>(
      'inverter/pageQuerySystemInverter',
      { limit: 10, offset: 1, whereCondition: { modelname: prefix } },
      { token },
    );
    expect(
      listed.data.resultData
        .map((row) => [row.modelname, row.series, row.invertertype, Boolean(row.img)])
        .sort(),
    ).toEqual([
      [models.first, `${prefix}-S`, 2, true],
      [models.second, `${prefix}-S`, 2, true],
    ]);
  });
});
