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

async function openTyped(password: string, confirm: string) {
  const { router } = renderApp('/user/settings/password');
  const input = await screen.findByLabelText('New password', {}, FIRST_RENDER);
  await userEvent.type(input, password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  return { router, input };
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('password settings', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('shows a password the server refused (118) under the new password', async () => {
    // Prepare
    installFakeApi({ 'account/updatePwd': () => invalidField('password', 'This password was leaked') });
    const { input } = await openTyped('long enough', 'long enough');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(descriptionOf(input)).toContain('This password was leaked'));
    expect(descriptionOf(screen.getByLabelText('Confirm password'))).toBe('');
  });

  it('asks before leaving a typed password, and after a save goes to login without asking', async () => {
    // Prepare
    installFakeApi({ 'account/updatePwd': () => ok(null) });
    const { router } = await openTyped('long enough', 'long enough');
    // Act
    await act(() => router.navigate('/user/settings/person'));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
