/**
 * The system loss step [WIZ-10]: the defaults shown for a null record, a change writing
 * the whole record, the spec's alert when the losses sum to 100 % or more (and the wizard kept
 * from leaving), the DC line loss of the string design, and the waterfall's bars in words.
 */
import '@tests/web/support/dom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { describe, expect, it } from 'vitest';
import { SystemLossStep } from '@/features/project-editor/system-loss/system-loss-step';
import { homeDraft, renderStep, setUpStepTests } from '../home-draft-harness';

const SUM_MESSAGE = 'the sum of the loss ratio has exceeded 100%';

/** The live results' answer of a 4.92 kWp design with 4 % of row shading and these steps. */
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

  it('draws the waterfall of the spec’s bars, with its figures for screen readers', () => {
    // Prepare
    renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    // Assess: 100 × 0.9995 × 0.97 × 0.98 = 95.01 % remain (shared/project/report/loss-waterfall.ts).
    const chart = screen.getByRole('img', { name: /^Energy: 100 %/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Energy: 100 %; Incidence angle: -0.05 %; Soiling: -3 %; Thermal: 0 %; LID: -1.94 %; DC line loss: 0 %; Remaining: 95.01 %',
    );
  });

  it('puts the live results’ row shading first in the waterfall when drawn rows shade each other', async () => {
    // Prepare: the engine answers 4 % of row shading.
    const answer = designAnswer(null);
    installFakeApi({ 'project/queryProjectDesignResults': () => ok(answer) });
    // Act
    renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    // Assess: 96 % left after the shading; 96 × 0.9995 × 0.97 × 0.98 = 91.21 % remain.
    await waitFor(
      () =>
        expect(screen.getByRole('img', { name: /^Energy: 100 %/ }).getAttribute('aria-label')).toBe(
          'Energy: 100 %; Row shading: -4 %; Incidence angle: -0.05 %; Soiling: -2.88 %; Thermal: 0 %; LID: -1.86 %; DC line loss: 0 %; Remaining: 91.21 %',
        ),
      { timeout: 5000 },
    );
  });

  it('gives the surroundings’ far horizon, near shading and electrical effect each its own bar, before the rows’ and after', async () => {
    const zeros = Array.from({ length: 12 }, () => 0);
    const answer = designAnswer({
      annual: { horizon: 2, nearShading: 5, rows: 4, electrical: 1 },
      monthly: { horizon: zeros, nearShading: zeros, rows: zeros, electrical: zeros },
      nearShadingState: 'computed',
    });
    installFakeApi({ 'project/queryProjectDesignResults': () => ok(answer) });
    renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    // Each step a share of what reaches it: 2 % of 100, 5 % of 98, 4 % of 93.1, 1 % of 89.38.
    await waitFor(
      () =>
        expect(screen.getByRole('img', { name: /^Energy: 100 %/ }).getAttribute('aria-label')).toMatch(
          /^Energy: 100 %; Far horizon: -2 %; Near shading: -4.9 %; Row shading: -3.72 %; [^:]+: -0.89 %; Incidence angle/,
        ),
      { timeout: 5000 },
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
