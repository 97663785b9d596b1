/**
 * The investment step [WIZ-11] [WIZ-12]: the defaults in the currency of the site's language,
 * the currency change converting every amount at the rate ratio to 3 decimals (years untouched),
 * the itemised costs whose sum becomes the total 500 ms later, the allowance per W or per Wh,
 * the loan block enabled by its switch, and the switch that leaves investment out.
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

/** An investment stored in CNY with subsidy and loan years. */
const cnyInvestment = {
  needInvestment: true,
  currency: 'CNY',
  totalCost: 8,
  electricityPrice: 1,
  onGridElectricityPrice: 0.42,
  electricitySalesSubsidy: 0.42,
  electricitySalesSubsidyYears: 10,
  sellingPriceOnExpiryOfTheFeedInTariff: 0.42,
  installationAllowance: 0.5,
  needLoan: true,
  loanDetails: { proportion: 70, interestRate: 4.9, years: 5 },
  chargeDetailsShow: false,
};

describe('investment step', { timeout: 60_000 }, () => {
  setUpStepTests();

  it('shows the investment defaults in US dollars for an English browser, writing nothing until a change', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: null }));
    // Assess: 8 CNY/W × 0.14 = 1.12 USD/W; 0.42 × 0.14 = 0.0588 → 0.059.
    expect(await screen.findByRole('spinbutton', { name: 'Total cost (USD/W)' })).toBeTruthy();
    expect(input('Total cost (USD/W)').value).toBe('1.12');
    expect(input('On-grid electricity price (USD/kWh)').value).toBe('0.059');
    expect(input('Subsidy years').value).toBe('0');
    expect(step.draft().body.investment).toBeNull();
    // Act
    await userEvent.clear(input('Electricity price (USD/kWh)'));
    await userEvent.type(input('Electricity price (USD/kWh)'), '0.2');
    // Assess: the whole record is written, in dollars.
    expect(step.draft().body.investment).toMatchObject({
      currency: 'USD',
      totalCost: 1.12,
      electricityPrice: 0.2,
    });
  });

  it('shows them in yuan for a Chinese browser', async () => {
    // Prepare
    await setLanguage('zh-CN');
    fakeServer();
    renderStep(InvestmentStep, homeDraft({ investment: null }));
    // Assess
    expect(
      ((await screen.findByRole('spinbutton', { name: '总造价 (CNY/W)' })) as HTMLInputElement).value,
    ).toBe('8');
  });

  it('converts every amount at the rate ratio to 3 decimals when the currency changes, years untouched', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: cnyInvestment }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Currency/ })).toBeTruthy());
    // Act
    await userEvent.click(screen.getByRole('button', { name: /Currency/ }));
    await userEvent.click(await screen.findByRole('option', { name: /USD/ }));
    // Assess
    expect(step.draft().body.investment).toMatchObject({
      currency: 'USD',
      totalCost: 1.12,
      electricityPrice: 0.14,
      onGridElectricityPrice: 0.059,
      electricitySalesSubsidy: 0.059,
      sellingPriceOnExpiryOfTheFeedInTariff: 0.059,
      installationAllowance: 0.07,
      electricitySalesSubsidyYears: 10,
      loanDetails: { proportion: 70, interestRate: 4.9, years: 5 },
    });
    expect(input('Total cost (USD/W)').value).toBe('1.12');
  });

  it('keeps the total typed when the costs are itemised: it goes to Other, and nothing is zeroed', async () => {
    // Prepare: 1 CNY/W typed, no item yet.
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: { ...cnyInvestment, totalCost: 1 } }));
    // Act
    await userEvent.click(screen.getByRole('checkbox', { name: 'Itemise the costs' }));
    // Assess: the items sum to the total, 500 ms later too.
    await waitFor(() => expect(input('Other (CNY/W)').value).toBe('1'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(step.draft().body.investment?.totalCost).toBe(1);
    expect(input('Total cost (CNY/W)').value).toBe('1');
    expect(screen.getByText('Sum: 1 CNY/W')).toBeTruthy();
  });

  it('makes the total cost the sum of the itemised costs 500 ms after a change', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: cnyInvestment }));
    expect(input('PV modules (CNY/W)').disabled).toBe(true);
    // Act: the total went to Other when the costs were itemised; the user splits it instead.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Itemise the costs' }));
    fireEvent.change(input('Other (CNY/W)'), { target: { value: '0' } });
    fireEvent.change(input('PV modules (CNY/W)'), { target: { value: '2.5' } });
    fireEvent.change(input('Inverters (CNY/W)'), { target: { value: '0.4' } });
    // Assess: not at once, then the sum.
    expect(step.draft().body.investment?.totalCost).not.toBe(2.9);
    expect(input('Total cost (CNY/W)').disabled).toBe(true);
    await waitFor(() => expect(step.draft().body.investment?.totalCost).toBe(2.9));
    await waitFor(() => expect(input('Total cost (CNY/W)').value).toBe('2.9'));
    expect(screen.getByText('Sum: 2.9 CNY/W')).toBeTruthy();
  });

  it('asks the installation allowance per W for a grid-connected project and per Wh for storage', async () => {
    // Prepare
    fakeServer();
    renderStep(InvestmentStep, homeDraft({ investment: cnyInvestment }, 1));
    // Assess
    expect(input('Installation allowance (CNY/Wh)').value).toBe('0.5');
  });

  it('enables the loan fields only with the loan switch on', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: { ...cnyInvestment, needLoan: false } }));
    expect(input('Loan proportion (%)').disabled).toBe(true);
    // Act
    await userEvent.click(screen.getByRole('checkbox', { name: 'Loan required' }));
    // Assess
    expect(input('Loan proportion (%)').disabled).toBe(false);
    expect(step.draft().body.investment?.needLoan).toBe(true);
  });

  it('leaves the investment out when its switch is off', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: cnyInvestment }));
    // Act
    await userEvent.click(screen.getByRole('checkbox', { name: 'Investment information required' }));
    // Assess
    expect(screen.queryByRole('spinbutton', { name: 'Total cost (CNY/W)' })).toBeNull();
    expect(step.draft().body.investment?.needInvestment).toBe(false);
  });

  it('shows a negative price’s message once the user tried to leave', async () => {
    // Prepare
    fakeServer();
    renderStep(InvestmentStep, homeDraft({ investment: { ...cnyInvestment, electricityPrice: -1 } }), {
      showIssues: true,
    });
    // Assess
    expect(await screen.findByText('Cannot be less than 0')).toBeTruthy();
  });

  it('refuses an emptied total cost under its field as soon as it is left', async () => {
    // Prepare
    fakeServer();
    const step = renderStep(InvestmentStep, homeDraft({ investment: cnyInvestment }));
    // Act
    await userEvent.clear(input('Total cost (CNY/W)'));
    await userEvent.tab();
    // Assess
    expect(await screen.findByText('Please enter a number')).toBeTruthy();
    expect(input('Total cost (CNY/W)').getAttribute('aria-invalid')).toBe('true');
    expect(step.draft().body.investment?.totalCost).toBe('');
  });

  it('says it in Chinese', async () => {
    // Prepare
    await setLanguage('zh-CN');
    fakeServer();
    renderStep(InvestmentStep, homeDraft({ investment: cnyInvestment }));
    // Act
    await userEvent.clear(screen.getByRole('spinbutton', { name: /总造价/ }));
    await userEvent.tab();
    // Assess
    expect(await screen.findByText('请输入数字值')).toBeTruthy();
  });
});
