/**
 * The tariff step [TAR-14]: a preset chosen by reference and made the project's own by the first
 * edit, a bad price kept as typed with its message at the field, the grid limits (zero export, a
 * share of the inverters' rating in kW) and the storage strategy written to the draft, a save to
 * the library answered 117 said clearly, and an imported file refused with its fields named.
 */
import '@tests/web/support/dom-polyfills';
import { tariffPresetViews } from '@pvd/functions/_lib/tariff/tariff-views';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { descriptionOf } from '@tests/web/support/field-error';
import { describe, expect, it } from 'vitest';
import { TariffStep } from '@/features/project-editor/tariff/tariff-step';
import { homeDraft, renderStep, setUpStepTests } from '../home-draft-harness';

const GUANGDONG = 'Guangdong Pearl River Delta general I&C TOU';

function fakeServer(extra: Record<string, () => ReturnType<typeof ok>> = {}) {
  return installFakeApi({
    'tariff/queryTariffPresets': () => ok(tariffPresetViews('en')),
    'tariff/queryUserTariffs': () => ok([]),
    ...extra,
  });
}

async function choosePreset(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Choose preset or library tariff' }));
  await userEvent.click(await screen.findByRole('button', { name: `Use ${name}` }));
}

describe('tariff step', { timeout: 60_000 }, () => {
  setUpStepTests();

  it('keeps a preset by reference until the first edit makes it the project’s own', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(TariffStep, homeDraft());
    expect(screen.getByText(/No tariff: the investment step/)).toBeTruthy();
    // Act
    await choosePreset(GUANGDONG);
    // Assess: the reference is sent, the preset's periods and source shown.
    expect(step.draft().body.tariff).toEqual({ source: 'preset', presetId: 'guangdong-prd-general-ic' });
    expect(await screen.findByRole('spinbutton', { name: 'Import price of Critical peak' })).toBeTruthy();
    expect(screen.getByText(/^Source: .*2\d{3}-\d{2}/)).toBeTruthy();
    // Act: paint January 00:00 with the critical peak (the first period, the brush at first).
    const cell = screen.getByRole('gridcell', { name: 'Jan, 0:00 to 1:00: Valley, period 4' });
    fireEvent.pointerDown(cell, { button: 0 });
    fireEvent.pointerUp(window);
    // Assess
    const tariff = step.draft().body.tariff;
    expect(tariff?.source).toBe('own');
    if (tariff?.source !== 'own') throw new Error('not own');
    expect(tariff.tariff.weekday[0]?.[0]).toBe('critical');
    expect(tariff.tariff.weekday[1]?.[0]).toBe('valley');
    expect(screen.getByRole('gridcell', { name: 'Jan, 0:00 to 1:00: Critical peak, period 1' })).toBeTruthy();
  });

  it('keeps a negative price as typed and says so under the field once it is left', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(TariffStep, homeDraft());
    await choosePreset(GUANGDONG);
    const price = await screen.findByRole('spinbutton', { name: 'Import price of Peak' });
    // Act
    await userEvent.clear(price);
    await userEvent.type(price, '-1');
    await userEvent.tab();
    // Assess
    await waitFor(() => expect(descriptionOf(price)).toContain('Cannot be less than 0'));
    expect((price as HTMLInputElement).value).toBe('-1');
    const tariff = step.draft().body.tariff;
    expect(tariff?.source === 'own' && tariff.tariff.periods.peak?.import).toBe(-1);
  });

  it('writes zero export, a share of the inverters’ rating and the import limit to the grid limits', async () => {
    // Prepare: the home project's 5 kW inverter.
    fakeServer();
    const step = renderStep(TariffStep, homeDraft());
    // Act
    await userEvent.click(screen.getByRole('radio', { name: /Zero export/ }));
    // Assess
    expect(step.draft().body.gridLimits).toEqual({ exportLimit: { kind: 'zero' } });
    // Act
    await userEvent.click(screen.getByRole('radio', { name: /Share of the inverters/ }));
    const share = screen.getByRole('spinbutton', { name: /Export limit \(% of/ });
    await userEvent.clear(share);
    await userEvent.type(share, '60');
    // Assess: 60 % of 5 kW.
    expect(step.draft().body.gridLimits?.exportLimit).toEqual({ kind: 'percentOfInverters', percent: 60 });
    expect(descriptionOf(share)).toContain('Of 5 kW rated: 3 kW');
    // Act
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Import limit (kW)' }), '80');
    expect(step.draft().body.gridLimits?.importLimitKw).toBe(80);
    // Assess: a grid-connected project has no battery strategy.
    expect(screen.queryByText('Battery strategy')).toBeNull();
  });

  it('writes a storage project’s peak shaving with its target and refuses a reserve that is no number at the field', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(TariffStep, homeDraft({}, 1));
    // Act
    await userEvent.click(screen.getByRole('radio', { name: /Peak shaving/ }));
    // Assess: without a tariff, nothing to move.
    expect(screen.getByText(/Without a tariff the price is the same at every hour/)).toBeTruthy();
    // Act
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Peak import target (kW)' }), '120');
    await userEvent.click(screen.getByRole('checkbox', { name: /Charge from the grid/ }));
    const reserve = screen.getByRole('spinbutton', { name: /Backup reserve/ });
    await userEvent.clear(reserve);
    await userEvent.tab();
    // Assess
    expect(step.draft().body.storageStrategy).toEqual({
      strategy: 'peak-shaving',
      gridCharging: true,
      peakTargetKw: 120,
      backupReservePercent: '',
    });
    await waitFor(() => expect(descriptionOf(reserve)).toMatch(/number/i));
  });

  it('says that peak shaving on a tariff without a demand charge lowers the peak but saves less than time-of-use', async () => {
    // Prepare: a storage project on Guangdong's preset (no demand charge).
    fakeServer();
    renderStep(TariffStep, homeDraft({}, 1));
    await choosePreset(GUANGDONG);
    await screen.findByRole('spinbutton', { name: 'Import price of Critical peak' });
    const hint = /This tariff has no demand charge: peak shaving lowers/;
    expect(screen.queryByText(hint)).toBeNull();
    // Act
    await userEvent.click(screen.getByRole('radio', { name: /Peak shaving/ }));
    // Assess
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('says clearly when the library’s tariff changed since it was read (117), offering a new one', async () => {
    // Prepare: the project holds version 1 of a library tariff now at version 2.
    const draft = homeDraft();
    const preset = tariffPresetViews('en')[0]!;
    draft.body.tariff = { source: 'library', tariffId: 't-1' };
    draft.heldTariff = { source: 'library', sourceId: 't-1', version: 1, tariff: preset.tariff };
    const server = fakeServer({
      'tariff/updateUserTariff': () => ({ code: 117, message: 'Changed meanwhile', data: null }),
      'tariff/insertUserTariff': () =>
        ok({
          id: 't-2',
          name: preset.name,
          currency: 'CNY',
          periods: preset.periods,
          hasDemandCharge: false,
          version: 1,
          createtime: '2026-12-01T00:00:00.000Z',
          lastmodifytime: '2026-12-01T00:00:00.000Z',
          tariff: preset.tariff,
        }),
    });
    renderStep(TariffStep, draft);
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Update in library' }));
    // Assess
    expect(await screen.findByText('Changed in your library')).toBeTruthy();
    expect(server.callsTo('tariff/updateUserTariff')[0]?.body).toMatchObject({ id: 't-1', version: 1 });
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save as new tariff' }));
    // Assess
    await waitFor(() => expect(server.callsTo('tariff/insertUserTariff')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Changed in your library')).toBeNull());
  });

  it('refuses an imported file naming its bad fields, and keeps the tariff shown', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(TariffStep, homeDraft());
    const bad = { name: 'Bad', currency: 'CNY', periods: { flat: { import: -1 } }, weekday: [] };
    const file = new File([JSON.stringify(bad)], 'bad.json', { type: 'application/json' });
    // Act
    await userEvent.upload(screen.getByTestId('tariff-file-input'), file);
    // Assess
    const alert = await screen.findByText('The file was not imported');
    const box = alert.closest('[role="alert"], div') as HTMLElement;
    expect(within(box.parentElement as HTMLElement).getByText('periods.flat.import')).toBeTruthy();
    expect(step.draft().body.tariff).toBeUndefined();
  });
});
