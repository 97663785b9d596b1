/**
 * The investment items on the investment step [FIN-6]: the stated defaults as placeholders in the
 * project's currency, the battery's items for storage projects only, an emptied item left out so
 * it takes its default, the battery's default cost said, a project saved before the items told
 * what its figures count, which price a battery itemised per W too is taken at, and a refused
 * item's message at its field.
 */
import '@tests/web/support/dom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { describe, expect, it } from 'vitest';
import { InvestmentStep } from '@/features/project-editor/investment/investment-step';
import { setLanguage } from '@/lib/i18n';
import { homeDraft, renderStep, setUpStepTests } from '../home-draft-harness';

const CURRENCIES = [
  { code: 'CNY', symbol: '¥', name: 'Chinese yuan', rate: 1, rateDate: '2026-11-20' },
  { code: 'USD', symbol: '$', name: 'US dollar', rate: 0.14, rateDate: '2026-11-20' },
];

function fakeServer() {
  return installFakeApi({ 'Common/queryCurrencyOptions': () => ok(CURRENCIES) });
}

const input = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

const BATTERY_COST = "Battery's own cost (CNY/kWh of capacity)";

/** An investment in `currency` with the items given. */
function investment(costItems: Record<string, unknown> | undefined, currency = 'CNY') {
  return {
    needInvestment: true,
    currency,
    totalCost: 8,
    electricityPrice: 1,
    onGridElectricityPrice: 0.42,
    electricitySalesSubsidy: 0.42,
    electricitySalesSubsidyYears: 0,
    sellingPriceOnExpiryOfTheFeedInTariff: 0.42,
    installationAllowance: 0.5,
    needLoan: false,
    loanDetails: { proportion: 0, interestRate: 0, years: 0 },
    chargeDetailsShow: false,
    ...(costItems && { costItems }),
  };
}

describe('investment items', { timeout: 60_000 }, () => {
  setUpStepTests();

  it('shows the battery’s items of a storage project with the stated defaults as placeholders', async () => {
    // Prepare
    fakeServer();
    renderStep(InvestmentStep, homeDraft({ investment: investment({}) }, 1));
    // Assess: the defaults of docs/investment-items.md, empty fields standing for them.
    const battery = await screen.findByRole('spinbutton', { name: BATTERY_COST });
    expect((battery as HTMLInputElement).value).toBe('');
    expect(battery.getAttribute('placeholder')).toBe('800');
    expect(input('Battery operation and maintenance (% of its cost a year)').placeholder).toBe('2.5');
    expect(input('Inverter replacement year (0: never)').placeholder).toBe('12');
    expect(screen.getByTestId('battery-cost-default').textContent).toBe(
      'The figures take the default battery cost, 800 CNY/kWh (the middle of 2024 offers of LFP cabinets for commercial storage in China): enter your own price.',
    );
    expect(screen.queryByTestId('cost-items-unstated')).toBeNull();
  });

  it('shows no battery item for a grid-connected project, and the defaults in its currency', async () => {
    // Prepare: 0.15 CNY/W × 0.14 = 0.021 USD/W.
    fakeServer();
    renderStep(InvestmentStep, homeDraft({ investment: investment({}, 'USD') }));
    // Assess
    await waitFor(() => expect(input('Inverter replacement (USD/W)').placeholder).toBe('0.021'));
    expect(screen.getByText('Empty: 0.021')).toBeTruthy();
    expect(input('PV operation and maintenance (% of its investment a year)').placeholder).toBe('1');
    expect(screen.queryByRole('spinbutton', { name: /Battery/ })).toBeNull();
    expect(screen.queryByTestId('battery-cost-default')).toBeNull();
  });

  it('writes an item typed, and leaves it out again when emptied so it takes its default', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: investment({}) }, 1));
    // Act
    fireEvent.change(await screen.findByRole('spinbutton', { name: BATTERY_COST }), {
      target: { value: '650' },
    });
    // Assess
    expect(step.draft().body.investment?.costItems).toEqual({ batteryCostPerKwh: 650 });
    expect(screen.queryByTestId('battery-cost-default')).toBeNull();
    // Act
    fireEvent.change(input(BATTERY_COST), { target: { value: '' } });
    // Assess
    expect(step.draft().body.investment?.costItems).toEqual({});
    expect(screen.getByTestId('battery-cost-default')).toBeTruthy();
  });

  it('tells a project saved before the items what its figures count, and states the defaults on request', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: investment(undefined) }, 1));
    // Assess
    expect((await screen.findByTestId('cost-items-unstated')).textContent).toBe(
      "No item entered: the figures count only the battery's default cost, none of the other costs.",
    );
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Use the defaults' }));
    // Assess
    expect(step.draft().body.investment?.costItems).toEqual({});
    expect(screen.queryByTestId('cost-items-unstated')).toBeNull();
  });

  it('says the battery is priced once, by the stated cost per kWh, when the itemised costs price it per W too', async () => {
    // Prepare
    fakeServer();
    renderStep(
      InvestmentStep,
      homeDraft(
        {
          investment: {
            ...investment({ batteryCostPerKwh: 700 }),
            chargeDetailsShow: true,
            chargeDetails: { battery: 1.2, other: 6.8 } as never,
          },
        },
        1,
      ),
    );
    // Assess
    expect((await screen.findByTestId('battery-itemised')).textContent).toContain(
      'by its cost per kWh here: the itemised batteries (1.2 CNY/W) are taken out of the total cost per W',
    );
    expect(screen.queryByTestId('battery-cost-default')).toBeNull();
  });

  it('refuses a negative item under its field once it is left', async () => {
    // Prepare
    fakeServer();
    renderStep(InvestmentStep, homeDraft({ investment: investment({}) }));
    const insurance = await screen.findByRole('spinbutton', {
      name: 'Insurance (% of the investment a year)',
    });
    // Act
    await userEvent.type(insurance, '-1');
    await userEvent.tab();
    // Assess
    expect(await screen.findByText('Cannot be less than 0')).toBeTruthy();
    expect(insurance.getAttribute('aria-invalid')).toBe('true');
  });

  it('says it in Chinese', async () => {
    // Prepare
    await setLanguage('zh-CN');
    fakeServer();
    renderStep(InvestmentStep, homeDraft({ investment: investment(undefined) }));
    // Assess
    expect((await screen.findByTestId('cost-items-unstated')).textContent).toBe(
      '尚未填写任何费用项：计算不计入这些费用。',
    );
    expect(
      screen.getByRole('spinbutton', { name: '逆变器更换年（0：不更换）' }).getAttribute('placeholder'),
    ).toBe('12');
  });
});
