/**
 * The report's tariff and bill pages [TAR-14] [TAR-5]: only in a report whose project has its
 * own tariff (the tariff page) or a tariff or a load (the bill page), after the load page; the
 * tariff's schedule as month × hour grids whose cells carry the period's number beside its
 * colour, its prices as the legend and its source; the first year's bill item by item and by
 * month, with and without PV and the battery, from the response's figures.
 */
import '../../support/dom-polyfills';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { periodColours } from '@/components/tariff-form/period-colours';
import { BillSection } from '@/features/report/components/sections/bill-section';
import { TariffSection } from '@/features/report/components/sections/tariff-section';
import { type ReportData, reportSections } from '@/features/report/model/report-data';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import {
  gridWithInvestment,
  gridWithoutInvestment,
  storageWithFinance,
  storageWithTariff,
} from './report-fixtures';

function renderPage(page: React.ReactNode, name: RegExp) {
  render(<AppProvider queryClient={createQueryClient()}>{page}</AppProvider>);
  return screen.getByRole('region', { name });
}

const renderTariff = (data: ReportData) =>
  renderPage(<TariffSection record={data.tariff!} name={data.bill!.tariffName} />, /Electricity tariff|电价/);
const renderBill = (data: ReportData) =>
  renderPage(<BillSection bill={data.bill!} />, /First-year electricity bill|首年电费/);

describe('the report’s tariff and bill pages: which reports have them', () => {
  it('follow the load page in a storage project with a tariff; the battery pages follow the self-use pages', () => {
    const sections = reportSections(storageWithTariff());
    expect(sections.slice(sections.indexOf('load'), sections.indexOf('income'))).toEqual([
      'load',
      'tariff',
      'bill',
      'selfUse',
      'selfUseLoad',
      'storage',
      'storageLife',
    ]);
  });

  it('are not in a grid-connected project’s report without a tariff or a load, nor in figures computed before the bills', () => {
    const withBillsOnly = { ...gridWithoutInvestment(), bill: storageWithTariff().bill, tariff: null };
    for (const data of [gridWithoutInvestment(), gridWithInvestment(), withBillsOnly, storageWithFinance()]) {
      const sections = reportSections(data);
      for (const page of ['tariff', 'bill', 'storage', 'storageLife'] as const)
        expect(sections).not.toContain(page);
    }
  });

  it('a grid-connected project with its own tariff and no load has the tariff and bill pages, not the battery’s', () => {
    const { tariff, bill } = storageWithTariff();
    const sections = reportSections({ ...gridWithoutInvestment(), tariff, bill, storage: null });
    expect(sections).toContain('tariff');
    expect(sections).toContain('bill');
    expect(sections).not.toContain('storage');
  });
});

describe('the report’s tariff page', () => {
  it('prints the Guangdong preset’s source, prices as the legend and the weekday grid with the critical peak in July', async () => {
    // Prepare
    await setLanguage('en');
    const data = storageWithTariff();
    // Act
    const page = renderTariff(data);
    // Assess
    expect(within(page).getByText(data.bill!.tariffName)).toBeTruthy();
    expect(within(page).getByText(/广东省发展和改革委员会.*\(2021-09-06\)$/)).toBeTruthy();
    const [prices, weekday] = within(page).getAllByRole('table');
    const priceRows = within(prices!).getAllByRole('row').slice(1);
    expect(priceRows.map((row) => row.textContent)).toEqual([
      '1 Critical peak1.80620.453',
      '2 Peak1.4450.453',
      '3 Flat0.850.453',
      '4 Valley0.3230.453',
    ]);
    const months = within(weekday!).getAllByRole('row').slice(1);
    expect(months).toHaveLength(12);
    const july = [...months[6]!.querySelectorAll('td')];
    expect(july).toHaveLength(24);
    // 11:00 in July is the critical peak: period 1, in its colour; in June it is the peak (2).
    expect(july[11]!.textContent).toBe('1');
    expect(july[11]!.style.background).toBe(hexToRgb(periodColours(0).background));
    expect(months[5]!.querySelectorAll('td')[11]!.textContent).toBe('2');
    expect(july[0]!.textContent).toBe('4');
    expect(within(page).getByText('Weekends and holidays follow the weekday schedule.')).toBeTruthy();
    expect(within(page).getByText('Demand charge').nextSibling?.textContent).toBe('None');
    expect(within(page).getByText(/^Periods and ratios from the notice/)).toBeTruthy();
  });

  it('draws a weekend grid of its own and the demand charge, in Chinese', async () => {
    await setLanguage('zh-CN');
    const data = storageWithTariff();
    const tariff = data.tariff!.tariff;
    tariff.weekend = tariff.weekday.map((hours) => hours.map(() => 'valley'));
    tariff.demandChargePerKwMonth = 32;
    const page = renderTariff(data);
    expect(within(page).getByText('周末：逐月逐时的时段')).toBeTruthy();
    expect(within(page).getAllByRole('table')).toHaveLength(3);
    expect(within(page).getByText('32 CNY/(kW·月)')).toBeTruthy();
    expect(within(page).getByRole('rowheader', { name: '1 尖峰' })).toBeTruthy();
    await setLanguage('en');
  });
});

