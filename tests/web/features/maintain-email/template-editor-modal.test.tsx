import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor } from '@testing-library/react';
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

function template(version: number, title: string) {
  return {
    templateClass: 'activation',
    language: 'en',
    emailtitle: title,
    emailcontent:
      '<p>Hello {{email}}, open <a href="{{link}}">{{link}}</a></p><img src=x onerror="alert(1)">',
    desc: 'Account activation mail sent after registration',
    placeholders: ['link', 'email', 'hours'],
    lastmodifytime: '2026-11-21T10:00:00.000Z',
    version,
  };
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('e-mail template editor', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('shows each template with its content sanitized', async () => {
    // Prepare
    installFakeApi({ 'Common/queryAllEmailTemplate': () => ok([template(1, 'Activate your account')]) });
    // Act
    renderApp('/maintain/email/index');
    // Assess
    expect(await screen.findByText('Activate your account', {}, FIRST_RENDER)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.pvd-template-preview a')).not.toBeNull());
    expect(document.querySelector('.pvd-template-preview img')).toBeNull();
  });

  it('refuses an empty title with the spec message, without calling', async () => {
    // Prepare
    const server = installFakeApi({ 'Common/queryAllEmailTemplate': () => ok([template(1, 'Activate')]) });
    renderApp('/maintain/email/index');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Activate' }, FIRST_RENDER));
    // Act
    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('email title cannot be empty')).toBeTruthy();
    expect(server.callsTo('Common/editEmailTemplate')).toHaveLength(0);
  });

  it('sends the version read, and on 117 loads the latest version and says someone else changed it', async () => {
    // Prepare
    let saved = template(1, 'Activate');
    const server = installFakeApi({
      'Common/queryAllEmailTemplate': () => ok([saved]),
      'Common/editEmailTemplate': () => ({ code: 117, message: 'changed since you loaded it', data: null }),
    });
    renderApp('/maintain/email/index');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Activate' }, FIRST_RENDER));
    saved = template(2, 'Activate (changed by a colleague)');
    // Act
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail title' }), ' now');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Someone else changed this template')).toBeTruthy();
    expect(server.callsTo('Common/editEmailTemplate')[0]?.body).toMatchObject({
      templateClass: 'activation',
      language: 'en',
      emailTitle: 'Activate now',
      version: 1,
    });
    const title = screen.getByRole('textbox', { name: 'E-mail title' }) as HTMLInputElement;
    expect(title.value).toBe('Activate (changed by a colleague)');
  });

  it('shows a title the server refused (118) under the title', async () => {
    // Prepare
    installFakeApi({
      'Common/queryAllEmailTemplate': () => ok([template(1, 'Activate')]),
      'Common/editEmailTemplate': () => invalidField('emailTitle', 'The title is too long'),
    });
    renderApp('/maintain/email/index');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Activate' }, FIRST_RENDER));
    const title = screen.getByRole('textbox', { name: 'E-mail title' });
    await userEvent.type(title, ' now');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(descriptionOf(title)).toBe('The title is too long'));
  });
});
