/** The user load step [WIZ-3]: load inputs ≥ 0, the ratio 0..100, the monthly total 500 ms later, the profile. */
import '@tests/web/support/dom-polyfills';
import { validationMessage } from '@pvd/shared/errors/validation';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@tests/web/support/fake-api';
import { descriptionOf } from '@tests/web/support/field-error';
import { afterEach, describe, expect, it } from 'vitest';
import { averageDayProfile, formatTotal, monthlySum } from '@/features/project-editor/user-load/load-profile';
import { UserLoadStep } from '@/features/project-editor/user-load/user-load-step';
import { homeDraft, renderStep as renderHomeStep } from '../home-draft-harness';
import { renderStep } from '../new-draft-harness';

const number = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

afterEach(() => cleanup());

describe('user load step', { timeout: 60_000 }, () => {
  it('refuses a negative consumption and a ratio above 100 %, under the field', async () => {
    installFakeApi({});
    await renderStep(UserLoadStep, { showIssues: true });
    await userEvent.clear(number('Annual consumption (kWh)'));
    await userEvent.type(number('Annual consumption (kWh)'), '-5');
    expect(descriptionOf(number('Annual consumption (kWh)'))).toContain(
      validationMessage('notNegative', 'en'),
    );
    await userEvent.clear(number('Daytime load ratio (%)'));
    await userEvent.type(number('Daytime load ratio (%)'), '120');
    expect(descriptionOf(number('Daytime load ratio (%)'))).toContain(validationMessage('tooLarge', 'en'));
  });

  it('asks for the ratio when it is emptied, shown on blur', async () => {
    installFakeApi({});
    await renderStep(UserLoadStep);
    await userEvent.clear(number('Daytime load ratio (%)'));
    expect(descriptionOf(number('Daytime load ratio (%)'))).not.toContain(
      validationMessage('required', 'en'),
    );
    fireEvent.blur(number('Daytime load ratio (%)'));
    await waitFor(() =>
      expect(descriptionOf(number('Daytime load ratio (%)'))).toContain(validationMessage('required', 'en')),
    );
  });

  it('switches to monthly values and recomputes the total 500 ms after a change, 3 decimals when fractional', async () => {
    installFakeApi({});
    const harness = await renderStep(UserLoadStep);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monthly consumption' }));
    await userEvent.type(number('January consumption (kWh)'), '100.5');
    await userEvent.type(number('December consumption (kWh)'), '200.25');
    const total = screen.getByRole('status', { name: 'Total (kWh)' });
    await waitFor(() => expect(total.textContent).toBe('300.750'));
    await userEvent.clear(number('December consumption (kWh)'));
    await userEvent.type(number('December consumption (kWh)'), '-1');
    fireEvent.blur(number('December consumption (kWh)'));
    expect(descriptionOf(number('December consumption (kWh)'))).toContain(
      validationMessage('notNegative', 'en'),
    );
    expect(harness.draft().body.proUserLoadInformation).toMatchObject({
      loadMonthlyElectricityConsumptionAbled: true,
      loadMonthlyElectricityConsumption: { Jan: 100.5, Dec: -1 },
    });
  });

  it('warns, without refusing, of an annual consumption of 10⁹ kWh for a 6.23 kWp system, and of 10 kWh', async () => {
    installFakeApi({});
    const harness = await renderStep(UserLoadStep, {
      change: (draft) => ({
        ...draft,
        body: {
          ...draft.body,
          projectBase: { ...draft.body.projectBase, proCapacity: 6.23, proCapacityUnit: 1 },
        },
      }),
    });
    // Act
    await userEvent.type(number('Annual consumption (kWh)'), '1000000000');
    // Assess: 6.23 kWp × 1000 kWh/kWp = 6 230 kWh a year; 10⁹ is over 50 times that.
    expect(descriptionOf(number('Annual consumption (kWh)'))).toContain(
      '1,000,000,000 kWh a year is more than 50 times what the 6.23 kWp system makes in a typical year (about 6,230 kWh). Please check the figure and its unit. (Compared with the installed capacity entered on base info; once PV arrays are added, with their peak power.)',
    );
    expect(harness.draft().body.proUserLoadInformation?.loadAnnualElectricityConsumption).toBe(1e9);
    await userEvent.clear(number('Annual consumption (kWh)'));
    await userEvent.type(number('Annual consumption (kWh)'), '10');
    expect(descriptionOf(number('Annual consumption (kWh)'))).toContain('less than a fiftieth');
    await userEvent.clear(number('Annual consumption (kWh)'));
    await userEvent.type(number('Annual consumption (kWh)'), '5460');
    expect(descriptionOf(number('Annual consumption (kWh)'))).not.toContain('Please check');
  });

  it('compares the consumption with the PV arrays’ peak power once there are arrays, not the base info’s capacity', async () => {
    // Prepare: the home draft's 12 × 410 W (4.92 kWp) with the base info's untouched 1 kW.
    installFakeApi({});
    const draft = homeDraft({}, 1);
    draft.body.projectBase = { ...draft.body.projectBase, proCapacity: 1, proCapacityUnit: 1 };
    renderHomeStep(UserLoadStep, draft);
    // Act: 100 000 kWh is over 50 × 1 000 kWh, but not over 50 × 4 920 kWh.
    await userEvent.clear(number('Annual consumption (kWh)'));
    await userEvent.type(number('Annual consumption (kWh)'), '100000');
    // Assess
    expect(descriptionOf(number('Annual consumption (kWh)'))).not.toContain('Please check');
    await userEvent.clear(number('Annual consumption (kWh)'));
    await userEvent.type(number('Annual consumption (kWh)'), '300000');
    expect(descriptionOf(number('Annual consumption (kWh)'))).toContain(
      "more than 50 times what the 4.92 kWp system makes in a typical year (about 4,920 kWh). Please check the figure and its unit. (Compared with the PV arrays' peak power.)",
    );
  });

  it('draws the load profile once there is a consumption', async () => {
    installFakeApi({});
    await renderStep(UserLoadStep);
    expect(screen.getByText('Enter a consumption to see the load profile')).toBeTruthy();
    await userEvent.type(number('Annual consumption (kWh)'), '3650');
    const charts = await screen.findAllByRole(
      'img',
      { name: /^Hourly load profile of an average day: 00:00/ },
      { timeout: 3_000 },
    );
    expect(charts).toHaveLength(1);
  });
});

