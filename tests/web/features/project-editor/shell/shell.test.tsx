/**
 * The wizard's shell [WIZ-1]: the steps of each type, forward only when the step
 * validates (the refusal's message gone once it does), every step of a saved project open at once
 * with Save on each, the step list in the tab order, the first save creating the project and later
 * ones editing it on its version, the frequently used panels read again after a save, the 117
 * choice (reload or keep mine), the local draft offered back (a discarded one forgets its roof
 * images), and the lost primary key. Every refusal, the draft's own or the server's (115/118),
 * names its field under the field, on its step, scrolled into view with the keyboard on it.
 */
import '@tests/web/support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST, pageQueryOver, setUpProjectPageTests } from '@tests/web/features/projects/project-fakes';
import { type Envelope, installFakeApi, ok } from '@tests/web/support/fake-api';
import { descriptionOf } from '@tests/web/support/field-error';
import { FIRST_RENDER, PAGE_TEST, renderApp } from '@tests/web/support/render-app';
import { describe, expect, it, vi } from 'vitest';
import { newDraft } from '@/features/project-editor/model/draft';
import {
  pendingRoofImage,
  setPendingRoofImage,
} from '@/features/project-editor/pv-arrays/roof/pending-roof-images';
import { localDraftKey, writeLocalDraft } from '@/features/project-editor/shell/local-draft';
import { savedView } from '../editor-fakes';

const EDIT = 'project/editUserGridConnectedProject';
const CREATE = 'project/createtUserGridConnectedProject';
const VIEW = 'project/getUserProjectBaseInfo';
const FREQUENT = 'component/queryUserFrequentlyUsedComponent';
const stale: Envelope = { code: 117, message: 'The project was changed elsewhere', data: null };

/** What the user's session is called in these tests (render-app's storeSession). */
const ACCOUNT = `Test ${Role.user}`;

/** The step's title (the wizard's form header). */
function stepHeading(title: string) {
  return screen.findByRole('heading', { level: 1, name: title }, FIRST_RENDER);
}

/** The wizard's step list. */
async function stepList() {
  const navigation = await screen.findByRole('navigation', { name: 'Design steps' }, FIRST_RENDER);
  return within(navigation).getAllByRole('listitem');
}

