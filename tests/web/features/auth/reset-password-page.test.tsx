import '../../support/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, invalidField, ok } from '../../support/fake-api';
import { descriptionOf } from '../../support/field-error';
import { FIRST_RENDER, PAGE_TEST, renderApp, resetBrowserState } from '../../support/render-app';

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('reset-password page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('checks the key on load and shows a used or expired link as dead, with a way to ask for a new one', async () => {
    // Prepare
    const server = installFakeApi({ 'account/checkResetPasswordKey': () => ok({ alive: false }) });
    // Act
    renderApp('/resetPwd?l=en&key=spent-key');
    // Assess
    expect(await screen.findByText('This link cannot be used', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(server.callsTo('account/checkResetPasswordKey')[0]?.body).toEqual({ key: 'spent-key' });
    expect(server.callsTo('account/resetPassword')).toHaveLength(0);
  });

  it('shows the form for a live key, with a link back to login', async () => {
    // Prepare
    installFakeApi({ 'account/checkResetPasswordKey': () => ok({ alive: true }) });
    // Act
    renderApp('/resetPwd?l=en&key=live-key');
    // Assess
    expect(await screen.findByRole('button', { name: 'Save new password' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: /login|log in/i })).toBeTruthy();
  });

  it('shows a password the server refused (118) under the new password, and a refused key as a dead link', async () => {
    // Prepare
    let refusedField = 'password';
    installFakeApi({
      'account/checkResetPasswordKey': () => ok({ alive: true }),
      'account/resetPassword': () => invalidField(refusedField, 'This password was leaked'),
    });
    renderApp('/resetPwd?l=en&key=live-key');
    await screen.findByRole('button', { name: 'Save new password' }, FIRST_RENDER);
    const password = screen.getByLabelText('New password');
    await userEvent.type(password, 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    // Assess
    await waitFor(() => expect(descriptionOf(password)).toContain('This password was leaked'));
    refusedField = 'key';
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('This link cannot be used')).toBeTruthy();
  });
});
