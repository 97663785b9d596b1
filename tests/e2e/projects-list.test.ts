/**
 * The project list in a real browser, one journey in one browser [LIST-3]: a fresh user with
 * three projects made through the API works the list in zh-CN (times on the account's clock, not
 * the browser's; search with its tag, clear-all
 * and count; export only for complete projects; column and page-size preferences kept after a
 * reload; copy under the default name; share, refused for an unknown e-mail and for oneself;
 * delete after a warning); then another account logs in, in English, searches its own list and
 * sees the shared copy marked with who shared it and when, and deletes it after the warning.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, gridProjectBody, storageProjectBody } from '../api/project/support/projects';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { callApi } from '../support/api-client';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { type OpenPage, openPage, useMachineFonts } from './support/browser-page';
import { seeText } from './support/catalogue-steps';
import { columnHeaders, createProject, expectRows, named, searchFor } from './support/project-steps';
import { checkScreen } from './support/screen-checks';

const runtime = inject('runtime');
const tag = randomBytes(2).toString('hex');
const names = {
  roof: `E2E 杭州屋顶 ${tag}`,
  storage: `E2E Storage Haidian ${tag}`,
  draft: `E2E 草稿 ${tag}`,
  recipientRoof: `E2E Recipient roof ${tag}`,
};
const copyName = `${names.roof}（副本）`;

/** A time as a Beijing clock shows it in zh-CN, by the runtime's own time-zone data. */
function beijingTime(iso: string): string {
  const format = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' } as const;
  return new Intl.DateTimeFormat('zh-CN', format).format(new Date(iso));
}

/** The project's row as the list call answers it. */
async function listRow(token: string, id: string): Promise<{ Id: string; CreateTime: string }> {
  const list = await callApi<{ resultData: { Id: string; CreateTime: string }[] }>(
    'project/PageQueryUserProject',
    { limit: 50 },
    { token },
  );
  return list.data.resultData.find((row) => row.Id === id)!;
}

let owner: TestUser;
let recipient: TestUser;
const ids: Record<string, string> = {};
let browser: OpenPage;
let page: Page;

