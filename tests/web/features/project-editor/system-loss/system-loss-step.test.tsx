/**
 * The system loss step [WIZ-10]: the defaults shown for a null record, a change writing
 * the whole record, the spec's alert when the losses sum to 100 % or more (and the wizard kept
 * from leaving), the DC line loss of the string design, and the waterfall's bars in words.
 */
import '@tests/web/support/dom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { lossChainAnswer } from '@tests/web/support/loss-chain';
import { describe, expect, it } from 'vitest';
import { SystemLossStep } from '@/features/project-editor/system-loss/system-loss-step';
import { homeDraft, renderStep, setUpStepTests } from '../home-draft-harness';

const SUM_MESSAGE = 'the sum of the loss ratio has exceeded 100%';

/** The live results' answer of a 4.92 kWp design with 4 % of row shading, these steps and its loss chain. */
function designAnswer(shading: object | null) {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return {
    basis: 'arrays',
    dcCapacityKw: 4.92,
    annualYieldKwh: 6000,
    monthlyYieldKwh: Object.fromEntries(months.map((month) => [month, 500])),
    specificYield: 1219.5,
    performanceRatio: 0.8,
    shadingLossPercent: 4,
    shading,
    lossChain: lossChainAnswer(80.49, {
      rows: [4, 4],
      incidenceAngleModel: [2.6, 2.5],
      incidenceAngle: [0.05, 0.05],
      soiling: [3, 2.81],
      temperatureModel: [5, 4.5],
      lightInducedDegradation: [2, 1.73],
      dcCables: [1.2, 1.02],
      inverter: [2.9, 2.4],
      acCables: [0.6, 0.5],
    }),
    source: {
      id: 'clear-sky-estimate',
      label: 'Clear-sky estimate',
      isEstimate: true,
      latitude: 30.28,
      longitude: 120.15,
    },
    selfUse: null,
    finance: null,
  };
}

