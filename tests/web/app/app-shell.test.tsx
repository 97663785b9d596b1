/**
 * The signed-in frame [NAV-4]: the header's account and language menus (the menu button keyboard
 * pattern: arrows, Home/End, Escape back to the trigger), the breadcrumbs with the current page
 * last, the side navigation marking the page's item and collapsing to an icon rail whose links keep
 * their names, remembered in this browser.
 */
import '../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi } from '../support/fake-api';
import { FIRST_RENDER, PAGE_TEST, renderApp, resetBrowserState, storeSession } from '../support/render-app';

const ACCOUNT_MENU = `Test ${Role.user}: account menu`;

describe('the signed-in frame', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    installFakeApi({});
    await setLanguage('en');
    storeSession(Role.user);
  });
  afterEach(async () => {
    await setLanguage('en');
  });

  it('opens the account menu by keyboard, moves through it, closes it back on its trigger, and follows an item', async () => {
    // Prepare
    const { router } = renderApp('/user/settings/password');
    const trigger = await screen.findByRole('button', { name: ACCOUNT_MENU }, FIRST_RENDER);
    trigger.focus();
    // Act: the down arrow opens the menu on its first item; up from there wraps to the last.
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: ACCOUNT_MENU });
    const items = within(menu).getAllByRole('menuitem');
    // Assess
    expect(items.map((item) => item.textContent)).toEqual([
      'Basic information',
      'Company information',
      'Change password',
      'Log out',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Log out'));
    await userEvent.keyboard('{Home}{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Company information'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    // Act: a click opens it; an item goes to its page and closes it.
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Basic information' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/settings/person'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switches the language from the header’s language menu', async () => {
    // Prepare
    renderApp('/user/settings/password');
    // Act
    await userEvent.click(
      await screen.findByRole('button', { name: 'English: change language' }, FIRST_RENDER),
    );
    const chinese = screen.getByRole('menuitem', { name: '简体中文' });
    expect(chinese.getAttribute('lang')).toBe('zh-CN');
    await userEvent.click(chinese);
    // Assess
    expect(await screen.findByRole('button', { name: '简体中文：切换语言' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });

  it('shows where the page is in the breadcrumbs and the navigation, and collapses the navigation to a remembered rail', async () => {
    // Prepare
    renderApp('/user/component/list');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' }, FIRST_RENDER);
    const navigation = screen.getByRole('navigation', { name: 'Main menu' });
    // Assess: home › page, the page named as the navigation names it (no 'My library', a name
    // the navigation never shows), not a link.
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['PV System Design']);
    expect(within(crumbs).getByText('Custom panels').getAttribute('aria-current')).toBe('page');
    const current = within(navigation).getByRole('link', { name: 'Custom panels' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(navigation).getByRole('link', { name: 'Project list' }).getAttribute('aria-current'),
    ).toBeNull();
    // Act
    await userEvent.click(within(navigation).getByRole('button', { name: 'Close menu' }));
    // Assess: icons only, each link still named; both toggles say the menu is closed.
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Project list',
      'Custom panels',
      'Cable materials',
      'Tariffs',
    ]);
    expect(links.every((link) => link.textContent === '')).toBe(true);
    expect(localStorage.getItem(storageKeys.navigationOpen)).toBe('false');
    const toggles = screen.getAllByRole('button', { name: 'Open menu' });
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    // Act: the toolbar's toggle opens it again.
    await userEvent.click(toggles[0]!);
    // Assess
    expect(within(navigation).getByRole('link', { name: 'Custom panels' }).textContent).toBe('Custom panels');
    expect(localStorage.getItem(storageKeys.navigationOpen)).toBe('true');
  });

  it('closes the navigation lying over a narrow screen once one of its links is followed', async () => {
    // Prepare: a window the overlay's media query matches.
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
      // A whole MediaQueryList as far as the app reads one: the lists follow a resize too.
      (query) =>
        ({
          matches: query === '(max-width: 688px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { router } = renderApp('/user/component/list');
    const navigation = await screen.findByRole('navigation', { name: 'Main menu' }, FIRST_RENDER);
    // Act
    await userEvent.click(within(navigation).getByRole('link', { name: 'Cable materials' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/user/component/list'));
    expect(within(navigation).getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    narrow.mockRestore();
  });
});
