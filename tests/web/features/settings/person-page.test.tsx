import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
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
describe('person settings', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('refuses an empty account name and a phone that is not a number, beside the fields, without calling the server', async () => {
    // Prepare
    const server = installFakeApi({
      'account/queryAccountInfo': () => ok(account),
      'account/editAccount': () => ok({ accountName: 'Li' }),
    });
    renderApp('/user/settings/person');
    const name = await screen.findByRole('textbox', { name: 'Account name' }, FIRST_RENDER);
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
    const name = await screen.findByRole('textbox', { name: 'Account name' }, FIRST_RENDER);
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
    // The company's name is the company settings' field: not here, and not overwritten from here.
    expect(screen.queryByRole('textbox', { name: 'Company' })).toBeNull();
    expect(server.callsTo('account/editAccount')[0]?.body).not.toHaveProperty('company');
  });

  it('shows a field the server refused (118) under that field, with the focus on it', async () => {
    // Prepare
    installFakeApi({
      'account/queryAccountInfo': () => ok(account),
      'account/editAccount': () => invalidField('phone', 'This number is not in service'),
    });
    renderApp('/user/settings/person');
    const phone = await screen.findByRole('textbox', { name: 'Telephone' }, FIRST_RENDER);
    await userEvent.type(phone, '9');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(descriptionOf(phone)).toBe('This number is not in service'));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Account name' }))).toBe('');
    expect(document.activeElement).toBe(phone);
  });

  it('asks before leaving with unsaved changes: stays when told, leaves when they are discarded', async () => {
    // Prepare
    installFakeApi({ 'account/queryAccountInfo': () => ok(account) });
    const { router } = renderApp('/user/settings/person');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Telephone' }, FIRST_RENDER), '5');
    // Act
    await act(() => router.navigate('/user/settings/password'));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    // Assess: still here, with what was typed
    expect(router.state.location.pathname).toBe('/user/settings/person');
    expect(screen.getByRole('textbox', { name: 'Telephone' })).toHaveProperty('value', '+86 10 12345');
    await act(() => router.navigate('/user/settings/password'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/settings/password'));
  });

  it('asks the browser to confirm a reload only while there are unsaved changes, and leaves freely after a save', async () => {
    // Prepare
    installFakeApi({
      'account/queryAccountInfo': () => ok(account),
      'account/editAccount': () => ok({ accountName: 'Li' }),
    });
    const { router } = renderApp('/user/settings/person');
    const phone = await screen.findByRole('textbox', { name: 'Telephone' }, FIRST_RENDER);
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    // Act
    await userEvent.type(phone, '5');
    // Assess
    expect(reload()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Basic information saved');
    expect(reload()).toBe(false);
    await act(() => router.navigate('/user/settings/password'));
    expect(router.state.location.pathname).toBe('/user/settings/password');
  });
});
