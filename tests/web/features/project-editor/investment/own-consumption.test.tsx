/**
 * A grid-connected project's own consumption on its investment step [LOAD-5]: off by default
 * (every kWh exported), on it takes the load step's figures and profile or a meter file, and its
 * issues keep the step from validating; a storage project has no such block (its load has a step).
 */
import '@tests/web/support/dom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { describe, expect, it } from 'vitest';
import { InvestmentStep } from '@/features/project-editor/investment/investment-step';
import { liveProject } from '@/features/project-editor/model/live-project';
import { stepIssues } from '@/features/project-editor/model/steps';
import { homeDraft, renderStep, setUpStepTests } from '../home-draft-harness';

const CURRENCIES = [{ code: 'CNY', symbol: '¥', name: 'Chinese yuan', rate: 1, rateDate: '2026-11-20' }];
const SWITCH = 'The customer uses part of the energy';

describe('own consumption of a grid-connected project', { timeout: 60_000 }, () => {
  setUpStepTests();

  it('is off by default, and on takes the figures and the building type’s profile', async () => {
    // Prepare
    installFakeApi({ 'Common/queryCurrencyOptions': () => ok(CURRENCIES) });
    const step = renderStep(InvestmentStep, homeDraft({ proUserLoadInformation: null }));
    const toggle = await screen.findByRole('checkbox', { name: SWITCH }, { timeout: 20_000 });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('spinbutton', { name: 'Annual consumption (kWh)' })).toBeNull();
    // Act
    await userEvent.click(toggle);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Annual consumption (kWh)' }), '50000');
    // Assess
    expect(step.draft().body.proUserLoadInformation).toMatchObject({
      loadAnnualElectricityConsumption: 50000,
    });
    await waitFor(() => expect(screen.getByTestId('load-source').textContent).toMatch(/^Typical profile/));
    // Act: off again, every kWh exported.
    await userEvent.click(screen.getByRole('checkbox', { name: SWITCH }));
    expect(step.draft().body.proUserLoadInformation).toBeNull();
  });

  it('keeps the investment step from validating while its figures are refused', () => {
    const draft = homeDraft({
      proUserLoadInformation: { daytimeLoadPowerRatio: 120, loadAnnualElectricityConsumption: 1000 },
    });
    expect(stepIssues('investment', draft, liveProject(draft)).map((issue) => issue.path)).toContain(
      'proUserLoadInformation.daytimeLoadPowerRatio',
    );
    const storage = { ...draft, proType: 1 as const };
    expect(stepIssues('investment', storage, liveProject(storage))).toEqual([]);
  });

  it('is not offered on a storage project, whose load has its own step', async () => {
    installFakeApi({ 'Common/queryCurrencyOptions': () => ok(CURRENCIES) });
    renderStep(InvestmentStep, homeDraft({}, 1));
    await screen.findByRole('heading', { name: /Investment/ }, { timeout: 20_000 });
    expect(screen.queryByRole('checkbox', { name: SWITCH })).toBeNull();
  });
});
