/**
 * The solar radiation dialog: asked after the opening delay at the array's angles,
 * the annual sums in kWh/m²/year and the monthly values, re-asked when an angle changes, and the
 * set-best buttons. A failed query says so in the dialog (no notification [ERR-5]).
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { arrayHandlers, monthly, renderStep, source, twoArrayDraft } from './arrays-fakes';

/** The fake engine: tilted radiation grows with the tilt asked, so each answer is told apart. */
function radiationAnswer(body: Record<string, unknown>) {
  const tilt = Number(body.TiltAngle);
  const tilted = monthly(100 + tilt, 1);
  const horizontal = monthly(90, 2);
  const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
  return ok({
    Energy: monthly(80, 1),
    GlobalRadiation: horizontal,
    TiltedRadiation: tilted,
    annual: { Energy: sum(monthly(80, 1)), GlobalRadiation: sum(horizontal), TiltedRadiation: sum(tilted) },
    source,
  });
}

async function openRadiation() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit East roof' }, FIRST_RENDER));
  const form = await screen.findByRole('dialog', { name: 'Edit PV array' });
  await userEvent.click(within(form).getByRole('button', { name: 'Solar radiation' }));
  return { form, dialog: await screen.findByRole('dialog', { name: 'Solar radiation' }) };
}

describe('solar radiation dialog', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
  });
  afterEach(() => cleanup());

  it('shows the annual sums and monthly values at the array’s angles', async () => {
    const fake = installFakeApi(arrayHandlers({ 'Common/queryRadiationInfo': radiationAnswer }));
    renderStep(twoArrayDraft());
    const { dialog } = await openRadiation();
    // Tilt 24: tilted Jan 124 … Dec 135, sum 1,554; horizontal 90 … 112, sum 1,212.
    expect(await within(dialog).findByText('1,554 kWh/m²/year')).toBeTruthy();
    expect(within(dialog).getByText('1,212 kWh/m²/year')).toBeTruthy();
    expect(
      within(dialog).getByText('PVGIS typical meteorological year (European Commission JRC)'),
    ).toBeTruthy();
    expect(fake.callsTo('Common/queryRadiationInfo')[0]?.body).toMatchObject({
      Latitude: '30.28',
      Longitude: '120.15',
      TiltAngle: '24',
      AzimuthAngle: '180',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Monthly values' }));
    const january = within(dialog).getByRole('row', { name: /Jan/ });
    expect(within(january).getByText('90')).toBeTruthy();
    expect(within(january).getByText('124')).toBeTruthy();
  });

  it('asks for the project’s weather file, whose radiation it then is [ENG-6]', async () => {
    // Prepare: a project that computes with one of its owner's weather files.
    const fake = installFakeApi(arrayHandlers({ 'Common/queryRadiationInfo': radiationAnswer }));
    const draft = twoArrayDraft();
    draft.body.mapLocation = { ...draft.body.mapLocation, weatherFileId: 'wf1' };
    renderStep(draft);
    // Act
    const { dialog } = await openRadiation();
    // Assess
    await within(dialog).findByText('1,554 kWh/m²/year');
    expect(fake.callsTo('Common/queryRadiationInfo')[0]?.body).toMatchObject({ weatherFileId: 'wf1' });
    await waitFor(() =>
      expect(fake.callsTo('Common/getBestTilt').at(-1)?.body).toMatchObject({ weatherFileId: 'wf1' }),
    );
  });

  it('asks again when an angle changes, and sets the best tilt into the form', async () => {
    const fake = installFakeApi(arrayHandlers({ 'Common/queryRadiationInfo': radiationAnswer }));
    renderStep(twoArrayDraft());
    const { form, dialog } = await openRadiation();
    await within(dialog).findByText('1,554 kWh/m²/year');
    // Act: the best tilt of the fake site is 23°.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set best tilt (23°)' }));
    // Assess: tilted Jan 123 … Dec 134, sum 1,542.
    expect(await within(dialog).findByText('1,542 kWh/m²/year')).toBeTruthy();
    expect(fake.callsTo('Common/queryRadiationInfo').at(-1)?.body).toMatchObject({ TiltAngle: '23' });
    // The footer's Close (the header has its own close icon of the same name).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Solar radiation' })).toBeNull());
    expect((within(form).getByRole('spinbutton', { name: 'Tilt [°]' }) as HTMLInputElement).value).toBe('23');
  });

  it('says there are no figures when the query fails', async () => {
    installFakeApi(
      arrayHandlers({
        'Common/queryRadiationInfo': () => ({ code: 119, message: 'no climate', data: null }),
      }),
    );
    renderStep(twoArrayDraft());
    const { dialog } = await openRadiation();
    expect(await within(dialog).findByText('No radiation figures are available for this site')).toBeTruthy();
  });
});