describe('the project wizard', PAGE_TEST, () => {
  setUpProjectPageTests();

  it('has 7 steps for grid-connected, 8 for storage, and goes forward only from a valid step', async () => {
    installFakeApi({});
    const { unmount } = renderApp('/user/project/create/energy-storage');
    expect(await stepList()).toHaveLength(8);
    unmount();

    renderApp('/user/project/create/grid-connected');
    expect(await stepList()).toHaveLength(7);
    await stepHeading('Base info');
    // A new project has no name yet: the base info step does not validate.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Complete the marked fields of this step first.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Base info' })).toBeTruthy();
  });

  it('keeps a new project’s later steps shut but in the tab order; a refusal’s message goes once the step validates', async () => {
    installFakeApi({});
    renderApp('/user/project/create/grid-connected');
    await stepHeading('Base info');
    const ahead = screen.getByRole('button', { name: 'Step 3 Inverter' });
    expect(ahead.getAttribute('aria-disabled')).toBe('true');
    ahead.focus();
    expect(document.activeElement).toBe(ahead);
    await userEvent.click(ahead);
    expect(screen.getByRole('heading', { level: 1, name: 'Base info' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Complete the marked fields of this step first.');
    // Act: the marked fields are filled in; Next is not pressed again.
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), 'Home');
    await userEvent.type(screen.getByRole('textbox', { name: 'Owner name' }), 'Li');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Hangzhou');
    // Assess
    await waitFor(() =>
      expect(screen.queryByText('Complete the marked fields of this step first.')).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Step 2 PV array' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('opens any step of a saved project from the step list, and saves from it back to the list', async () => {
    const server = installFakeApi({
      [VIEW]: () => ok(savedView()),
      [EDIT]: () => ok({ version: 4, IsComplete: 1 }),
      [LIST]: pageQueryOver([]),
    });
    const { router } = renderApp('/user/project/edit/grid-connected/p1');
    await stepHeading('Base info');
    // Act: straight to the fifth step, no Next pressed.
    await userEvent.click(screen.getByRole('button', { name: 'Step 5 System loss' }));
    await stepHeading('System loss');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/project/list'));
    expect(server.callsTo(EDIT)[0]?.body).toMatchObject({ projectId: 'p1', version: 3 });
  });

  it('reads the frequently used panels again after a save (the save records the panels used)', async () => {
    const server = installFakeApi({
      [VIEW]: () => ok(savedView()),
      [EDIT]: () => ok({ version: 4, IsComplete: 1 }),
      [FREQUENT]: () => ok([]),
    });
    renderApp('/user/project/edit/grid-connected/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Step 2 PV array' }, FIRST_RENDER));
    /** Opens the panel chooser (its first way is the frequently used list) and closes it. */
    const lookAtFrequentPanels = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Add PV array' }));
      const form = await screen.findByRole('dialog', { name: 'Add PV array' });
      await userEvent.click(within(form).getByRole('button', { name: 'Choose panel' }));
      const chooser = await screen.findByRole('dialog', { name: 'Choose panel' });
      // The list is read (or taken from the cache) once the chooser shows; a fetch takes a tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await userEvent.click(within(chooser).getByRole('button', { name: 'Cancel' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    };
    await lookAtFrequentPanels();
    await waitFor(() => expect(server.callsTo(FREQUENT)).toHaveLength(1));
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save and stay' }));
    await waitFor(() => expect(server.callsTo(EDIT)).toHaveLength(1));
    await lookAtFrequentPanels();
    // Assess: not the list cached before the save.
    await waitFor(() => expect(server.callsTo(FREQUENT)).toHaveLength(2));
  });

  it('creates on the first pre-save, then edits the saved project on the version it answered', async () => {
    const draft = newDraft(0);
    draft.body.projectBase.proName = 'Restored home';
    draft.body.projectBase.proOwnerName = 'Li';
    draft.body.mapLocation.proAddress = 'Hangzhou';
    writeLocalDraft(localDraftKey(ACCOUNT, draft), { draft, step: 'base', writtenAt: Date.now() });
    const server = installFakeApi({
      [CREATE]: () => ok('p1'),
      [VIEW]: () => ok(savedView(1)),
      [EDIT]: () => ok({ version: 2, IsComplete: 1 }),
    });
    const router = renderApp('/user/project/create/grid-connected').router;
    // The local draft left by an earlier visit is offered back.
    await screen.findByText('Unsaved changes found', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pre-save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/project/edit/grid-connected/p1'));
    // The saved project opens on the step the pre-save was made on.
    expect(router.state.location.search).toBe('?step=base');
    expect(server.callsTo(CREATE)[0]?.body.projectBase).toMatchObject({ proName: 'Restored home' });
    // The saved draft is gone from the browser: it is on the server now.
    expect(localStorage.getItem(localDraftKey(ACCOUNT, draft))).toBeNull();
    await waitFor(() => expect(server.callsTo(VIEW)).toHaveLength(1));
    await screen.findByRole('button', { name: 'Save and stay' }, FIRST_RENDER);
    // After the pre-save the create page gives way to the edit page: a click that lands on the
    // leaving page's button is lost, so click the button on the page as it is until a save goes.
    await waitFor(
      async () => {
        if (server.callsTo(EDIT).length === 0) {
          await userEvent.click(screen.getByRole('button', { name: 'Save and stay' }));
        }
        expect(server.callsTo(EDIT)).toHaveLength(1);
      },
      { timeout: 20_000 },
    );
    expect(server.callsTo(EDIT)[0]?.body).toMatchObject({ projectId: 'p1', version: 1 });
  });

  it('forgets the roof image chosen in a local draft when that draft is discarded', async () => {
    // Prepare: a draft left with a drawn array whose roof image was chosen and not yet stored.
    const draft = newDraft(0);
    draft.body.projectBase.proName = 'Left with a roof image';
    draft.body.pvArray = [{ ...(draft.body.pvArray?.[0] ?? {}), id: 'roof-a' } as never];
    writeLocalDraft(localDraftKey(ACCOUNT, draft), { draft, step: 'base', writtenAt: Date.now() });
    setPendingRoofImage(
      'roof-a',
      new File([new Uint8Array([137, 80, 78, 71])], 'roof.png', { type: 'image/png' }),
    );
    installFakeApi({});
    renderApp('/user/project/create/grid-connected');
    await screen.findByText('Unsaved changes found', {}, FIRST_RENDER);
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    // Assess: a later draft with the same array would otherwise store the old file at its save.
    expect(pendingRoofImage('roof-a')).toBeNull();
    expect(localStorage.getItem(localDraftKey(ACCOUNT, draft))).toBeNull();
  });

  it('has the project list read again after a save (its cached pages are stale)', async () => {
    const draft = newDraft(0);
    draft.body.projectBase.proName = 'Listed home';
    draft.body.projectBase.proOwnerName = 'Li';
    draft.body.mapLocation.proAddress = 'Hangzhou';
    writeLocalDraft(localDraftKey(ACCOUNT, draft), { draft, step: 'base', writtenAt: Date.now() });
    const server = installFakeApi({
      [LIST]: pageQueryOver([]),
      [CREATE]: () => ok('p1'),
      [VIEW]: () => ok(savedView(1)),
    });
    const { router } = renderApp('/user/project/list');
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(1), FIRST_RENDER);
    await router.navigate('/user/project/create/grid-connected');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }, FIRST_RENDER));
    await userEvent.click(screen.getByRole('button', { name: 'Pre-save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/project/edit/grid-connected/p1'));
    await router.navigate('/user/project/list');
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(2));
  });

  it('after a 117 keeps the user’s changes on the newer version, or reloads the saved project', async () => {
    let version = 3;
    const edits: Envelope[] = [stale, ok({ version: 6, IsComplete: 1 }), stale];
    const server = installFakeApi({
      [VIEW]: () => ok(savedView(version)),
      [EDIT]: () => edits.shift() ?? ok({ version: 7, IsComplete: 1 }),
    });
    renderApp('/user/project/edit/grid-connected/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and stay' }, FIRST_RENDER));
    let dialog = await screen.findByRole('dialog', { name: 'The project changed elsewhere' });
    version = 5;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(server.callsTo(EDIT)).toHaveLength(2));
    expect(server.callsTo(EDIT).map((call) => call.body.version)).toEqual([3, 5]);

    // The next save meets another change: this time the user takes the saved project.
    await userEvent.click(screen.getByRole('button', { name: 'Save and stay' }));
    dialog = await screen.findByRole('dialog', { name: 'The project changed elsewhere' });
    version = 8;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload the project' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'The project changed elsewhere' })).toBeNull(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and stay' }));
    await waitFor(() => expect(server.callsTo(EDIT)).toHaveLength(4));
    expect(server.callsTo(EDIT)[3]?.body.version).toBe(8);
  });

  it('names an empty owner under its field at a pre-save, scrolled into view and focused, asking no server', async () => {
    // Prepare: a new project with its name and address, but no owner.
    const draft = newDraft(0);
    draft.body.projectBase.proName = 'Home';
    draft.body.mapLocation.proAddress = 'Hangzhou';
    writeLocalDraft(localDraftKey(ACCOUNT, draft), { draft, step: 'base', writtenAt: Date.now() });
    const server = installFakeApi({ [CREATE]: () => ok('p1') });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/user/project/create/grid-connected');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }, FIRST_RENDER));
    const owner = screen.getByRole('textbox', { name: 'Owner name' });
    expect(owner.getAttribute('aria-required')).toBe('true');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Pre-save' }));
    // Assess
    await waitFor(() => expect(document.activeElement).toBe(owner));
    expect(descriptionOf(owner)).toBe('Please enter the owner name');
    expect(scrolled.mock.contexts).toContain(owner);
    expect(server.callsTo(CREATE)).toHaveLength(0);
    expect(screen.queryByText('A parameter is missing')).toBeNull();
    scrolled.mockRestore();
  });

  it('shows the server’s field error under its field on the step that holds it, until the field changes', async () => {
    // Prepare: the saved project, edited on its fifth step; the server refuses the name.
    const server = installFakeApi({
      [VIEW]: () => ok(savedView()),
      [EDIT]: () => ({
        code: 118,
        message: 'Invalid input',
        data: {
          fieldErrors: [{ field: 'projectBase.proName', key: 'invalidValue', message: 'Invalid value' }],
        },
      }),
    });
    renderApp('/user/project/edit/grid-connected/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Step 5 System loss' }, FIRST_RENDER));
    await stepHeading('System loss');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save and stay' }));
    // Assess: back on the base info, the name named and focused; no list above the step.
    await stepHeading('Base info');
    const name = screen.getByRole('textbox', { name: 'Project name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(descriptionOf(name)).toBe('Invalid value');
    expect(screen.queryByText('The project was not saved:')).toBeNull();
    expect(server.callsTo(EDIT)).toHaveLength(1);
    await userEvent.type(name, ' 2');
    await waitFor(() => expect(descriptionOf(name)).toBe(''));
  });

  it('brings the first marked field into view when Next is refused', async () => {
    installFakeApi({});
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/user/project/create/grid-connected');
    await stepHeading('Base info');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess: the project name is the first field in error.
    const name = screen.getByRole('textbox', { name: 'Project name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(scrolled.mock.contexts).toContain(name);
    scrolled.mockRestore();
  });

  it('opens a saved project on the step its address names, which follows the step the user is on', async () => {
    installFakeApi({ [VIEW]: () => ok(savedView()) });
    // Act: a reload of the address the editor had on its fifth step.
    const { router } = renderApp('/user/project/edit/grid-connected/p1?step=loss');
    // Assess
    await stepHeading('System loss');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Step 2 PV array' }));
    // Assess: replaced, not pushed, so Back still leaves the editor.
    await stepHeading('PV array');
    await waitFor(() => expect(router.state.location.search).toBe('?step=arrays'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens a new project no further than its draft validates, whatever its address names', async () => {
    installFakeApi({});
    const { router } = renderApp('/user/project/create/grid-connected?step=inverters');
    await stepHeading('Base info');
    await waitFor(() => expect(router.state.location.search).toBe('?step=base'));
  });

  it('moves on from a valid step, and says when the edit route has no id', async () => {
    installFakeApi({ [VIEW]: () => ok(savedView()) });
    const { unmount } = renderApp('/user/project/edit/grid-connected/p1');
    await screen.findByRole('button', { name: 'Save and stay' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('PV array');
    unmount();

    renderApp('/user/project/edit/grid-connected');
    expect(await screen.findByText('project primary key lost', {}, FIRST_RENDER)).toBeTruthy();
  });
});