describe('system loss step', { timeout: 60_000 }, () => {
  setUpStepTests();

  it('shows the loss defaults for a project without losses and writes the whole record on a change', async () => {
    // Prepare
    const step = renderStep(SystemLossStep, homeDraft({ systemLoss: null }));
    const soiling = screen.getByRole('spinbutton', { name: 'Soiling loss (%)' }) as HTMLInputElement;
    // Assess
    expect(soiling.value).toBe('3');
    expect(
      (screen.getByRole('spinbutton', { name: 'Incidence angle loss (%)' }) as HTMLInputElement).value,
    ).toBe('0.05');
    expect(
      (screen.getByRole('spinbutton', { name: 'Light-induced degradation (%)' }) as HTMLInputElement).value,
    ).toBe('2');
    expect(
      (screen.getByRole('spinbutton', { name: 'Component ageing (%/year)' }) as HTMLInputElement).value,
    ).toBe('0.6');
    // Act
    await userEvent.clear(soiling);
    await userEvent.type(soiling, '4.5');
    // Assess
    expect(step.draft().body.systemLoss).toEqual({
      incidenceanglelosses: 0.05,
      soilinglosses: 4.5,
      thermallosses: 0,
      lidlosses: 2,
      modulequalitylosses: 0,
      mismatchlosses: 0,
      systemunavailabilityloss: 0,
      componentagingdecay: 0.6,
    });
  });

  it('alerts when the losses sum to 100 % or more, and keeps the wizard from leaving until fixed', async () => {
    // Prepare
    const step = renderStep(SystemLossStep, homeDraft({ systemLoss: null }));
    expect(screen.queryByText(SUM_MESSAGE)).toBeNull();
    expect(await step.guard()!()).toBe(true);
    // Act: 95 + 0.05 + 3 + 2 = 100.05 %
    const mismatch = screen.getByRole('spinbutton', { name: 'Mismatch loss (%)' });
    await userEvent.clear(mismatch);
    await userEvent.type(mismatch, '95');
    // Assess
    expect(screen.getByText(SUM_MESSAGE)).toBeTruthy();
    expect(await step.guard()!()).toBe(false);
    // Act: 94.9 + 5.05 = 99.95 % is allowed
    await userEvent.clear(mismatch);
    await userEvent.type(mismatch, '94.9');
    // Assess
    await waitFor(() => expect(screen.queryByText(SUM_MESSAGE)).toBeNull());
    expect(await step.guard()!()).toBe(true);
  });

  it('shows the DC line loss computed from the string design', () => {
    // Prepare: per MPPT one string of 6 × 410 W (2460 W) at Impp 13.08 A on 20 m of 4 mm² copper:
    // R = 0.0175 × 20 / 4 = 0.0875 Ω, loss = 13.08² × 0.0875 × 2 = 29.940 W, 29.940 / 2460 = 1.217 %.
    renderStep(SystemLossStep, homeDraft());
    const dc = screen.getByRole('textbox', { name: 'DC line loss (%)' }) as HTMLInputElement;
    // Assess
    expect(dc.value).toBe('1.217');
    expect(screen.getByText('Computed from the string design')).toBeTruthy();
  });

  it('says before the string design that the DC line loss comes with it', () => {
    renderStep(SystemLossStep, homeDraft({ inverter: [] }));
    expect(screen.getByText('Design the strings to compute it')).toBeTruthy();
  });

  it('says the waterfall comes with the live results before there are any', () => {
    renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    expect(screen.getByText('Simulating the losses…')).toBeTruthy();
  });

  it('draws the engine’s loss chain of the live results, from the plane at STC to the performance ratio', async () => {
    // Prepare: the engine answers its chain (the steps' shares of the nominal energy).
    installFakeApi({ 'project/queryProjectDesignResults': () => ok(designAnswer(null)) });
    // Act
    renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    // Assess: every step the engine took is a bar (a 0 % user's loss is left out, the models
    // and the inverter's steps are not), and what remains is the performance ratio.
    await waitFor(
      () =>
        expect(screen.getByRole('img', { name: /^Plane at STC: 100 %/ }).getAttribute('aria-label')).toBe(
          'Plane at STC: 100 %; Row shading: -4 %; Incidence angle (IAM): -2.5 %; Incidence angle, extra: -0.05 %; Soiling: -2.81 %; Temperature: -4.5 %; LID: -1.73 %; DC cables: -1.02 %; Inverter: -2.4 %; Clipping: 0 %; AC cables: -0.5 %; Performance ratio: 80.49 %',
        ),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('loss-chain-transposition').textContent).toContain(
      "Horizontal irradiation 1,262 kWh/m², on the arrays' planes 1,380 kWh/m² (transposition +9.4 %)",
    );
  });

  it('shows a field’s message once the user tried to leave', async () => {
    // Prepare
    renderStep(SystemLossStep, homeDraft({ systemLoss: { soilinglosses: '' } }), { showIssues: true });
    // Assess
    expect(await screen.findByText('Please enter a number')).toBeTruthy();
  });

  it('refuses a soiling of −5 % under its field as soon as it is left: a soiling loss is no gain', async () => {
    // Prepare
    renderStep(SystemLossStep, homeDraft({ systemLoss: null }));
    const soiling = screen.getByRole('spinbutton', { name: 'Soiling loss (%)' });
    // Act
    await userEvent.clear(soiling);
    await userEvent.type(soiling, '-5');
    await userEvent.tab();
    // Assess
    expect(await screen.findByText('Cannot be less than 0')).toBeTruthy();
    expect(soiling.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes a module quality gain of −0.75 % [WIZ-10]', async () => {
    // Prepare
    const step = renderStep(SystemLossStep, homeDraft({ systemLoss: null }));
    const quality = screen.getByRole('spinbutton', { name: /Module quality/ });
    // Act
    await userEvent.clear(quality);
    await userEvent.type(quality, '-0.75');
    await userEvent.tab();
    // Assess
    expect(step.draft().body.systemLoss?.modulequalitylosses).toBe(-0.75);
    expect(quality.getAttribute('aria-invalid')).not.toBe('true');
  });
});
