import '../../support/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, invalidField, ok } from '../../support/fake-api';
import { descriptionOf } from '../../support/field-error';
import { FIRST_RENDER, PAGE_TEST, renderApp, resetBrowserState } from '../../support/render-app';

const timezones = [
  { value: 'UTC', label: '(UTC) 协调世界时' },
  { value: 'UP8', label: '(UTC+08:00) 北京' },
];

async function openRegister(submitLabel: string) {
  renderApp('/register');
  await screen.findByRole('button', { name: submitLabel }, FIRST_RENDER);
}

async function chooseBeijing() {
  await userEvent.click(screen.getByRole('button', { name: /时区|Time zone/ }));
  await userEvent.click(await screen.findByRole('option', { name: /北京/ }));
}

async function fill(email: string, password: string, confirm: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /邮箱|E-mail/ }), email);
  const [passwordInput, confirmInput] = screen.getAllByLabelText(
    /^(密码|确认密码|Password|Confirm password)$/,
  );
  if (password) await userEvent.type(passwordInput!, password);
  if (confirm) await userEvent.type(confirmInput!, confirm);
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('register form', PAGE_TEST, () => {
  beforeEach(() => {
    resetBrowserState();
  });
  afterEach(cleanup);

  it('says 两次输入的密码不一致 when the confirmation differs, and calls nothing', async () => {
    // Prepare
    await setLanguage('zh-CN');
    const server = installFakeApi({ 'Common/getTimezones': () => ok(timezones) });
    await openRegister('注册');
    // Act
    await fill('ann@example.com', 'password-one', 'password-two');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    // Assess
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(server.callsTo('account/register')).toHaveLength(0);
  });

  it('says 密码至少 8 个字符 once under a short password: the error takes the hint’s place', async () => {
    // Prepare
    await setLanguage('zh-CN');
    const server = installFakeApi({ 'Common/getTimezones': () => ok(timezones) });
    await openRegister('注册');
    const password = screen.getByLabelText('密码');
    expect(descriptionOf(password)).toBe('至少 8 个字符。');
    // Act
    await fill('ann@example.com', 'abc', 'abc');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    // Assess: one message, not the error and the same rule again below it.
    await waitFor(() => expect(descriptionOf(password)).toBe('密码至少 8 个字符'));
    expect(server.callsTo('account/register')).toHaveLength(0);
  });

  it('says 请确认密码 when the confirmation is empty', async () => {
    // Prepare
    await setLanguage('zh-CN');
    installFakeApi({ 'Common/getTimezones': () => ok(timezones) });
    await openRegister('注册');
    // Act
    await fill('ann@example.com', 'password-one', '');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    // Assess
    expect(await screen.findByText('请确认密码')).toBeTruthy();
  });

  it('says the entered password is different, in English too', async () => {
    // Prepare
    await setLanguage('en');
    installFakeApi({ 'Common/getTimezones': () => ok(timezones) });
    await openRegister('Register');
    // Act
    await fill('ann@example.com', 'password-one', 'password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Assess
    expect(await screen.findByText('The entered password is different')).toBeTruthy();
  });

  it('registers with the chosen time zone and shows the 注册成功 alert naming the e-mail', async () => {
    // Prepare
    await setLanguage('zh-CN');
    const server = installFakeApi({
      'Common/getTimezones': () => ok(timezones),
      'account/register': () => ok(null),
    });
    await openRegister('注册');
    // Act
    await fill('ann@example.com', 'password-one', 'password-one');
    await chooseBeijing();
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    // Assess
    expect(await screen.findByText('注册成功')).toBeTruthy();
    expect(screen.getByText(/激活链接已发送至 ann@example.com/)).toBeTruthy();
    expect(server.callsTo('account/register')[0]?.body).toEqual({
      email: 'ann@example.com',
      password: 'password-one',
      timeZoneId: 'UP8',
    });
  });

  it('shows the server message at the e-mail when it is already registered (111)', async () => {
    // Prepare
    await setLanguage('en');
    installFakeApi({
      'Common/getTimezones': () => ok(timezones),
      'account/register': () => ({ code: 111, message: 'This e-mail is already registered', data: null }),
    });
    await openRegister('Register');
    // Act
    await fill('ann@example.com', 'password-one', 'password-one');
    await chooseBeijing();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Assess
    expect(await screen.findByText('This e-mail is already registered')).toBeTruthy();
  });

  it('shows a field the server refused (118) under that field', async () => {
    // Prepare
    await setLanguage('en');
    installFakeApi({
      'Common/getTimezones': () => ok(timezones),
      'account/register': () => invalidField('email', 'This mail domain does not accept mail'),
    });
    await openRegister('Register');
    await fill('ann@example.com', 'password-one', 'password-one');
    await chooseBeijing();
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Assess
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(descriptionOf(email)).toBe('This mail domain does not accept mail'));
  });
});
