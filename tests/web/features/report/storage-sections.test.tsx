/**
 * The report's battery pages [TAR-6] [TAR-13] [FIN-6]: the strategy and the battery's year, a
 * typical summer and winter day drawn as plain SVG on the first paint (a line per series, the
 * price's steps, every value in the text alternative), the state-of-charge distribution; each
 * year of the battery's life with the replacement and warranty marked, and the battery's own
 * economics beside the whole system's, from the response's figures.
 */
import '../../support/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { StorageLifeSection } from '@/features/report/components/sections/storage-life-section';
import { StorageSection } from '@/features/report/components/sections/storage-section';
import { axisScale } from '@/features/report/model/typical-day-scale';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { storageWithTariff } from './report-fixtures';

function renderPage(page: React.ReactNode, name: RegExp) {
  render(<AppProvider queryClient={createQueryClient()}>{page}</AppProvider>);
  return screen.getByRole('region', { name });
}

describe('the report’s battery operation page', () => {
  it('names the strategy and draws the typical summer and winter days as SVG with every hour in words', async () => {
    // Prepare
    await setLanguage('en');
    const data = storageWithTariff();
    const storage = data.storage!;
    // Act
    const page = renderPage(<StorageSection storage={storage} currency="CNY" />, /^Battery operation$/);
    // Assess
    expect(within(page).getByText('Peak shaving, charging from the grid')).toBeTruthy();
    expect(within(page).getByText('Equivalent full cycles, first year').nextSibling?.textContent).toBe(
      Math.round(storage.equivalentFullCycles).toString(),
    );
    const charts = within(page).getAllByRole('img');
    expect(charts.map((chart) => chart.tagName.toLowerCase())).toEqual(['svg', 'svg']);
    const summer = charts[0]!.getAttribute('aria-label')!;
    expect(summer).toMatch(/^Typical summer day \(Jul\)/);
    const noon = storage.typicalDays[0]!.hours[12]!;
    expect(summer).toContain(noon.pvKw.toLocaleString('en', { maximumFractionDigits: 2 }));
    expect(charts[1]!.getAttribute('aria-label')).toMatch(/^Typical winter day \(Jan\)/);
    // Four power lines of 24 points and the price's 48 corners.
    const lines = [...charts[0]!.querySelectorAll('polyline')];
    expect(lines.map((line) => line.getAttribute('points')!.split(' ').length)).toEqual([48, 24, 24, 24, 24]);
    const soc = within(page).getByRole('table', { name: /Time at each state of charge/ });
    expect(within(soc).getAllByRole('columnheader')).toHaveLength(11);
    expect(
      within(soc)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(
      storage.socHistogramPercent.map((value) => value.toLocaleString('en', { maximumFractionDigits: 1 })),
    );
  });

  it('is in Chinese in a Chinese report', async () => {
    await setLanguage('zh-CN');
    const page = renderPage(
      <StorageSection storage={storageWithTariff().storage!} currency="CNY" />,
      /^储能运行$/,
    );
    expect(within(page).getByText('削峰，允许电网充电')).toBeTruthy();
    expect(within(page).getAllByRole('img')[0]!.getAttribute('aria-label')).toMatch(/^典型夏季日（7月）/);
    await setLanguage('en');
  });
});

describe('the report’s battery life page', () => {
  it('lists 25 years with the replacement marked, and the battery’s payback and IRR beside the system’s', async () => {
    // Prepare
    await setLanguage('en');
    const data = storageWithTariff();
    const storage = data.storage!;
    const finance = data.finance!;
    // Act
    const page = renderPage(
      <StorageLifeSection storage={storage} finance={finance} bill={data.bill!} currency="CNY" />,
      /^Battery life and economics$/,
    );
    // Assess
    const [life, economics] = within(page).getAllByRole('table');
    const years = within(life!).getAllByRole('row').slice(1);
    expect(years).toHaveLength(25);
    expect(storage.batteryReplacementYears).toEqual([17]);
    expect(years[16]!.textContent).toContain('Replaced');
    expect(years.filter((row) => row.textContent?.includes('Replaced'))).toHaveLength(1);
    expect(within(page).getByText('Battery replacement in year 17.')).toBeTruthy();
    expect(within(page).queryByText(/exceed its warranty/)).toBeNull();
    const row = (name: string) =>
      [...within(economics!).getByRole('rowheader', { name }).parentElement!.querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    const fixed = (value: number, digits: number, least = 0) =>
      value.toLocaleString('en', { minimumFractionDigits: least, maximumFractionDigits: digits });
    expect(row('Internal rate of return (%)')).toEqual([
      fixed(finance.internalRateOfReturn!, 2),
      fixed(finance.battery!.internalRateOfReturn!, 2),
    ]);
    expect(row('Payback')).toEqual([
      `${fixed(finance.paybackYears!, 1)} years`,
      `${fixed(finance.battery!.paybackYears!, 1)} years`,
    ]);
    expect(row("First year's savings")).toEqual([
      fixed(data.bill!.savings.total, 2),
      fixed(finance.battery!.firstYearSavings, 2),
    ]);
  });

  it('warns of the years beyond the warranty and leaves the economics out without investment figures', async () => {
    await setLanguage('en');
    const storage = storageWithTariff().storage!;
    storage.beyondWarranty = true;
    storage.life[9]!.beyondWarranty = true;
    const page = renderPage(
      <StorageLifeSection storage={storage} finance={null} bill={null} currency="CNY" />,
      /^Battery life and economics$/,
    );
    expect(within(page).getByText(/exceed its warranty in some years/)).toBeTruthy();
    expect(within(page).getAllByRole('row')[10]!.textContent).toContain('Beyond warranty');
    expect(within(page).getAllByRole('table')).toHaveLength(1);
  });
});

describe('the typical day’s power axis', () => {
  it('holds every value and zero, out to whole nice steps', () => {
    expect(axisScale([-1.2, 0.3, 2.7])).toEqual({ min: -2, max: 3, step: 1, ticks: [-2, -1, 0, 1, 2, 3] });
    expect(axisScale([0.2, 0.9]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(axisScale([0, 0])).toMatchObject({ min: 0, max: 0.2 });
  });
});
