/**
 * The project list in a real browser [LIST-3], two journeys in browsers of their own: a fresh
 * user with three projects made through the API works the list in zh-CN (times on the account's
 * clock, not the browser's; search with its tag, clear-all and count; export only for complete
 * projects; column and page-size preferences kept after a reload; copy under the default name;
 * share, refused for an unknown e-mail and for oneself; delete after a warning; English, then
 * log out); another account, sent a share through the API, logs in in English, searches its own
 * list and sees the shared copy marked with who shared it and when, and deletes it after the
 * warning.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, gridProjectBody, storageProjectBody } from '../api/project/support/projects';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { callApi } from '../support/api-client';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { type OpenPage, openPage, useMachineFonts } from './support/browser-page';
import { seeText } from './support/catalogue-steps';
import { expectReadableLayout } from './support/layout-checks';
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
async function listRow(
  token: string,
  id: string,
): Promise<{ Id: string; CreateTime: string; LastModifyTime: string }> {
  const list = await callApi<{ resultData: { Id: string; CreateTime: string; LastModifyTime: string }[] }>(
    'project/PageQueryUserProject',
    { limit: 50 },
    { token },
  );
  return list.data.resultData.find((row) => row.Id === id)!;
}

let owner: TestUser;
/** Whom the owner's journey shares with. */
let colleague: TestUser;
/** The other account's journey: a share of its own, sent through the API. */
let recipient: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  useMachineFonts();
  [owner, colleague, recipient] = await Promise.all([
    newActivatedUser('zh-CN'),
    newActivatedUser('zh-CN'),
    newActivatedUser('en'),
  ]);
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
});

/**
 * Runs `steps` in a browser of its own (browser language `locale`, its own clock São Paulo's,
 * UTC−3, while the accounts' time zone is Beijing's, UP8); expects no script error.
 */
async function inBrowser(locale: 'zh-CN' | 'en', steps: (page: Page) => Promise<void>): Promise<void> {
  const opened: OpenPage = await openPage(locale, 'America/Sao_Paulo');
  try {
    await steps(opened.page);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

describe('the project list', () => {
  it('works the list in zh-CN: search with a closable tag, clear-all and the count; preferences kept after a reload; copy; share; delete', {
    timeout: 300_000,
  }, async () => {
    await inBrowser('zh-CN', async (page) => {
      await logIn(page, runtime.siteUrl, owner.email, owner.password);
      await waitForPath(page, '/user/project/list');
      await page.getByRole('heading', { level: 1, name: '项目列表' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await expectRows(page, [names.roof, names.storage, names.draft]);
      expect(await page.getByRole('link', { name: `打开 ${names.draft} 的报告`, exact: true }).count()).toBe(
        0,
      );
      // Times are on the account's clock (Beijing), not the browser's.
      const modified = beijingTime((await listRow(owner.token, ids.roof)).LastModifyTime);
      await expect
        .poll(() => page.getByRole('row').filter({ hasText: names.roof }).innerText(), {
          timeout: STEP_TIMEOUT_MS,
        })
        .toContain(modified);
      // At 1280 px every column fits without a sideways scroll: the created time waits in the
      // preferences; a full-HD window shows it too.
      expect(await columnHeaders(page)).toEqual(
        expect.arrayContaining(['项目名称', '地址', '装机容量', '最后修改时间', '系统类型']),
      );
      expect(await columnHeaders(page)).not.toContain('创建时间');
      await expectReadableLayout(page, 'projects-00-list-zh');

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
      expect(headers).toEqual(expect.arrayContaining(['项目名称', '装机容量', '最后修改时间', '系统类型']));
      await page.getByRole('button', { name: '首选项' }).click();
      expect(
        await page.getByRole('dialog', { name: '首选项' }).getByRole('radio', { name: '20 行' }).isChecked(),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: '首选项' }).waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: `复制 ${names.roof}`, exact: true }).click();
      const copyDialog = page.getByRole('dialog', { name: '复制项目' });
      expect(await copyDialog.getByRole('textbox', { name: '新项目名称' }).inputValue()).toBe(copyName);
      await copyDialog.getByRole('button', { name: '复制' }).click();
      await seeText(page, `项目已复制为 ${copyName}`);
      await expectRows(page, [copyName, names.roof, names.storage, names.draft]);
      await page.getByRole('link', { name: `打开 ${copyName} 的报告`, exact: true }).waitFor();

      await page.getByRole('button', { name: `分享 ${names.roof}`, exact: true }).click();
      const shareDialog = page.getByRole('dialog', { name: '分享项目' });
      const email = shareDialog.getByRole('textbox', { name: '接收人的登录邮箱' });
      await email.fill(`nobody-${tag}@example.com`);
      await shareDialog.getByRole('button', { name: '分享' }).click();
      await shareDialog.getByText('没有使用此邮箱的已激活用户账号').waitFor({ timeout: STEP_TIMEOUT_MS });
      await email.fill(owner.email);
      await shareDialog.getByRole('button', { name: '分享' }).click();
      await shareDialog.getByText('不能分享给自己').waitFor({ timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'projects-03-share-refused');
      await email.fill(colleague.email);
      await shareDialog.getByRole('button', { name: '分享' }).click();
      await seeText(page, `已将 ${names.roof} 分享给 ${colleague.email}`);

      await page.getByRole('button', { name: `删除 ${names.draft}`, exact: true }).click();
      const deleteDialog = page.getByRole('dialog', { name: '删除项目' });
      await deleteDialog
        .getByText(`确定删除项目 ${names.draft} 吗？其图片和报告将一并删除，此操作无法撤销。`)
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, 'projects-04-delete-warning');
      await deleteDialog.getByRole('button', { name: '删除' }).click();
      await seeText(page, `项目 ${names.draft} 已删除`);
      await page
        .getByRole('rowheader', { name: names.draft })
        .waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

      // In English, then logged out.
      await page.getByRole('button', { name: '切换语言' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Project list' })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
      await waitForPath(page, '/login');
    });
    // The colleague has the shared copy.
    const theirs = await callApi<{ resultData: { ProName: string }[] }>(
      'project/PageQueryUserProject',
      { limit: 50 },
      { token: colleague.token },
    );
    expect(theirs.data.resultData.map((row) => row.ProName)).toEqual([names.roof]);
  });

  it('lets another account, in English, search its own list, see a shared copy marked with who shared it and when, and delete it', async () => {
    // Prepare: the owner's roof project shared with this account.
    const sent = await callApi(
      'project/ShareProject',
      { projectId: ids.roof, sharedUserLoginEmail: recipient.email },
      { token: owner.token },
    );
    expect(sent.code).toBe(0);
    await inBrowser('en', async (page) => {
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

      await expectRows(page, [names.roof, names.recipientRoof]);
      const shared = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: names.roof }) });
      await shared
        .getByText(new RegExp(`Shared by .*${owner.email.replace(/[.+]/g, '\\$&')}.*, \\w{3} \\d+, \\d{4}`))
        .waitFor();
      await checkScreen(page, 'projects-06-shared-copy');
      await expectReadableLayout(page, 'projects-00-list-en');
      await page.getByRole('button', { name: `Delete ${names.roof}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete project' });
      await dialog.getByText(`Delete the project ${names.roof}?`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await seeText(page, `Project ${names.roof} deleted`);
      await expectRows(page, [names.recipientRoof]);
    });
  });
});
