/**
 * The account journeys in a real browser against the local runtime (in memory): register,
 * activate from the e-mail, log in, edit person and company settings (with a logo), change the
 * password; the maintainer edits an e-mail template and sets a user's password, which ends the
 * user's older session (100); a user resets a forgotten password from the mail. In zh-CN, with a
 * look at English on the way. Each journey has an account of its own.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newActivatedUser } from '../support/accounts';
import { callApi } from '../support/api-client';
import { firstLink, waitForMail } from '../support/mail';
import {
  changePassword,
  editCompany,
  editEmailTemplate,
  editPerson,
  logIn,
  register,
  resetForgottenPassword,
  STEP_TIMEOUT_MS,
  setPasswordFor,
  waitForPath,
} from './support/account-steps';
import { useMachineFonts, withPage } from './support/browser-page';
import { checkScreen } from './support/screen-checks';

const runtime = inject('runtime');
const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
const passwords = {
  first: 'first-password-1',
  second: 'second-password-2',
  third: 'third-password-3',
};

beforeAll(() => {
  useMachineFonts();
});

describe('account journeys', () => {
  it('registers, activates from the mail, logs in, edits settings and changes the password', async () => {
    const errors = await withPage('zh-CN', async (page) => {
      const since = Math.floor(Date.now() / 1000) - 1;
      await register(page, runtime.siteUrl, email, passwords.first);

      const link = new URL(firstLink(await waitForMail(email, /激活|Activate/, since)));
      expect(link.pathname).toBe('/activation');
      expect(link.searchParams.get('l')).toBe('cn');
      await page.goto(`${runtime.siteUrl}${link.pathname}${link.search}`);
      await page.getByText('账号已激活').waitFor({ timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, '02-activated');
      // The same link again: the key is spent.
      await page.reload();
      await page.getByText('账号未激活').waitFor({ timeout: STEP_TIMEOUT_MS });
      // A link without its key is dead: nothing is called.
      await page.goto(`${runtime.siteUrl}/activation?l=cn`);
      await page.getByText('此链接无效').waitFor({ timeout: STEP_TIMEOUT_MS });
      await checkScreen(page, '02b-activation-dead-link');

      await logIn(page, runtime.siteUrl, email, passwords.first);
      await waitForPath(page, '/user/project/list');
      await expect.poll(() => page.title()).toBe('项目列表 - 光伏系统设计');
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      await checkScreen(page, '03-projects');

      await editPerson(page, '测试用户');
      // A user asking for a maintain page gets the 401 page, whose home button leads back.
      await page.goto(`${runtime.siteUrl}/maintain/account/index`);
      await waitForPath(page, '/Error/401');
      await checkScreen(page, '04b-forbidden');
      await page.getByRole('button', { name: '返回首页' }).click();
      await waitForPath(page, '/user/project/list');
      await editCompany(page);
      await changePassword(page, passwords.second);
      await checkScreen(page, '07-login-after-password-change');

      // The login page in English, through its language switch.
      await page.getByRole('button', { name: '切换语言' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await page.getByRole('link', { name: 'Forgot password?' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Login history' }).count()).toBe(1);
      await expect.poll(() => page.title()).toBe('Log in - PV System Design');
      await checkScreen(page, '07b-login-english');
    });
    expect(errors).toEqual([]);
    expect((await callApi('account/login', { email, password: passwords.second })).code).toBe(0);
  });

  it('lets the maintainer edit a template and set a user’s password, which ends the user’s session', async () => {
    // The user's session the maintainer's change must end.
    const user = await newActivatedUser('zh-CN');
    const errors = await withPage('en', async (page) => {
      // The page opens in English (browser language en); the maintainer works in zh-CN after login.
      await page.goto(`${runtime.siteUrl}/login`);
      await page.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await logIn(page, runtime.siteUrl, 'demo-maintain@example.com', runtime.demoPassword);
      await waitForPath(page, '/maintain/import/panel');
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(await page.getByRole('button', { name: '切换语言' }).count()).toBe(0);

      // The side navigation collapses to a 50 px rail and stays so after a reload.
      await page.getByRole('button', { name: '收起菜单' }).click();
      await page.reload();
      await page.getByRole('link', { name: '邮件模板' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      const rail = await page.locator('nav[aria-label="主菜单"]').last().boundingBox();
      expect(Math.round(rail?.width ?? 0)).toBe(50);
      await checkScreen(page, '07c-maintain-collapsed-navigation');

      await editEmailTemplate(page, '请激活您的光伏设计账号（新版）');
      await setPasswordFor(page, user.email, passwords.third);

      // Logout asks first, then ends the session and shows the login page.
      await page.getByRole('button', { name: '账号菜单' }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page.getByRole('dialog').getByText('确定要退出登录吗？').waitFor();
      await checkScreen(page, '10b-logout-confirmation');
      await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
      await waitForPath(page, '/login');
      expect(await page.evaluate('localStorage.getItem("pvd.session")')).toBeNull();
    });
    expect(errors).toEqual([]);

    const refused = await callApi('account/queryAccountInfo', {}, { token: user.token });
    expect(refused.code).toBe(100);
    const relogin = await callApi('account/login', { email: user.email, password: passwords.third });
    expect(relogin.code).toBe(0);
  });

  it('sets a forgotten password from the mailed link, which then works once only', async () => {
    const user = await newActivatedUser('zh-CN');
    const errors = await withPage('zh-CN', (page) =>
      resetForgottenPassword(page, runtime.siteUrl, user.email, passwords.third),
    );
    expect(errors).toEqual([]);

    expect((await callApi('account/login', { email: user.email, password: passwords.third })).code).toBe(0);
    expect((await callApi('account/login', { email: user.email, password: user.password })).code).toBe(106);
  });
});