describe('the report’s bill page', () => {
  it('prints each bill item by item and by month, the savings and the curtailed PV, as the response gives them', async () => {
    // Prepare
    await setLanguage('en');
    const data = storageWithTariff();
    const bill = data.bill!;
    // Act
    const page = renderBill(data);
    // Assess
    const [items, months] = within(page).getAllByRole('table');
    const headers = within(items!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Item', 'Without PV', 'With PV', 'With PV and battery']);
    const total = within(items!).getByRole('rowheader', { name: 'Total' }).parentElement!;
    const money = (value: number) =>
      value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect([...total.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(
      [bill.withoutPv.total, bill.withPv.total, bill.withPvAndBattery!.total].map(money),
    );
    expect(within(items!).getByRole('rowheader', { name: 'Energy, Critical peak' })).toBeTruthy();
    // No export credit (zero export) prints 0.00, never -0.00.
    const credit = within(items!).getByRole('rowheader', { name: 'Export credit' }).parentElement!;
    expect([...credit.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
    // Two header rows: the groups (the bill in its currency, the peak import), then the cases.
    const groupHeads = within(months!).getAllByRole('columnheader').slice(0, 2);
    expect(groupHeads.map((cell) => [cell.textContent, cell.getAttribute('colspan')])).toEqual([
      ['Bill (CNY)', '3'],
      ['Peak import (kW)', '3'],
    ]);
    const monthRows = within(months!).getAllByRole('row').slice(2);
    expect(monthRows).toHaveLength(12);
    const july = [...monthRows[6]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(july.slice(0, 3)).toEqual(
      [bill.withoutPv, bill.withPv, bill.withPvAndBattery!].map((summary) =>
        money(summary.byMonth[6]!.total),
      ),
    );
    expect(within(page).getByText('Saved by the battery').nextSibling?.textContent).toBe(
      `${money(bill.savings.battery!)} CNY`,
    );
    expect(within(page).getByText('PV curtailed, with PV and battery').nextSibling?.textContent).toBe(
      `${Math.round(bill.pvCurtailedKwh.withPvAndBattery!).toLocaleString('en')} kWh`,
    );
  });

  it('adds the grid energy by month to a one-price bill, whose page has the room, not to a time-of-use one', async () => {
    await setLanguage('en');
    const data = storageWithTariff();
    expect(within(renderBill(data)).queryByText('Grid energy by month (kWh)')).toBeNull();
    for (const summary of [data.bill!.withoutPv, data.bill!.withPv, data.bill!.withPvAndBattery!]) {
      summary.energyByPeriod = summary.energyByPeriod.slice(0, 1);
    }
    cleanup();
    const page = renderBill({ ...data, bill: { ...data.bill!, tariffKind: 'flat' } });
    expect(within(page).getByText("The investment step's prices (one flat price)")).toBeTruthy();
    const energy = within(page).getByRole('table', { name: 'Grid energy by month (kWh)' });
    const july = [...within(energy).getAllByRole('row')[7]!.querySelectorAll('td')].map(
      (cell) => cell.textContent,
    );
    expect(july).toEqual(
      [data.bill!.withoutPv, data.bill!.withPv, data.bill!.withPvAndBattery!]
        .map((summary) => summary.byMonth[6]!.importKwh)
        .concat([data.bill!.withPv.byMonth[6]!.exportKwh, data.bill!.withPvAndBattery!.byMonth[6]!.exportKwh])
        .map((kwh) => Math.round(kwh).toLocaleString('en')),
    );
  });

  it('has no battery column in a project without one', async () => {
    await setLanguage('zh-CN');
    const data = storageWithTariff();
    data.bill = { ...data.bill!, withPvAndBattery: null, savings: { ...data.bill!.savings, battery: null } };
    const page = renderBill(data);
    const headers = within(within(page).getAllByRole('table')[0]!).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['项目', '无光伏', '有光伏']);
    expect(within(page).queryByText('储能节省')).toBeNull();
    await setLanguage('en');
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