beforeAll(async () => {
  useMachineFonts();
  [owner, recipient] = await Promise.all([newActivatedUser('zh-CN'), newActivatedUser('en')]);
  const catalogue = await catalogueIds(owner.token);
  const grid = gridProjectBody(catalogue);
  ids.roof = await createProject(owner.token, 'GridConnected', named(grid, names.roof, '浙江省杭州市西湖区'));
  ids.storage = await createProject(
    owner.token,
    'EnergyStorage',
    named(storageProjectBody(catalogue), names.storage, '北京市海淀区'),
  );
  // No inverter yet: not complete, so no export.
  const draft = { ...named(grid, names.draft, '上海市浦东新区'), inverter: [] };
  ids.draft = await createProject(owner.token, 'GridConnected', draft);
  // The recipient's own catalogue ids (the default cable material is the account's).
  const recipientGrid = gridProjectBody(await catalogueIds(recipient.token));
  await createProject(
    recipient.token,
    'GridConnected',
    named(recipientGrid, names.recipientRoof, 'Shenzhen, Nanshan'),
  );
  // The browser's own clock is São Paulo's (UTC−3); the accounts' time zone is Beijing's (UP8).
  browser = await openPage('zh-CN', 'America/Sao_Paulo');
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

describe('the project list', () => {
  it('lists the projects in zh-CN, searches with a closable tag, clear-all and the count', async () => {
    await logIn(page, runtime.siteUrl, owner.email, owner.password);
    await waitForPath(page, '/user/project/list');
    await page.getByRole('heading', { level: 1, name: '项目列表' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await expectRows(page, [names.roof, names.storage, names.draft]);
    expect(await page.getByRole('link', { name: `打开 ${names.draft} 的报告`, exact: true }).count()).toBe(0);
    // Times are on the account's clock (Beijing), not the browser's.
    const created = beijingTime((await listRow(owner.token, ids.roof)).CreateTime);
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: names.roof }).innerText(), {
        timeout: STEP_TIMEOUT_MS,
      })
      .toContain(created);

    await searchFor(page, '按项目名称或地址查找', '海淀', '名称或地址：海淀');
    await expectRows(page, [names.storage]);
    await seeText(page, '共找到 1 个项目');
    await checkScreen(page, 'projects-01-search-tag');
    await page.getByRole('button', { name: '移除筛选条件 海淀' }).click();
    await expectRows(page, [names.roof, names.storage, names.draft]);

    await searchFor(page, '按项目名称或地址查找', 'storage', '名称或地址：storage');
    await expectRows(page, [names.storage]);
    await page
      .getByRole('region', { name: '当前筛选条件' })
      .getByRole('button', { name: '清除筛选' })
      .click();
    await expectRows(page, [names.roof, names.storage, names.draft]);
    expect(await page.getByRole('searchbox', { name: '按项目名称或地址查找' }).inputValue()).toBe('');

    await page.getByRole('link', { name: `打开 ${names.roof} 的报告`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/code/exportProReportComponent', {
      timeout: STEP_TIMEOUT_MS,
    });
    expect(new URL(page.url()).searchParams.get('proId')).toBe(ids.roof);
    await page.goBack();
    await expectRows(page, [names.roof, names.storage, names.draft]);
    expect(browser.errors).toEqual([]);
  });

  it('keeps the hidden columns and the page size after a reload', async () => {
    expect(await columnHeaders(page)).toContain('地址');
    await page.getByRole('button', { name: '首选项' }).click();
    const preferences = page.getByRole('dialog', { name: '首选项' });
    await preferences.getByRole('radio', { name: '20 行' }).check();
    await preferences.getByRole('checkbox', { name: '地址' }).uncheck();
    await checkScreen(page, 'projects-02-preferences');
    await preferences.getByRole('button', { name: '确认' }).click();
    await expect.poll(() => columnHeaders(page)).not.toContain('地址');

    await page.reload();
    await expectRows(page, [names.roof, names.storage, names.draft]);
    const headers = await columnHeaders(page);
    expect(headers).not.toContain('地址');
    expect(headers).toEqual(
      expect.arrayContaining(['项目名称', '装机容量', '创建时间', '最后修改时间', '系统类型']),
    );
    await page.getByRole('button', { name: '首选项' }).click();
    expect(
      await page.getByRole('dialog', { name: '首选项' }).getByRole('radio', { name: '20 行' }).isChecked(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '首选项' }).waitFor({ state: 'hidden' });
    expect(browser.errors).toEqual([]);
  });

  it('copies a project under "<name>（副本）", and the copy appears', async () => {
    await page.getByRole('button', { name: `复制 ${names.roof}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '复制项目' });
    expect(await dialog.getByRole('textbox', { name: '新项目名称' }).inputValue()).toBe(copyName);
    await dialog.getByRole('button', { name: '复制' }).click();
    await seeText(page, `项目已复制为 ${copyName}`);
    await expectRows(page, [copyName, names.roof, names.storage, names.draft]);
    await page.getByRole('link', { name: `打开 ${copyName} 的报告`, exact: true }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('shares a project, refusing an e-mail without an account and the owner’s own', async () => {
    await page.getByRole('button', { name: `分享 ${names.roof}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '分享项目' });
    const email = dialog.getByRole('textbox', { name: '接收人的登录邮箱' });
    await email.fill(`nobody-${tag}@example.com`);
    await dialog.getByRole('button', { name: '分享' }).click();
    await dialog.getByText('没有使用此邮箱的已激活用户账号').waitFor({ timeout: STEP_TIMEOUT_MS });
    await email.fill(owner.email);
    await dialog.getByRole('button', { name: '分享' }).click();
    await dialog.getByText('不能分享给自己').waitFor({ timeout: STEP_TIMEOUT_MS });
    await checkScreen(page, 'projects-03-share-refused');
    await email.fill(recipient.email);
    await dialog.getByRole('button', { name: '分享' }).click();
    await seeText(page, `已将 ${names.roof} 分享给 ${recipient.email}`);
    expect(browser.errors).toEqual([]);
  });

  it('deletes a project after a warning that names it', async () => {
    await page.getByRole('button', { name: `删除 ${names.draft}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '删除项目' });
    await dialog
      .getByText(`确定删除项目 ${names.draft} 吗？其图片和报告将一并删除，此操作无法撤销。`)
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await checkScreen(page, 'projects-04-delete-warning');
    await dialog.getByRole('button', { name: '删除' }).click();
    await seeText(page, `项目 ${names.draft} 已删除`);
    await page
      .getByRole('rowheader', { name: names.draft })
      .waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    expect(browser.errors).toEqual([]);
  });

  it('lets another account, in English, search its own list', async () => {
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Project list' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, '/login');

    await logIn(page, runtime.siteUrl, recipient.email, recipient.password);
    await waitForPath(page, '/user/project/list');
    await page.getByRole('rowheader', { name: names.recipientRoof }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await searchFor(page, 'Find by project name or address', 'nanshan', 'Name or address: nanshan');
    await expectRows(page, [names.recipientRoof]);
    await seeText(page, '1 project found');
    await checkScreen(page, 'projects-05-english-search');
    await page
      .getByRole('region', { name: 'Active filters' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await page.getByRole('region', { name: 'Active filters' }).waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);
  });

  it('shows the other account the shared copy, marked with who shared it and when, and deletes it', async () => {
    await expectRows(page, [names.roof, names.recipientRoof]);
    const shared = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: names.roof }) });
    await shared
      .getByText(new RegExp(`Shared by .*${owner.email.replace(/[.+]/g, '\\$&')}.*, \\w{3} \\d+, \\d{4}`))
      .waitFor();
    await checkScreen(page, 'projects-06-shared-copy');
    await page.getByRole('button', { name: `Delete ${names.roof}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete project' });
    await dialog.getByText(`Delete the project ${names.roof}?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await seeText(page, `Project ${names.roof} deleted`);
    await expectRows(page, [names.recipientRoof]);
    expect(browser.errors).toEqual([]);
  });
});
