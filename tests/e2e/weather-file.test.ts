/**
 * A weather file from the browser [ENG-6], and the server's texts following a switch of language
 * [ACC-13], each test in a browser of its own on a saved grid project at Hangzhou of the user's
 * own (made through the API). No internet here: the automatic climate is the labelled estimate.
 * - zh-CN: the estimate's notice points to the climate data section; a PVGIS TMY json of the site
 *   uploaded, previewed (format, site, years, records, annual GHI, distance) and used; the live
 *   results and the report name it.
 * - en: a file that is no weather file refused in the dialog with the reader's reason; a Beijing
 *   year previewed with its distance (about 1,130 km) and its warning, used; the live results name
 *   it with the engine's notice, which follows a switch to Chinese; the report names it; then the
 *   file deleted after a confirmation, the project back on the automatic sources.
 * - zh-CN: on the system settings step the estimate's notice follows a switch to English.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_PAGE_PATH } from '@pvd/shared/project/report/report-print';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, gridProjectBody } from '../api/project/support/projects';
import { pvgisTmyAnswer } from '../shared/pv/support/pvgis-year';
import { newActivatedUser, type TestUser } from '../support/accounts';
import { logIn, STEP_TIMEOUT_MS, waitForPath } from './support/account-steps';
import { artifactsDir, type OpenPage, openPage, useMachineFonts } from './support/browser-page';
import { checkStep, onStep } from './support/editor-steps';
import { createProject, named } from './support/project-steps';
import { checkScreen } from './support/screen-checks';

const runtime = inject('runtime');
const tag = randomBytes(2).toString('hex');
const wait = { timeout: STEP_TIMEOUT_MS };
/** Uploading and reading a year of 8760 records takes a few seconds on a busy machine. */
const READ_WAIT = { timeout: 60_000 };

const files = join(artifactsDir, 'weather-files');
let zhUser: TestUser;
let enUser: TestUser;

/** Writes a weather file to upload; answers its path. */
function weatherFile(name: string, content: string): string {
  mkdirSync(files, { recursive: true });
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
}

const hangzhouYear = () =>
  weatherFile('hangzhou-tmy.json', JSON.stringify(pvgisTmyAnswer({ latitude: 30.3, longitude: 120.2 })));
const beijingYear = () =>
  weatherFile('beijing-tmy.json', JSON.stringify(pvgisTmyAnswer({ latitude: 39.9, longitude: 116.4 })));

beforeAll(async () => {
  useMachineFonts();
  [zhUser, enUser] = await Promise.all([newActivatedUser('zh-CN'), newActivatedUser('en')]);
});

async function inBrowser(locale: 'zh-CN' | 'en', steps: (page: Page) => Promise<void>): Promise<void> {
  const opened: OpenPage = await openPage(locale);
  try {
    await steps(opened.page);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

/** A saved grid project at Hangzhou of `user`'s own, opened in the editor on its base info. */
async function openOwnProject(page: Page, user: TestUser, name: string, baseTitle: string): Promise<string> {
  const body = named(gridProjectBody(await catalogueIds(user.token)), name, 'Hangzhou, China');
  const projectId = await createProject(user.token, 'GridConnected', body);
  await logIn(page, runtime.siteUrl, user.email, user.password);
  await waitForPath(page, '/user/project/list');
  await page.goto(`${runtime.siteUrl}/user/project/edit/grid-connected/${projectId}`);
  await onStep(page, baseTitle);
  return projectId;
}

/** Opens the upload dialog and chooses `path` in the browser's file chooser. */
async function upload(page: Page, labels: { open: string; title: string; choose: string }, path: string) {
  const dialog = page.getByRole('dialog', { name: labels.title });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: labels.open, exact: true }).click();
  }
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: labels.choose }).click();
  await (await chooser).setFiles(path);
  return dialog;
}

