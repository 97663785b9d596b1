/** Steps of the account journey in the browser (tests/e2e/account.test.ts), in zh-CN. */

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { firstLink, waitForMail } from '../../support/mail';
import { checkScreen } from './screen-checks';
import { tinyPng } from './tiny-png';

/** How long a step may wait for the page. [ms] */
export const STEP_TIMEOUT_MS = 15_000;

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: STEP_TIMEOUT_MS });
}

export async function register(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/register`);
  await page.getByRole('textbox', { name: '邮箱' }).fill(email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /时区/ }).click();
  await page.getByRole('option', { name: /北京/ }).click();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.getByText('注册成功').waitFor({ timeout: STEP_TIMEOUT_MS });
  expect(await page.getByText(`激活链接已发送至 ${email}`).count()).toBe(1);
  await checkScreen(page, '01-register-success');
}

/** Logs in through the form, in whichever language the page shows. */
export async function logIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: /^(邮箱|E-mail)$/ }).fill(email);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
}

/** Opens an entry of the header's account menu. */
export async function openUserMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export async function editPerson(page: Page, name: string): Promise<void> {
  await openUserMenu(page, '基本信息');
  await waitForPath(page, '/user/settings/person');
  const nameInput = page.getByRole('textbox', { name: '账号名称' });
  await nameInput.waitFor({ timeout: STEP_TIMEOUT_MS });
  await nameInput.fill(name);
  await page.getByRole('textbox', { name: '电话' }).fill('+86 10 8888 6666');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('基本信息已保存').waitFor({ timeout: STEP_TIMEOUT_MS });
  // The header shows the name the server returned.
  await page.getByRole('button', { name: '账号菜单' }).filter({ hasText: name }).waitFor();
  await checkScreen(page, '04-person-settings');
}

export async function editCompany(page: Page): Promise<void> {
  await openUserMenu(page, '公司信息');
  await waitForPath(page, '/user/settings/company');
  await page.getByRole('textbox', { name: '联系方式' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.locator('input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: tinyPng(64, [240, 133, 25]),
  });
  // The company's name is here, where a user looks for it (not under the basic information).
  await page.getByRole('textbox', { name: '公司名称' }).fill('阳光能源有限公司');
  await page.getByRole('textbox', { name: '联系方式' }).fill('北京市海淀区 · 010-8888 6666');
  await page.getByRole('textbox', { name: '公司简介' }).fill('专注光伏系统设计与储能集成。');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('公司信息已保存').waitFor({ timeout: STEP_TIMEOUT_MS });
  // The saved logo now comes from the address the server returned, and it loads.
  const logo = page.getByRole('img', { name: '标志预览' });
  await expect.poll(() => logo.getAttribute('src')).toMatch(/^https?:\/\//);
  await expect
    .poll(() => logo.evaluate((image: unknown) => (image as { naturalWidth: number }).naturalWidth))
    .toBe(64);
  await checkScreen(page, '05-company-settings');
}

export async function changePassword(page: Page, password: string): Promise<void> {
  await openUserMenu(page, '修改密码');
  await waitForPath(page, '/user/settings/password');
  await page.getByLabel('新密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码', { exact: true }).fill(password);
  await checkScreen(page, '06-password-settings');
  await page.getByRole('button', { name: '保存' }).click();
  await waitForPath(page, '/login');
  await page.getByText('密码已修改，请使用新密码重新登录。').waitFor({ timeout: STEP_TIMEOUT_MS });
}

export async function editEmailTemplate(page: Page, newTitle: string): Promise<void> {
  await page.getByRole('link', { name: '邮件模板' }).click();
  await waitForPath(page, '/maintain/email/index');
  await page.getByRole('button', { name: '编辑 请激活您的光伏设计账号' }).click();
  const title = page.getByRole('textbox', { name: '邮件标题' });
  await title.fill(newTitle);
  const content = page.getByRole('textbox', { name: '邮件内容' });
  await content.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('祝您使用愉快，');
  await page.getByRole('button', { name: '插入 {{email}}' }).click();
  await checkScreen(page, '08-email-template-editor');
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await page.getByText('邮件模板已保存').waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByText(newTitle).waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByText('祝您使用愉快，{{email}}').waitFor();
  await checkScreen(page, '09-email-templates');
}

export async function setPasswordFor(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('link', { name: '账号管理' }).click();
  await waitForPath(page, '/maintain/account/index');
  await page.getByRole('searchbox', { name: '按登录邮箱查找' }).fill(email);
  // The search runs 500 ms after typing stops; then only the matching account is listed.
  await expect
    .poll(() => page.getByText('demo-admin@example.com').count(), { timeout: STEP_TIMEOUT_MS })
    .toBe(0);
  await page.getByRole('button', { name: `为 ${email} 设置密码` }).click({ timeout: STEP_TIMEOUT_MS });
  await page.getByRole('dialog').getByLabel('新密码', { exact: true }).fill(password);
  await checkScreen(page, '10-set-password');
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await page.getByText(`已为 ${email} 设置密码`).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Asks for a reset link, opens it, sets `password`; then shows that the link is spent. */
export async function resetForgottenPassword(page: Page, base: string, email: string, password: string) {
  const since = Math.floor(Date.now() / 1000) - 1;
  await page.goto(`${base}/forgetPwd`);
  await page.getByRole('textbox', { name: '邮箱' }).fill(email);
  await page.getByRole('button', { name: '获取密码' }).click();
  await page.getByRole('dialog').getByText(email).waitFor({ timeout: STEP_TIMEOUT_MS });
  await checkScreen(page, '11-forgot-password-sent');

  const link = new URL(firstLink(await waitForMail(email, /重置|reset/i, since)));
  expect(link.pathname).toBe('/resetPwd');
  const resetUrl = `${base}${link.pathname}${link.search}`;
  await page.goto(resetUrl);
  // The mail follows the language the account last used, and so does the page (l=cn|en).
  await page.getByLabel(/^(新密码|New password)$/).fill(password);
  await page.getByLabel(/^(确认密码|Confirm password)$/).fill(password);
  await checkScreen(page, '12-reset-password');
  await page.getByRole('button', { name: /^(保存新密码|Save new password)$/ }).click();
  await waitForPath(page, '/login');
  await page.getByText(/密码已修改|Your password was changed/).waitFor({ timeout: STEP_TIMEOUT_MS });

  // A spent link is known as such when the page opens: no form to fill in.
  await page.goto(resetUrl);
  await page.getByText(/此链接无法使用|This link cannot be used/).waitFor({ timeout: STEP_TIMEOUT_MS });
  expect(await page.getByLabel(/^(新密码|New password)$/).count()).toBe(0);
  await checkScreen(page, '13-reset-link-spent');
}
