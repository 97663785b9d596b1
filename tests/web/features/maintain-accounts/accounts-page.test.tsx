import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, invalidField, ok } from '../../support/fake-api';
import { descriptionOf } from '../../support/field-error';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: `id-${i}`,
  loginemail: `user${i}@example.com`,
  accountname: `User ${i}`,
  accountrole: i === 1 ? 2 : 0,
  activated: i % 2 === 0,
  createtime: '2026-11-21T10:00:00.000Z',
  passwordSettable: i !== 1,
}));

/** A fake pageQueryUser over `rows`. */
function pageQueryUser(body: Record<string, unknown>) {
  const limit = Number(body.limit);
  const offset = Number(body.offset);
  const search = (body.whereCondition as { loginEmail?: string } | undefined)?.loginEmail ?? '';
  const found = rows.filter((row) => row.loginemail.includes(search));
  return ok({
    resultData: found.slice((offset - 1) * limit, offset * limit),
    limit,
    offset,
    totalCount: found.length,
  });
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('account manager', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('asks the server for page 1 of 10 rows, then for the page chosen', async () => {
    // Prepare
    const server = installFakeApi({ 'account/pageQueryUser': pageQueryUser });
    renderApp('/maintain/account/index');
    expect(await screen.findByText('user0@example.com', {}, FIRST_RENDER)).toBeTruthy();
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    // Assess
    expect(await screen.findByText('user20@example.com')).toBeTruthy();
    expect(server.callsTo('account/pageQueryUser').map((call) => call.body)).toEqual([
      { limit: 10, offset: 1 },
      { limit: 10, offset: 3 },
    ]);
  });

  it('searches 500 ms after typing stops and starts again on page 1', async () => {
    // Prepare
    const server = installFakeApi({ 'account/pageQueryUser': pageQueryUser });
    renderApp('/maintain/account/index');
    await screen.findByText('user0@example.com', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('user10@example.com');
    // Act
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find by login e-mail' }), 'user2');
    // Assess
    expect(server.callsTo('account/pageQueryUser')).toHaveLength(2);
    await waitFor(() => expect(server.callsTo('account/pageQueryUser')).toHaveLength(3));
    expect(server.callsTo('account/pageQueryUser')[2]?.body).toEqual({
      limit: 10,
      offset: 1,
      whereCondition: { loginEmail: 'user2' },
    });
    expect(await screen.findByText('user24@example.com')).toBeTruthy();
  });

  it('offers to set the password only where the server allows it, and shows each role', async () => {
    // Prepare
    installFakeApi({ 'account/pageQueryUser': pageQueryUser });
    // Act
    renderApp('/maintain/account/index');
    // Assess
    expect(
      await screen.findByRole('button', { name: 'Set password for user0@example.com' }, FIRST_RENDER),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password for user1@example.com' })).toBeNull();
    const adminRow = screen.getByText('user1@example.com').closest('tr')!;
    expect(adminRow.textContent).toContain('Administrator');
  });

  it("refuses an empty password with 'password cannot be empty'", async () => {
    // Prepare
    const server = installFakeApi({ 'account/pageQueryUser': pageQueryUser });
    renderApp('/maintain/account/index');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set password for user0@example.com' }, FIRST_RENDER),
    );
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('password cannot be empty')).toBeTruthy();
    expect(server.callsTo('account/setPasswordByMaintain')).toHaveLength(0);
  });

  it('shows a password the server refused (118) under the password', async () => {
    // Prepare
    installFakeApi({
      'account/pageQueryUser': pageQueryUser,
      'account/setPasswordByMaintain': () => invalidField('password', 'This password was leaked'),
    });
    renderApp('/maintain/account/index');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set password for user0@example.com' }, FIRST_RENDER),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set password' });
    const password = within(dialog).getByLabelText('New password');
    await userEvent.type(password, 'long enough');
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(descriptionOf(password)).toBe('This password was leaked'));
  });
});