/** Switches the site's language with the menu of the top bar. */
async function switchLanguage(page: Page, to: '简体中文' | 'English'): Promise<void> {
  await page.getByRole('button', { name: /切换语言|change language/ }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

const liveResults = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('weather files', () => {
  it('uploads a weather file of the site in zh-CN, previews it, uses it, and sees it named in the live results and the report', {
    timeout: 240_000,
  }, async () => {
    await inBrowser('zh-CN', async (page) => {
      const projectId = await openOwnProject(page, zhUser, `E2E 杭州气象文件 ${tag}`, '基础信息');
      // Offline, the estimate: its notice points to the climate data section's upload.
      await page.getByText('当前使用：估算值：晴空模型与该地点的典型晴空指数').waitFor(READ_WAIT);
      await page.getByText(/请在“基础信息”步骤的“气候数据”中上传该地点的气象文件/).waitFor(wait);
      await checkStep(page, 'weather-zh-1-base-estimate');

      const dialog = await upload(
        page,
        { open: '上传气象文件', title: '上传气象文件', choose: '选择文件' },
        hangzhouYear(),
      );
      await dialog.getByText('文件内容').waitFor(READ_WAIT);
      for (const text of [
        'PVGIS TMY（json）',
        '北纬 30.3°，东经 120.2° · 海拔 250 米',
        '2021',
        '8,760 条逐时记录',
      ]) {
        await dialog.getByText(text, { exact: true }).waitFor(wait);
      }
      // About 6 km from the project: no warning.
      await dialog.getByText(/^\d 公里$/).waitFor(wait);
      expect(await dialog.getByText(/其气候可能与项目所在地不同/).count()).toBe(0);
      await checkStep(page, 'weather-zh-2-preview');
      await dialog.getByRole('button', { name: '使用此文件' }).click();
      await page.getByText('当前使用：上传的气象文件：hangzhou-tmy.json').waitFor(READ_WAIT);
      expect(await page.getByRole('radio', { name: '使用 hangzhou-tmy.json' }).isChecked()).toBe(true);
      await checkStep(page, 'weather-zh-3-base-file');

      await page.getByRole('button', { name: '第 4 步 系统设置' }).click();
      await onStep(page, '系统设置');
      await liveResults(page, '实时结果')
        .getByText('气象数据：上传的气象文件：hangzhou-tmy.json')
        .waitFor(READ_WAIT);
      await checkStep(page, 'weather-zh-4-live');
      await page.getByRole('button', { name: '保存并留在此页' }).click();
      await page.getByText('项目已保存').waitFor(wait);

      await page.goto(`${runtime.siteUrl}${REPORT_PAGE_PATH}?proId=${projectId}`);
      await page.getByText('气候数据：上传的气象文件：hangzhou-tmy.json，2021 年').waitFor(READ_WAIT);
      await checkScreen(page, 'weather-zh-5-report');
    });
  });

  it('refuses a file that is no weather file in English, previews a far one with its distance, names it in both languages, and deletes it', {
    timeout: 300_000,
  }, async () => {
    await inBrowser('en', async (page) => {
      const projectId = await openOwnProject(page, enUser, `E2E weather file ${tag}`, 'Base info');
      const labels = {
        open: 'Upload weather file',
        title: 'Upload a weather file',
        choose: 'Choose file',
      };
      await page.getByRole('button', { name: 'Upload weather file', exact: true }).waitFor(READ_WAIT);
      // A note that is no weather file: refused in the dialog with the reader's reason.
      const dialog = await upload(page, labels, weatherFile('notes.csv', 'date,remark\n2024-01-01,sunny\n'));
      await dialog.getByText('notes.csv could not be used').waitFor(READ_WAIT);
      await dialog.getByText(/^It is not a weather file the engine reads/).waitFor(wait);
      await checkStep(page, 'weather-en-1-refused');

      // A Beijing year for a Hangzhou project: the preview says how far, and warns.
      await upload(page, labels, beijingYear());
      await dialog.getByText('What the file holds').waitFor(READ_WAIT);
      await dialog
        .getByText(/^The file's site is 1,1\d\d km from the project: its climate may not be the site's/)
        .waitFor(wait);
      await checkStep(page, 'weather-en-2-far-preview');
      await dialog.getByRole('button', { name: 'Use this file' }).click();
      await page.getByText('In use: Uploaded weather file: beijing-tmy.json').waitFor(READ_WAIT);
      await page
        .getByText(/^The weather file is for a site about 11\d\d km from this location\.$/)
        .waitFor(wait);

      await page.getByRole('button', { name: 'Step 4 System settings' }).click();
      await onStep(page, 'System settings');
      const live = liveResults(page, 'Live results');
      await live.getByText('Climate data: Uploaded weather file: beijing-tmy.json').waitFor(READ_WAIT);
      await live
        .getByText(/^The weather file is for a site about 11\d\d km from this location\.$/)
        .waitFor(wait);
      await checkStep(page, 'weather-en-3-live');
      // The server's notice follows the switch [ACC-13].
      await switchLanguage(page, '简体中文');
      const liveZh = liveResults(page, '实时结果');
      await liveZh.getByText('气象数据：上传的气象文件：beijing-tmy.json').waitFor(READ_WAIT);
      await liveZh.getByText(/^该气象文件的站点距此位置约 11\d\d 公里。$/).waitFor(wait);
      expect(await page.getByText(/The weather file is for a site/).count()).toBe(0);
      await checkStep(page, 'weather-en-4-live-switched-zh');
      await switchLanguage(page, 'English');
      await page.getByRole('button', { name: 'Save and stay' }).click();
      await page.getByText('Project saved').waitFor(wait);

      await page.goto(`${runtime.siteUrl}${REPORT_PAGE_PATH}?proId=${projectId}`);
      await page.getByText('Climate data: Uploaded weather file: beijing-tmy.json, 2021').waitFor(READ_WAIT);
      await checkScreen(page, 'weather-en-5-report');

      // Deleted after a confirmation: the project goes back to the automatic sources.
      await page.goto(`${runtime.siteUrl}/user/project/edit/grid-connected/${projectId}`);
      await onStep(page, 'Base info');
      await page.getByRole('button', { name: 'Delete beijing-tmy.json' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete the weather file' });
      await confirm
        .getByText('This project uses it: the project goes back to the automatic climate sources.')
        .waitFor(wait);
      await checkScreen(page, 'weather-en-6-delete');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText(/^In use: Estimate: clear-sky model/).waitFor(READ_WAIT);
      expect(await page.getByRole('radio', { name: 'Use Automatic' }).isChecked()).toBe(true);
      await page.getByText(/^No weather file uploaded yet/).waitFor(wait);
    });
  });

  it('shows the estimate’s notice on the system settings step in the language switched to', {
    timeout: 180_000,
  }, async () => {
    await inBrowser('zh-CN', async (page) => {
      await openOwnProject(page, zhUser, `E2E 切换语言 ${tag}`, '基础信息');
      await page.getByRole('button', { name: '第 4 步 系统设置' }).click();
      await onStep(page, '系统设置');
      const live = liveResults(page, '实时结果');
      await live.getByText(/^未能获取该地点的实测或模型气候数据/).waitFor(READ_WAIT);
      // Act
      await switchLanguage(page, 'English');
      // Assess: the notice (and the rest of the server's texts) in English, none left in Chinese.
      await onStep(page, 'System settings');
      const english = liveResults(page, 'Live results');
      await english
        .getByText(/^No measured or modelled climate data could be reached for this location/)
        .waitFor(READ_WAIT);
      expect(await page.getByText(/未能获取该地点/).count()).toBe(0);
      await checkStep(page, 'weather-zh-6-switched-en');
    });
  });
});
