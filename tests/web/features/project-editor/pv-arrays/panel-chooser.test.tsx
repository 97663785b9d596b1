/**
 * The panel chooser [WIZ-6]: system panels by
 * manufacturer then model, the panel's parameters, length and width editable (min 0.5), changing
 * the way clears the choice, 'Please choose a panel' without a panel, the chosen panel's
 * copy in the draft so the live record assembles, and the user's own panels read again at each
 * opening (one imported in another tab meanwhile shows without a reload).
 */
import '@tests/web/support/dom-polyfills';
import { toUserPanelRow } from '@pvd/shared/catalogue/user-panel';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { arrayHandlers, customPanelInfo, renderStep, twoArrayDraft } from './arrays-fakes';

async function openChooser() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add PV array' }, FIRST_RENDER));
  const form = await screen.findByRole('dialog', { name: 'Add PV array' });
  await userEvent.click(within(form).getByRole('button', { name: 'Choose panel' }));
  return { form, chooser: await screen.findByRole('dialog', { name: 'Choose panel' }) };
}

async function choose(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${field}`) }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

async function chooseSystemPanel(chooser: HTMLElement) {
  await userEvent.click(within(chooser).getByRole('radio', { name: 'System panels' }));
  await choose(chooser, 'Manufacturer', 'LONGi');
  await choose(chooser, 'Model', 'LR5-54HPH-410M');
  await within(chooser).findByText('Peak power [W]');
}

describe('panel chooser', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
  });
  afterEach(() => cleanup());

  it('chooses a system panel by manufacturer then model and shows its parameters', async () => {
    const fake = installFakeApi(arrayHandlers());
    renderStep(twoArrayDraft());
    const { chooser } = await openChooser();
    await chooseSystemPanel(chooser);
    expect(fake.callsTo('Common/queryComponentOptions').at(-1)?.body).toEqual({
      choseWay: 2,
      manufacturerId: 'LONGi',
    });
    expect(fake.callsTo('component/querySystemComponentInfo')[0]?.body).toEqual({ Id: 'lr5-410' });
    for (const value of ['410', '31.35', '13.08', '37.45', '13.87', '1,500']) {
      expect(within(chooser).getByText(value)).toBeTruthy();
    }
    expect(
      (within(chooser).getByRole('spinbutton', { name: 'Panel length [m]' }) as HTMLInputElement).value,
    ).toBe('1.722');
  });

  it('clears the choice when the way changes, then says Please choose a panel', async () => {
    installFakeApi(arrayHandlers());
    renderStep(twoArrayDraft());
    const { chooser } = await openChooser();
    await chooseSystemPanel(chooser);
    // Act
    await userEvent.click(within(chooser).getByRole('radio', { name: 'My panels' }));
    // Assess: no model, no parameters, no manufacturer select.
    expect(within(chooser).queryByText('Peak power [W]')).toBeNull();
    expect(within(chooser).queryByRole('button', { name: /^Manufacturer/ })).toBeNull();
    expect(within(chooser).getByRole('button', { name: /^Model/ }).textContent).toContain('Choose a model');
    await userEvent.click(within(chooser).getByRole('button', { name: 'Use this panel' }));
    expect(within(chooser).getByText('Please choose a panel')).toBeTruthy();
    // Back to system panels: the manufacturer is asked again.
    await userEvent.click(within(chooser).getByRole('radio', { name: 'System panels' }));
    expect(within(chooser).getByRole('button', { name: /^Manufacturer/ }).textContent).toContain(
      'Choose a manufacturer',
    );
  });

  it('takes an edited size (min 0.5 m) and puts the panel’s copy in the draft', async () => {
    installFakeApi(arrayHandlers());
    const step = renderStep(twoArrayDraft());
    const { form, chooser } = await openChooser();
    await chooseSystemPanel(chooser);
    const length = within(chooser).getByRole('spinbutton', { name: 'Panel length [m]' });
    await userEvent.clear(length);
    await userEvent.type(length, '0.4');
    await userEvent.click(within(chooser).getByRole('button', { name: 'Use this panel' }));
    expect(within(chooser).getByText('The value is too small')).toBeTruthy();
    await userEvent.clear(length);
    await userEvent.type(length, '1.755');
    await userEvent.click(within(chooser).getByRole('button', { name: 'Use this panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose panel' })).toBeNull());
    expect(within(form).getByText(/LR5-54HPH-410M \(Hi-MO 5m\), 410 W, 1\.755 × 1\.134 m/)).toBeTruthy();

    await userEvent.type(within(form).getByRole('textbox', { name: 'PV array name' }), 'Carport');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add PV array' })).toBeNull());
    const draft = step.current();
    expect(draft.body.pvArray?.[2]).toMatchObject({
      panelchoseway: 2,
      panelid: 'lr5-410',
      panel: { componentlength: 1.755, componentwidth: 1.134 },
    });
    expect(draft.copies.panels['system:lr5-410']).toMatchObject({ source: 'system', peakpower: 410 });
  });

  it('offers the frequently used panels and the user’s own', async () => {
    const fake = installFakeApi(arrayHandlers());
    renderStep(twoArrayDraft());
    const { chooser } = await openChooser();
    // Frequently used is the first way.
    await choose(chooser, 'Model', 'Acme AC-450');
    await within(chooser).findByText('Peak power [W]');
    expect(fake.callsTo('component/queryUserFrequentlyUsedComponentInfo')[0]?.body).toEqual({
      panelid: 'my-450',
      panelName: 'Acme AC-450',
    });
    await userEvent.click(within(chooser).getByRole('radio', { name: 'My panels' }));
    await choose(chooser, 'Model', 'Acme AC-450');
    await within(chooser).findByText('Peak power [W]');
    expect(fake.callsTo('component/queryUserComponentInfo')[0]?.body).toEqual({ id: 'my-450' });
  });

  it('reads the user’s panels again each time it opens, so one added in another tab shows', async () => {
    // Prepare: the first opening lists one panel of the user's.
    const mine = [toUserPanelRow(customPanelInfo)];
    const fake = installFakeApi(
      arrayHandlers({
        'component/PageQueryUserComponent': () =>
          ok({ resultData: mine, limit: 100, offset: 1, totalCount: mine.length }),
      }),
    );
    renderStep(twoArrayDraft());
    let { form, chooser } = await openChooser();
    await userEvent.click(within(chooser).getByRole('radio', { name: 'My panels' }));
    await waitFor(() => expect(fake.callsTo('component/PageQueryUserComponent')).toHaveLength(1));
    await userEvent.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    // Act: a panel imported from a PVsyst file in another tab, then the chooser opened again.
    mine.push(toUserPanelRow({ ...customPanelInfo, Id: 'pan-1', manufacturer: 'Imported', IsDefault: 0 }));
    ({ form, chooser } = await openChooser());
    await userEvent.click(within(chooser).getByRole('radio', { name: 'My panels' }));
    // Assess
    await waitFor(() => expect(fake.callsTo('component/PageQueryUserComponent')).toHaveLength(2));
    await userEvent.click(within(chooser).getByRole('button', { name: /^Model/ }));
    expect(await screen.findByRole('option', { name: /Imported AC-450/ })).toBeTruthy();
  });
});
