/**
 * The PV array list [WIZ-4]: the last array cannot be deleted, deleting
 * asks first, and a deleted array takes its string design with it (a string naming a
 * removed array makes the project incomplete [PRJ-3]).
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { oneArrayDraft, renderStep, twoArrayDraft } from './arrays-fakes';

describe('PV array list', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    installFakeApi({ 'component/queryUserDefaultComponentInfo': () => ok(null) });
  });
  afterEach(() => cleanup());

  it('lists each array with its way, panel, count and peak power', async () => {
    renderStep(twoArrayDraft());
    const row = (await screen.findByRole('row', { name: /East roof/ }, FIRST_RENDER)) as HTMLElement;
    // 6 × 410 W = 2.46 kW.
    for (const text of ['By hand', 'LONGi LR5-54HPH-410M (Hi-MO 5m)', '6', '2.46', '24', '180']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
  });

  it('does not let the last array be deleted', async () => {
    renderStep(oneArrayDraft());
    const remove = await screen.findByRole('button', { name: 'Delete East roof' }, FIRST_RENDER);
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(remove);
    expect(screen.queryByRole('dialog', { name: 'Delete PV array' })).toBeNull();
  });

  it('asks before deleting, and keeps the array when the question is cancelled', async () => {
    const step = renderStep(twoArrayDraft());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete West roof' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Delete PV array' });
    expect(within(dialog).getByText('Delete the PV array West roof?')).toBeTruthy();
    expect(within(dialog).getByText('Its string design on 1 MPPT input is removed too.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(step.current().body.pvArray?.map((array) => array.id)).toEqual(['a', 'b']);
  });

  it('deletes the array with the DC entries that wire it, and the last one left cannot go', async () => {
    const step = renderStep(twoArrayDraft());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete West roof' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Delete PV array' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const body = step.current().body;
    expect(body.pvArray?.map((array) => array.id)).toEqual(['a']);
    // MPPT2 carried 'b': its entry is gone; MPPT1 with 'a' stays.
    expect(body.inverter?.[0]?.inverters[0]?.DC?.map((entry) => [entry.mpptNo, entry.pvArrayId])).toEqual([
      ['MPPT1', 'a'],
    ]);
    expect(screen.queryByRole('row', { name: /West roof/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete East roof' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('shows the no-data state, and the step’s rule once the user tried to leave', async () => {
    const draft = oneArrayDraft();
    draft.body.pvArray = [];
    renderStep(draft, { showIssues: true });
    expect(
      await screen.findByText('No PV arrays yet. Add one with “Add PV array”.', {}, FIRST_RENDER),
    ).toBeTruthy();
    expect(screen.getByText('At least one PV array is required')).toBeTruthy();
    // The roof drawing is open: its entry point is enabled.
    expect(screen.getByRole('button', { name: 'Draw on the roof' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('lists a roof-drawn array as drawn', async () => {
    const draft = twoArrayDraft();
    draft.body.pvArray![1] = {
      ...draft.body.pvArray![1]!,
      insertway: 2,
      layout: {
        areaLatLngs: [
          { lat: 30, lng: 120 },
          { lat: 30.0001, lng: 120 },
          { lat: 30, lng: 120.0001 },
        ],
        rowSpacing: 0.5,
        layingMethod: 1,
      },
    };
    renderStep(draft);
    const row = (await screen.findByRole('row', { name: /West roof/ }, FIRST_RENDER)) as HTMLElement;
    expect(within(row).getByText('Drawn on the roof')).toBeTruthy();
  });
});
