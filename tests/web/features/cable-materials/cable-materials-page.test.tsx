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

function material(id: string, name: string, resistivity: number, isDefault: 0 | 1, version = 1) {
  return {
    Id: id,
    MaterialName: name,
    Resistivity: resistivity,
    IsDefault: isDefault,
    createtime: '2026-11-21T10:00:00.000Z',
    version,
  };
}

const copper = material('m-cu', 'Copper', 0.0175, 1);
const aluminium = material('m-al', 'Aluminium', 0.0283, 0, 3);

/** A fake queryAllUserCableMaterial searched by name. */
function listOf(...items: ReturnType<typeof material>[]) {
  return (body: Record<string, unknown>) => {
    const search = String(body.materialName ?? '').toLowerCase();
    return ok(items.filter((item) => item.MaterialName.toLowerCase().includes(search)));
  };
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('cable materials page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('stars the default material, which has neither delete nor set default', async () => {
    // Prepare
    installFakeApi({ 'cablematerial/queryAllUserCableMaterial': listOf(copper, aluminium) });
    // Act
    renderApp('/user/cablematerial/view');
    // Assess
    expect(await screen.findByRole('img', { name: 'Default material' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Copper' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set as default: Copper' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Aluminium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set as default: Aluminium' })).toBeTruthy();
    expect(screen.getAllByText('Resistivity [Ω·mm²/m]').length).toBeGreaterThan(0);
  });

  it('searches by material name 500 ms after typing stops', async () => {
    // Prepare
    const server = installFakeApi({ 'cablematerial/queryAllUserCableMaterial': listOf(copper, aluminium) });
    renderApp('/user/cablematerial/view');
    await screen.findByText('Aluminium', {}, FIRST_RENDER);
    // Act
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find by material name' }), 'alu');
    // Assess
    await waitFor(() => expect(screen.queryByText('Copper')).toBeNull());
    expect(server.callsTo('cablematerial/queryAllUserCableMaterial').map((call) => call.body)).toEqual([
      {},
      { materialName: 'alu' },
    ]);
  });

  it('refuses an empty name and a resistivity that is not a number, then adds the material', async () => {
    // Prepare
    const server = installFakeApi({
      'cablematerial/queryAllUserCableMaterial': listOf(copper, aluminium),
      'cablematerial/InsertUserCableMaterial': () => ok(material('m-ag', 'Silver', 0.0159, 1)),
    });
    renderApp('/user/cablematerial/view');
    await userEvent.click(await screen.findByRole('button', { name: 'Add material' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Add cable material' });
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The material name cannot be empty')).toBeTruthy();
    expect(within(dialog).getByText('The resistivity cannot be empty')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Material name' }), 'Silver');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Resistivity [Ω·mm²/m]' }), '1,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The resistivity must be a number')).toBeTruthy();
    expect(server.callsTo('cablematerial/InsertUserCableMaterial')).toHaveLength(0);
    const resistivity = within(dialog).getByRole('textbox', { name: 'Resistivity [Ω·mm²/m]' });
    await userEvent.clear(resistivity);
    await userEvent.type(resistivity, '0.0159');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Material Silver added')).toBeTruthy();
    expect(server.callsTo('cablematerial/InsertUserCableMaterial')[0]?.body).toEqual({
      material: 'Silver',
      resistivity: 0.0159,
      isDefault: 1,
    });
  });

  it('loads the selected card into the side form and saves it with the version read', async () => {
    // Prepare
    const server = installFakeApi({
      'cablematerial/queryAllUserCableMaterial': listOf(copper, aluminium),
      'cablematerial/QueryUserCableMaterialInfo': () => ok(aluminium),
      'cablematerial/UpdateUserCableMaterial': () => ok({ ...aluminium, Resistivity: 0.0282, version: 4 }),
    });
    renderApp('/user/cablematerial/view');
    expect(
      await screen.findByText('Select a material to edit its name and resistivity.', {}, FIRST_RENDER),
    ).toBeTruthy();
    // Act
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Material to edit Aluminium' }, FIRST_RENDER),
    );
    const resistivity = await screen.findByDisplayValue('0.0283');
    await userEvent.clear(resistivity);
    await userEvent.type(resistivity, '0.0282');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Material Aluminium saved')).toBeTruthy();
    expect(server.callsTo('cablematerial/QueryUserCableMaterialInfo')[0]?.body).toEqual({ id: 'm-al' });
    expect(server.callsTo('cablematerial/UpdateUserCableMaterial')[0]?.body).toEqual({
      id: 'm-al',
      material: 'Aluminium',
      resistivity: 0.0282,
      version: 3,
    });
  });

  it('moves the star, and deletes a material only after asking', async () => {
    // Prepare
    const server = installFakeApi({
      'cablematerial/queryAllUserCableMaterial': listOf(copper, aluminium),
      'cablematerial/defaultUserCableMaterial': () => ok(null),
      'cablematerial/DeleteUserCableMaterial': () => ok(null),
    });
    renderApp('/user/cablematerial/view');
    // Act
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set as default: Aluminium' }, FIRST_RENDER),
    );
    expect(await screen.findByText('Aluminium is now the default material')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Aluminium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete material' });
    expect(within(dialog).getByText('Delete the material Aluminium? This cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Assess
    expect(await screen.findByText('Material Aluminium deleted')).toBeTruthy();
    expect(server.callsTo('cablematerial/defaultUserCableMaterial')[0]?.body).toEqual({ id: 'm-al' });
    expect(server.callsTo('cablematerial/DeleteUserCableMaterial')[0]?.body).toEqual({ id: 'm-al' });
  });

  it('shows a name the server refused (118) under the side form’s name, keeping what was typed', async () => {
    // Prepare
    installFakeApi({
      'cablematerial/queryAllUserCableMaterial': listOf(copper, aluminium),
      'cablematerial/QueryUserCableMaterialInfo': () => ok(aluminium),
      'cablematerial/UpdateUserCableMaterial': () =>
        invalidField('material', 'A material with this name exists'),
    });
    renderApp('/user/cablematerial/view');
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Material to edit Aluminium' }, FIRST_RENDER),
    );
    const name = await screen.findByDisplayValue('Aluminium');
    await userEvent.clear(name);
    await userEvent.type(name, 'Copper');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(descriptionOf(name)).toBe('A material with this name exists'));
    expect(name).toHaveProperty('value', 'Copper');
  });
});
