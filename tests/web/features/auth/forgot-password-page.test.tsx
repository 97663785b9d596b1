import '../../support/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, invalidField, ok } from '../../support/fake-api';
import { descriptionOf } from '../../support/field-error';
import { FIRST_RENDER, PAGE_TEST, renderApp, resetBrowserState } from '../../support/render-app';

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('forgot-password page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('shows an e-mail the server refused (118) under the e-mail', async () => {
    // Prepare
    installFakeApi({ 'account/forGetPassword': () => invalidField('email', 'Please enter a valid e-mail') });
    renderApp('/forgetPwd');
    const email = await screen.findByRole('textbox', { name: 'E-mail' }, FIRST_RENDER);
    await userEvent.type(email, 'ann@example.com');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Get password' }));
    // Assess
    await waitFor(() => expect(descriptionOf(email)).toBe('Please enter a valid e-mail'));
  });

  it('names the trimmed address the link went to', async () => {
    // Prepare
    const server = installFakeApi({ 'account/forGetPassword': () => ok(null) });
    renderApp('/forgetPwd');
    // Act
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'E-mail' }, FIRST_RENDER),
      ' ann@example.com ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get password' }));
    // Assess
    expect(await screen.findByText(/ann@example\.com/)).toBeTruthy();
    expect(server.callsTo('account/forGetPassword')[0]?.body).toEqual({ email: 'ann@example.com' });
  });
});
