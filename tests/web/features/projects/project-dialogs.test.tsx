import '../../support/dom-polyfills';
import * as projectCalls from '@pvd/shared/api/project';
import { validationMessage } from '@pvd/shared/errors/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Envelope, installFakeApi, ok } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';
import { LIST, pageQueryOver, projectRow, setUpProjectPageTests, slow } from './project-fakes';

const rows = [projectRow(0, { ProName: 'Hangzhou home' }), projectRow(1)];

/** A 118 refusal with one field error, as the server sends it (`data.fieldErrors`). */
function refusedField(field: string, key: string, message: string): Envelope {
  return { code: 118, message: 'Invalid input', data: { fieldErrors: [{ field, key, message }] } };
}

/** What the share call's own schema says of `email` (the dialog checks with that schema). */
function schemaMessage(email: string): string {
  const checked = projectCalls.ShareProject.request.safeParse({
    projectId: 'p',
    sharedUserLoginEmail: email,
  });
  return validationMessage(checked.success ? '' : (checked.error.issues[0]?.message ?? ''), 'en');
}

/** Renders the list and opens the dialog of a row action. */
async function openDialog(action: string, title: string) {
  renderApp('/user/project/list');
  await userEvent.click(await screen.findByRole('button', { name: `${action} Hangzhou home` }, slow));
  return screen.findByRole('dialog', { name: title });
}

describe('project list dialogs', { timeout: 60_000 }, () => {
  setUpProjectPageTests();

  it('asks before deleting, naming the project, then deletes it and says so', async () => {
    // Prepare
    const server = installFakeApi({
      [LIST]: pageQueryOver(rows),
      'project/deleteUserProject': () => ok(null),
    });
    const dialog = await openDialog('Delete', 'Delete project');
    // Assess: nothing deleted yet.
    expect(
      within(dialog).getByText(
        'Delete the project Hangzhou home? Its images and reports are deleted with it. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('project/deleteUserProject')).toHaveLength(0);
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Assess
    expect(await screen.findByText('Project Hangzhou home deleted')).toBeTruthy();
    expect(server.callsTo('project/deleteUserProject')[0]?.body).toEqual({ projectId: 'project-0' });
  });

  it('copies under a required name, "<name> (copy)" to start with, showing the server’s field error', async () => {
    // Prepare
    let answer = refusedField('projectName', 'tooLong', 'At most 100 characters');
    const server = installFakeApi({ [LIST]: pageQueryOver(rows), 'project/copyProject': () => answer });
    const dialog = await openDialog('Copy', 'Copy project');
    const name = within(dialog).getByRole('textbox', { name: 'New project name' }) as HTMLInputElement;
    expect(name.value).toBe('Hangzhou home (copy)');
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Act: no name.
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // Assess
    expect(await within(dialog).findByText('Please enter the new project name')).toBeTruthy();
    expect(server.callsTo('project/copyProject')).toHaveLength(0);
    // Act: a name the server refuses.
    await userEvent.type(name, 'Hangzhou home B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // Assess
    expect(await within(dialog).findByText('At most 100 characters')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Act: accepted.
    answer = ok('project-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // Assess
    expect(await screen.findByText('Project copied as Hangzhou home B')).toBeTruthy();
    expect(server.callsTo('project/copyProject').map((call) => call.body)).toEqual([
      { projectId: 'project-0', projectName: 'Hangzhou home B' },
      { projectId: 'project-0', projectName: 'Hangzhou home B' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy project' })).toBeNull());
  });

  it('checks the recipient’s e-mail, and shows 108 and sharing with oneself under the field', async () => {
    // Prepare
    const answers: Envelope[] = [
      { code: 108, message: 'The account does not exist', data: null },
      refusedField('sharedUserLoginEmail', 'shareToSelf', 'You cannot share a project with yourself'),
      ok(null),
    ];
    const server = installFakeApi({
      [LIST]: pageQueryOver(rows),
      'project/ShareProject': () => answers.shift() ?? ok(null),
    });
    const dialog = await openDialog('Share', 'Share project');
    const email = within(dialog).getByRole('textbox', { name: 'Recipient’s login e-mail' });
    const share = within(dialog).getByRole('button', { name: 'Share' });
    // Act + Assess: empty, then not an e-mail; nothing sent.
    await userEvent.click(share);
    expect(await within(dialog).findByText(schemaMessage(''))).toBeTruthy();
    await userEvent.type(email, 'li.example.com');
    await userEvent.click(share);
    expect(await within(dialog).findByText(schemaMessage('li.example.com'))).toBeTruthy();
    expect(schemaMessage('li.example.com')).toBe('Please enter a valid email address');
    expect(server.callsTo('project/ShareProject')).toHaveLength(0);
    // Act + Assess: no such account (108, here without a field error), under the field and not as a notice.
    await userEvent.clear(email);
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(share);
    expect(await within(dialog).findByText(validationMessage('shareRecipientNotFound', 'en'))).toBeTruthy();
    expect(screen.queryByText('The account does not exist')).toBeNull();
    // Act + Assess: oneself (118).
    await userEvent.click(share);
    expect(await within(dialog).findByText('You cannot share a project with yourself')).toBeTruthy();
    // Act + Assess: shared.
    await userEvent.clear(email);
    await userEvent.type(email, 'li@example.com');
    await userEvent.click(share);
    expect(await screen.findByText('Hangzhou home shared with li@example.com')).toBeTruthy();
    expect(server.callsTo('project/ShareProject').at(-1)?.body).toEqual({
      projectId: 'project-0',
      sharedUserLoginEmail: 'li@example.com',
    });
  });

  it('asks before closing a dialog whose value was changed', async () => {
    // Prepare
    installFakeApi({ [LIST]: pageQueryOver(rows) });
    const dialog = await openDialog('Share', 'Share project');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Recipient’s login e-mail' }), 'li@');
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Assess
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share project' })).toBeNull());
  });
});
