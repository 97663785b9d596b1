import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../web/src/lib/i18n';
import { installFakeApi, ok } from '../../support/fake-api';
import { renderApp, resetBrowserState, storeSession } from '../../support/render-app';

const slow = { timeout: 15_000 };

const account = {
  email: 'li@example.com',
  accountName: 'Li',
  company: 'Sun Co',
  phone: '+86 10 1234',
  timezone: 'UP8',
  accountRole: 0,
  createtime: '2026-11-21T10:00:00.000Z',
};

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('person settings', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('refuses an empty account name and a phone that is not a number, beside the fields, without calling the server (issue 8)', async () => {
    // Prepare
    const server = installFakeApi({
      'account/queryAccountInfo': () => ok(account),
      'account/editAccount': () => ok({ accountName: 'Li' }),
    });
    renderApp('/user/settings/person');
    const name = await screen.findByRole('textbox', { name: 'Account name' }, slow);
    const phone = screen.getByRole('textbox', { name: 'Telephone' });
    // Act
    await userEvent.clear(name);
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Please enter the account name')).toBeTruthy();
    expect(
      screen.getByText(
        'Please enter a valid phone number (digits, spaces, +, - and parentheses, at least 5 digits)',
      ),
    ).toBeTruthy();
    expect(server.callsTo('account/editAccount')).toHaveLength(0);
  });

  it('saves a name and a phone written with spaces, +, - and parentheses', async () => {
    // Prepare
    const server = installFakeApi({
      'account/queryAccountInfo': () => ok(account),
      'account/editAccount': () => ok({ accountName: 'Li Wei' }),
    });
    renderApp('/user/settings/person');
    const name = await screen.findByRole('textbox', { name: 'Account name' }, slow);
    const phone = screen.getByRole('textbox', { name: 'Telephone' });
    // Act
    await userEvent.clear(name);
    await userEvent.type(name, 'Li Wei');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+86 (10) 1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(await within(document.body).findByText('Basic information saved')).toBeTruthy();
    expect(server.callsTo('account/editAccount')[0]?.body).toMatchObject({
      accountName: 'Li Wei',
      phone: '+86 (10) 1234-5678',
    });
  });
});
