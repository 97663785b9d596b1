/**
 * The manual array drawer [WIZ-4]: the product's messages, a
 * new array's default panel (the hidden way 1) and best angles, the 'best' boxes, and a drawn
 * array (insertway 2) edited without losing its drawing.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { arrayHandlers, BEST, customPanelInfo, renderStep, twoArrayDraft } from './arrays-fakes';

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add PV array' }, FIRST_RENDER));
  return screen.findByRole('dialog', { name: 'Add PV array' });
}

describe('manual array drawer', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
  });
  afterEach(() => cleanup());

  it('says the spec’s message for a missing name, panel and count', async () => {
    // Prepare: no default panel.
    installFakeApi(arrayHandlers());
    const step = renderStep(twoArrayDraft());
    const dialog = await openAdd();
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Number of panels' }));
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    for (const message of [
      'PV Array Name is empty',
      'Please choose a panel',
      'Number of PV modules not selected',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(step.current().body.pvArray).toHaveLength(2);
  });

  it('takes an error away as soon as its field is fixed, without another save', async () => {
    installFakeApi(arrayHandlers());
    renderStep(twoArrayDraft());
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('PV Array Name is empty')).toBeTruthy();
    // Act
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Carport');
    // Assess: the name's error went; the panel's, not fixed, stays.
    expect(within(dialog).queryByText('PV Array Name is empty')).toBeNull();
    expect(within(dialog).getByText('Please choose a panel')).toBeTruthy();
  });

  it('says the messages in Chinese too', async () => {
    await setLanguage('zh-CN');
    installFakeApi(arrayHandlers());
    renderStep(twoArrayDraft());
    await userEvent.click(await screen.findByRole('button', { name: '添加光伏阵列' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: '添加光伏阵列' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('光伏阵列名称为空')).toBeTruthy();
    expect(within(dialog).getByText('未选择组件')).toBeTruthy();
  });

  it('starts a new array with the default panel and the site’s best angles, and saves it', async () => {
    // Prepare
    const fake = installFakeApi(
      arrayHandlers({ 'component/queryUserDefaultComponentInfo': () => ok(customPanelInfo) }),
    );
    const step = renderStep(twoArrayDraft());
    const dialog = await openAdd();
    await within(dialog).findByText(/Acme AC-450, 450 W/);
    await waitFor(() =>
      expect((within(dialog).getByRole('spinbutton', { name: 'Tilt [°]' }) as HTMLInputElement).value).toBe(
        '23',
      ),
    );
    expect((within(dialog).getByRole('spinbutton', { name: 'Azimuth [°]' }) as HTMLInputElement).value).toBe(
      '176',
    );
    // Hangzhou in WGS-84, as stored.
    expect(fake.callsTo('Common/getBestTilt')[0]?.body).toMatchObject({
      Latitude: '30.28',
      Longitude: '120.15',
    });
    // Act
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Garage');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Number of panels' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Number of panels' }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add PV array' })).toBeNull());
    const draft = step.current();
    const added = draft.body.pvArray?.[2];
    expect(added).toMatchObject({
      pvarrayname: 'Garage',
      panelchoseway: 1,
      panelid: 'my-450',
      panelcount: 10,
      inclination: BEST.tilt,
      azimuth: BEST.azimuth,
      insertway: 1,
    });
    expect(added?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(added?.createtime).toBeUndefined();
    expect(draft.copies.panels['custom:my-450']).toMatchObject({ peakpower: 450, source: 'custom' });
    // 10 × 450 W.
    const row = screen.getByRole('row', { name: /Garage/ });
    expect(within(row).getByText('4.5')).toBeTruthy();
    expect(within(row).getByText('OK')).toBeTruthy();
  });

  it('stops following the best tilt when the tilt is moved by hand, and follows it again when ticked', async () => {
    installFakeApi(arrayHandlers());
    renderStep(twoArrayDraft());
    const dialog = await openAdd();
    const tilt = within(dialog).getByRole('spinbutton', { name: 'Tilt [°]' }) as HTMLInputElement;
    const box = within(dialog).getByRole('checkbox', { name: /^Best tilt/ }) as HTMLInputElement;
    await waitFor(() => expect(tilt.value).toBe('23'));
    expect(box.checked).toBe(true);

    await userEvent.clear(tilt);
    await userEvent.type(tilt, '35');
    expect(box.checked).toBe(false);
    expect((within(dialog).getByRole('slider', { name: 'Tilt [°]' }) as HTMLInputElement).value).toBe('35');

    await userEvent.click(box);
    await waitFor(() => expect(tilt.value).toBe('23'));
  });

  it('keeps a tilt typed out of range as typed, says the range and saves nothing until it is put right', async () => {
    installFakeApi(arrayHandlers({ 'component/queryUserDefaultComponentInfo': () => ok(customPanelInfo) }));
    const step = renderStep(twoArrayDraft());
    const dialog = await openAdd();
    await within(dialog).findByText(/Acme AC-450, 450 W/);
    const tilt = within(dialog).getByRole('spinbutton', { name: 'Tilt [°]' }) as HTMLInputElement;
    await waitFor(() => expect(tilt.value).toBe('23'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Garage');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Number of panels' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Number of panels' }), '10');
    // Act: 200, then away from the field and Save.
    await userEvent.clear(tilt);
    await userEvent.type(tilt, '200');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess: 200 is still there, with the range under the field; nothing was saved.
    expect(tilt.value).toBe('200');
    expect(within(dialog).getByText('Enter an angle from 0° to 90°.')).toBeTruthy();
    expect(tilt.getAttribute('aria-invalid')).toBe('true');
    expect(step.current().body.pvArray).toHaveLength(2);
    // Put right, it saves the angle typed.
    await userEvent.clear(tilt);
    await userEvent.type(tilt, '30');
    expect(within(dialog).queryByText('Enter an angle from 0° to 90°.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(step.current().body.pvArray).toHaveLength(3));
    expect(step.current().body.pvArray![2]!.inclination).toBe(30);
  });

  it('edits a stored array in place, keeping its id and creation time', async () => {
    installFakeApi(arrayHandlers());
    const step = renderStep(twoArrayDraft());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit East roof' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Edit PV array' });
    expect((within(dialog).getByRole('spinbutton', { name: 'Tilt [°]' }) as HTMLInputElement).value).toBe(
      '24',
    );
    const name = within(dialog).getByRole('textbox', { name: 'PV array name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'East roof 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit PV array' })).toBeNull());
    const arrays = step.current().body.pvArray ?? [];
    expect(arrays.map((array) => array.id)).toEqual(['a', 'b']);
    expect(arrays[0]).toMatchObject({
      pvarrayname: 'East roof 2',
      createtime: '2026-11-20T08:00:00.000Z',
      inclination: 24,
    });
  });

  it('keeps a drawn array’s drawing and count, the count read-only', async () => {
    installFakeApi(arrayHandlers());
    const draft = twoArrayDraft();
    const layout = {
      areaLatLngs: [
        { lat: 30, lng: 120 },
        { lat: 30.0001, lng: 120 },
        { lat: 30, lng: 120.0001 },
      ],
      rowSpacing: 0.5,
      layingMethod: 1,
    };
    draft.body.pvArray![1] = { ...draft.body.pvArray![1]!, insertway: 2, layout };
    const step = renderStep(draft);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit West roof' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Edit PV array' });
    const count = within(dialog).getByRole('spinbutton', { name: 'Number of panels' });
    expect(count.hasAttribute('readonly')).toBe(true);
    expect(within(dialog).getByText('Set by the drawing on the roof')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit PV array' })).toBeNull());
    expect(step.current().body.pvArray?.[1]).toMatchObject({ insertway: 2, layout, panelcount: 8 });
  });
});