describe('load profile helpers', () => {
  it('sums the months to 3 decimals and shows whole totals plain', () => {
    expect(monthlySum({ Jan: 100.5, Feb: 200.25, Mar: null })).toBe(300.75);
    expect(monthlySum(null)).toBe(0);
    expect(formatTotal(300.75)).toBe('300.750');
    expect(formatTotal(1200)).toBe('1200');
  });

  it('keeps the daily energy: 3650 kWh a year is 10 kWh a day, the daytime share as asked', () => {
    // Hand-worked: 3650 kWh / 365 days = 10 kWh a day; 40 % of it in the engine's daytime hours 08-18.
    const day = averageDayProfile({ daytimeLoadPowerRatio: 40, loadAnnualElectricityConsumption: 3650 })!;
    expect(day).toHaveLength(24);
    expect(day.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 6);
    expect(day.slice(8, 18).reduce((a, b) => a + b, 0)).toBeCloseTo(4, 6);
  });

  it('answers null for inputs the engine cannot simulate', () => {
    expect(
      averageDayProfile({ daytimeLoadPowerRatio: 120, loadAnnualElectricityConsumption: 100 }),
    ).toBeNull();
    expect(averageDayProfile({ daytimeLoadPowerRatio: 50, loadAnnualElectricityConsumption: -1 })).toBeNull();
  });
});
