import '../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi } from '../support/fake-api';
import { FIRST_RENDER, PAGE_TEST, renderApp, resetBrowserState, storeSession } from '../support/render-app';

/** The first render of a route compiles its lazy modules, which takes a while under jsdom. */

async function landsOn(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), FIRST_RENDER);
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('route guards', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    installFakeApi({});
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('sends a visitor without a session to /login', async () => {
    // Act
    const { router } = renderApp('/user/project/list');
    // Assess
    await landsOn(router, '/login');
    expect(await screen.findByRole('heading', { name: 'Log in' }, FIRST_RENDER)).toBeTruthy();
  });

  it('treats an expired session as none and forgets it', async () => {
    // Prepare
    storeSession(Role.user, { expiresAt: Date.now() - 1000 });
    // Act
    const { router } = renderApp('/user/settings/person');
    // Assess
    await landsOn(router, '/login');
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('sends a user asking for a maintain page to /Error/401 with the spec message', async () => {
    // Prepare
    storeSession(Role.user);
    // Act
    const { router } = renderApp('/maintain/email/index');
    // Assess
    await landsOn(router, '/Error/401');
    const message = 'You do not have permission to open this page. Please contact your administrator.';
    expect(await screen.findByText(message, {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  it('sends a maintainer asking for a project page to /Error/401', async () => {
    // Prepare
    storeSession(Role.maintain);
    // Act
    const { router } = renderApp('/user/project/list');
    // Assess
    await landsOn(router, '/Error/401');
  });

  it('lets the admin open a maintain page and a user page', async () => {
    // Prepare
    storeSession(Role.admin);
    // Act
    const maintainPage = renderApp('/maintain/import/inverter');
    // Assess
    await landsOn(maintainPage.router, '/maintain/import/inverter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System inverters' }, FIRST_RENDER),
    ).toBeTruthy();
    cleanup();
    const userPage = renderApp('/user/component/list');
    await landsOn(userPage.router, '/user/component/list');
  });

  it.each([
    [Role.user, '/user/project/list'],
    [Role.maintain, '/maintain/import/panel'],
  ])('lands role %i on %s from the root', async (role, landing) => {
    // Prepare
    storeSession(role);
    // Act
    const { router } = renderApp('/');
    // Assess
    await landsOn(router, landing);
  });

  it('sends the root to /login without a session', async () => {
    // Act
    const { router } = renderApp('/');
    // Assess
    await landsOn(router, '/login');
  });

  it('forwards /redirect/<path> for a signed-in user, keeping the query', async () => {
    // Prepare
    storeSession(Role.user);
    // Act
    const { router } = renderApp('/redirect/user/cablematerial/view?from=mail');
    // Assess
    await landsOn(router, '/user/cablematerial/view');
    expect(router.state.location.search).toBe('?from=mail');
  });

  it('clears the token and goes to /login when a user asks /redirect for a maintain path', async () => {
    // Prepare
    storeSession(Role.user);
    // Act
    const { router } = renderApp('/redirect/maintain/account/index');
    // Assess
    await landsOn(router, '/login');
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('sends /redirect/<path> to /login without a session', async () => {
    // Act
    const { router } = renderApp('/redirect/user/settings/person');
    // Assess
    await landsOn(router, '/login');
  });

  it('redirects the alias /maintain to the import-panel page', async () => {
    // Prepare
    storeSession(Role.maintain);
    // Act
    const { router } = renderApp('/maintain');
    // Assess
    await landsOn(router, '/maintain/import/panel');
  });

  it('shows the 404 page at an unknown path, keeping the address', async () => {
    // Act
    const { router } = renderApp('/no/such/page');
    // Assess
    expect(await screen.findByText('404', {}, FIRST_RENDER)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('shows the project-key alert on the edit route without an id', async () => {
    // Prepare
    storeSession(Role.user);
    // Act
    renderApp('/user/project/edit/grid-connected');
    // Assess
    expect(await screen.findByText('project primary key lost', {}, FIRST_RENDER)).toBeTruthy();
  });
});
