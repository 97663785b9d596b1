import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, ok } from '../../support/fake-api';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';

/** A listing row of PageQueryUserComponent (PascalCase). */
function row(i: number, isDefault = false) {
  return {
    Id: `panel-${i}`,
    Manufacturer: i % 2 ? 'LONGi' : 'JA Solar',
    ComponentModelName: `Model ${i}`,
    ComponentLength: 2.256,
    ComponentWidth: 1.133,
    ComponentArea: 2.56,
    WaferMaterial: 'mono',
    PeakPower: 550,
    MppVoltage: 41.95,
    MppCurrent: 13.12,
    AllowedVoltage: 1500,
    Efficiency: 21.5,
    OpenCircuitVoltage: 49.8,
    ShortCircuitCurrent: 13.98,
    TempCoefficientVoc: -0.265,
    TempCoefficientVocUnit: '%/℃',
    TempCoefficientIsc: 0.05,
    TempCoefficientIscUnit: '%/℃',
    IsDefault: isDefault ? 1 : 0,
    CreateTime: '2026-11-21T10:00:00.000Z',
  };
}

const rows = Array.from({ length: 23 }, (_, i) => row(i, i === 0));

function pageQuery(body: Record<string, unknown>) {
  const limit = Number(body.limit);
  const offset = Number(body.offset);
  const search = (body.whereCondition as { manufacturerOrComponentName?: string } | undefined)
    ?.manufacturerOrComponentName;
  const found = rows.filter((r) => !search || `${r.Manufacturer} ${r.ComponentModelName}`.includes(search));
  return ok({
    resultData: found.slice((offset - 1) * limit, offset * limit),
    limit,
    offset,
    totalCount: found.length,
  });
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('custom panels page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('asks for page 1 of 10 rows, and a new search starts again on page 1', async () => {
    // Prepare
    const server = installFakeApi({ 'component/PageQueryUserComponent': pageQuery });
    renderApp('/user/component/list');
    await screen.findByText('Model 1', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Model 12');
    // Act
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Find by manufacturer or model name' }),
      'LONGi',
    );
    // Assess
    await waitFor(() => expect(server.callsTo('component/PageQueryUserComponent')).toHaveLength(3));
    expect(server.callsTo('component/PageQueryUserComponent').map((call) => call.body)).toEqual([
      { limit: 10, offset: 1 },
      { limit: 10, offset: 2 },
      { limit: 10, offset: 1, whereCondition: { manufacturerOrComponentName: 'LONGi' } },
    ]);
  });

  it('warns that batch delete needs a selection, and never deletes the default panel', async () => {
    // Prepare
    const server = installFakeApi({ 'component/PageQueryUserComponent': pageQuery });
    renderApp('/user/component/list');
    await screen.findByText('Model 1', {}, FIRST_RENDER);
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    // Assess
    expect(await screen.findByText('Please select at least one panel')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Delete Model 0' }) as HTMLButtonElement).getAttribute(
        'aria-disabled',
      ),
    ).toBe('true');
    expect(screen.queryByRole('button', { name: 'Set as default: Model 0' })).toBeNull();
    // The disabled delete explains itself; the refused batch says so as well.
    const reasons = screen.getAllByText('The default panel cannot be deleted').length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Model 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    await waitFor(() =>
      expect(screen.getAllByText('The default panel cannot be deleted')).toHaveLength(reasons + 1),
    );
    expect(server.callsTo('component/batchDeleteUserComponent')).toHaveLength(0);
  });

  it('sets another panel as the default', async () => {
    // Prepare
    const server = installFakeApi({
      'component/PageQueryUserComponent': pageQuery,
      'component/setDefaultUserComponent': () => ok(null),
    });
    renderApp('/user/component/list');
    // Act
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set as default: Model 3' }, FIRST_RENDER),
    );
    // Assess
    expect(await screen.findByText('Model 3 is now your default panel')).toBeTruthy();
    expect(server.callsTo('component/setDefaultUserComponent')[0]?.body).toEqual({ id: 'panel-3' });
  });

  it('deletes the selected panels after asking', async () => {
    // Prepare
    const server = installFakeApi({
      'component/PageQueryUserComponent': pageQuery,
      'component/batchDeleteUserComponent': () => ok({ deleted: 2 }),
    });
    renderApp('/user/component/list');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Model 1' }, FIRST_RENDER));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Model 2' }));
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete panels' });
    expect(within(dialog).getByText('Delete the 2 selected panels? This cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Assess
    expect(await screen.findByText('2 panels deleted')).toBeTruthy();
    expect(server.callsTo('component/batchDeleteUserComponent')[0]?.body).toEqual({
      ComponentIds: ['panel-1', 'panel-2'],
    });
  });
});
