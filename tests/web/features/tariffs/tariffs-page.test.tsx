/**
 * The tariff library page [TAR-14]: its navigation entry and breadcrumb, the list, a preset
 * copied and saved as a new tariff, an edit on the version read (117 keeps what was typed and
 * offers the latest), a bad field refused before any call, and delete after a confirmation.
 */
import '../../support/dom-polyfills';
import { tariffPresetViews } from '@pvd/functions/_lib/tariff/tariff-views';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, ok } from '../../support/fake-api';
import { descriptionOf } from '../../support/field-error';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';

const presets = tariffPresetViews('en');
const jiangsu = presets.find((preset) => preset.id === 'jiangsu-general-ic')!;

function item(id: string, name: string, version = 1) {
  return {
    id,
    name,
    currency: 'CNY',
    periods: jiangsu.periods,
    hasDemandCharge: false,
    version,
    createtime: '2026-12-01T08:00:00.000Z',
    lastmodifytime: '2026-12-01T08:00:00.000Z',
    tariff: { ...jiangsu.tariff, name },
  };
}

const factory = item('t-1', 'Factory TOU');
const row = (({ tariff: _tariff, ...rest }) => rest)(factory);

describe('tariff library page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('is a page of the navigation with its crumb, listing the tariffs', async () => {
    // Prepare
    installFakeApi({ 'tariff/queryUserTariffs': () => ok([row]) });
    // Act
    renderApp('/user/tariff');
    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Tariffs' }, FIRST_RENDER)).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByText('Tariffs').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link', { name: 'Tariffs' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('Factory TOU')).toBeTruthy();
    expect(screen.getByText('Peak · Flat · Valley')).toBeTruthy();
  });

  it('copies a preset and saves it as a new tariff; an empty name is refused at the field first', async () => {
    // Prepare
    const server = installFakeApi({
      'tariff/queryUserTariffs': () => ok([]),
      'tariff/queryTariffPresets': () => ok(presets),
      'tariff/insertUserTariff': (body) => ok(item('t-9', String((body.tariff as { name: string }).name))),
    });
    renderApp('/user/tariff/list');
    await screen.findByText('No tariffs yet.', {}, FIRST_RENDER);
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Copy a preset' }));
    await userEvent.click(await screen.findByRole('button', { name: `Use ${jiangsu.name}` }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess: nothing sent, the message under the name.
    expect(descriptionOf(name)).toContain('This field is required');
    expect(server.callsTo('tariff/insertUserTariff')).toHaveLength(0);
    // Act
    await userEvent.type(name, 'My Jiangsu');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(server.callsTo('tariff/insertUserTariff')).toHaveLength(1));
    const sent = server.callsTo('tariff/insertUserTariff')[0]!.body.tariff as {
      name: string;
      periods: object;
    };
    expect(sent.name).toBe('My Jiangsu');
    expect(Object.keys(sent.periods)).toEqual(['peak', 'flat', 'valley']);
    expect(await screen.findByText('My Jiangsu saved.')).toBeTruthy();
  });

  it('edits on the version read; a 117 keeps what was typed and loads the latest on request', async () => {
    // Prepare
    let version = 1;
    const server = installFakeApi({
      'tariff/queryUserTariffs': () => ok([row]),
      'tariff/queryUserTariffInfo': () =>
        ok(item('t-1', version === 1 ? 'Factory TOU' : 'Factory TOU 2024', version)),
      'tariff/updateUserTariff': () => {
        version = 2;
        return { code: 117, message: 'Changed meanwhile', data: null };
      },
    });
    renderApp('/user/tariff/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Factory TOU' }, FIRST_RENDER));
    const peak = await screen.findByRole('spinbutton', { name: 'Import price of Peak' });
    // Act
    await userEvent.clear(peak);
    await userEvent.type(peak, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Changed meanwhile')).toBeTruthy();
    expect(server.callsTo('tariff/updateUserTariff')[0]?.body).toMatchObject({ id: 't-1', version: 1 });
    expect((peak as HTMLInputElement).value).toBe('1.5');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    // Assess
    expect(await screen.findByRole('heading', { name: 'Edit Factory TOU 2024' })).toBeTruthy();
  });

  it('deletes a tariff after its confirmation', async () => {
    // Prepare
    let rows = [row];
    const server = installFakeApi({
      'tariff/queryUserTariffs': () => ok(rows),
      'tariff/deleteUserTariff': () => {
        rows = [];
        return ok(null);
      },
    });
    renderApp('/user/tariff/list');
    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Factory TOU' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tariff' });
    expect(within(dialog).getByText(/Projects that use it keep their own copy/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Assess
    await waitFor(() => expect(server.callsTo('tariff/deleteUserTariff')).toHaveLength(1));
    expect(await screen.findByText('Factory TOU deleted.')).toBeTruthy();
    expect(await screen.findByText('No tariffs yet.')).toBeTruthy();
  });
});
