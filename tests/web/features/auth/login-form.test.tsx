import '../../support/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { installFakeApi, ok } from '../../support/fake-api';
import { DAY_MS, FIRST_RENDER, PAGE_TEST, renderApp, resetBrowserState } from '../../support/render-app';

const password = 'correct horse battery';

function loginAnswer(accountRole: 0 | 1) {
  return ok({ token: 'server-token', accountName: 'Ann', accountRole, expiresAt: Date.now() + 7 * DAY_MS });
}

/** Everything the browser keeps for the site, as one string. */
function everythingStored(): string {
  const dump = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
  return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
}

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('button', { name: 'Log in' }, FIRST_RENDER);
  return view;
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('login form', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('asks for both fields before calling, and focuses the e-mail', async () => {
    // Prepare
    const server = installFakeApi({});
    await openLogin();
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Assess
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    expect(server.calls).toHaveLength(0);
  });

  it('refuses a malformed e-mail with the spec message', async () => {
    // Prepare
    installFakeApi({});
    await openLogin();
    // Act
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann.example.com');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Assess
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('says The email address or password is wrong for code 106, in the form', async () => {
    // Prepare
    installFakeApi({ 'account/login': () => ({ code: 106, message: 'server text', data: null }) });
    await openLogin();
    // Act
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Assess
    expect(await screen.findByText('The email address or password is wrong')).toBeTruthy();
    expect(screen.queryByText('server text')).toBeNull();
  });

  it('keeps a remembered session in local storage, never the password, and lands on the projects', async () => {
    // Prepare
    const server = installFakeApi({ 'account/login': () => loginAnswer(0) });
    const { router } = await openLogin();
    // Act
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), '  ann@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/project/list'), FIRST_RENDER);
    expect(server.callsTo('account/login')[0]?.body).toEqual({ email: 'ann@example.com', password });
    expect(JSON.parse(localStorage.getItem(storageKeys.session) ?? '{}')).toMatchObject({
      token: 'server-token',
      role: 0,
    });
    expect(sessionStorage.getItem(storageKeys.session)).toBeNull();
    expect(JSON.parse(localStorage.getItem(storageKeys.rememberedAccounts) ?? '[]')).toEqual([
      'ann@example.com',
    ]);
    expect(everythingStored()).not.toContain(password);
  });

  it('keeps the session in session storage when “Stay signed in for 7 days” is off (labelled for what it does)', async () => {
    // Prepare
    installFakeApi({ 'account/login': () => loginAnswer(0) });
    const { router } = await openLogin();
    // Act
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Stay signed in for 7 days/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/project/list'), FIRST_RENDER);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.session) ?? '{}')).toMatchObject({
      token: 'server-token',
    });
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect(localStorage.getItem(storageKeys.rememberedAccounts)).toBe('[]');
    expect(everythingStored()).not.toContain(password);
  });

  it('switches a maintainer to zh-CN and lands on the import-panel page', async () => {
    // Prepare
    installFakeApi({ 'account/login': () => loginAnswer(1) });
    const { router } = await openLogin();
    // Act
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maintainer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintain/import/panel'), FIRST_RENDER);
    expect(currentLanguage()).toBe('zh-CN');
    expect(JSON.parse(localStorage.getItem(storageKeys.session) ?? '{}')).toMatchObject({
      language: 'zh-CN',
    });
  });

  it('says there is no login history when none is kept', async () => {
    // Prepare
    installFakeApi({});
    await openLogin();
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Login history' }));
    // Assess
    expect(await screen.findByText('No login history')).toBeTruthy();
  });

  it('fills the e-mail from the history, and removes an e-mail from it', async () => {
    // Prepare
    localStorage.setItem(
      storageKeys.rememberedAccounts,
      JSON.stringify(['ann@example.com', 'bob@example.com']),
    );
    installFakeApi({});
    await openLogin();
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Login history' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove bob@example.com from the history' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use ann@example.com' }));
    // Assess
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(
      'ann@example.com',
    );
    expect(JSON.parse(localStorage.getItem(storageKeys.rememberedAccounts) ?? '[]')).toEqual([
      'ann@example.com',
    ]);
  });
});
