/**
 * The report's load page [LOAD-5]: in a report whose project has a load, before the self-use
 * pages; the annual consumption, the peak load, the source (a meter file with its name and
 * interval, a partial year said so, or the typical profile) and the month × hour heat map, from
 * what the project keeps.
 */
import '../../support/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { LoadSection } from '@/features/report/components/sections/load-section';
import { reportSections } from '@/features/report/model/report-data';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { keptMeterFile, quarterHourEnds } from '../project-editor/user-load/meter-file-support';
import { gridWithoutInvestment, storageWithFinance } from './report-fixtures';

function renderSection(data: Parameters<typeof LoadSection>[0]['data']) {
  render(
    <AppProvider queryClient={createQueryClient()}>
      <LoadSection data={data} />
    </AppProvider>,
  );
  return screen.getByRole('region', { name: /Electricity consumption|用电负载/ });
}

describe('the report’s load page', () => {
  it('is in a storage project’s report before the self-use pages, not in a grid project’s without a load', () => {
    expect(reportSections(gridWithoutInvestment())).not.toContain('load');
    const sections = reportSections(storageWithFinance());
    expect(sections.indexOf('load')).toBe(sections.indexOf('selfUse') - 1);
  });

  it('shows a meter file’s figures, its name and interval, the partial year, and the heat map', async () => {
    // Prepare
    await setLanguage('en');
    const meterFile = keptMeterFile(quarterHourEnds(), 'meter-15min.csv', { stamps: 'end' });
    const data = { ...storageWithFinance(), loadSource: { meterFile } };
    // Act
    const page = renderSection(data);
    // Assess
    expect(within(page).getByText('Meter file meter-15min.csv, 15-minute readings')).toBeTruthy();
    const annual = Math.round(meterFile.summary.annualKwh).toLocaleString('en');
    expect(within(page).getByText(`${annual} kWh`)).toBeTruthy();
    expect(within(page).getByText(/^Only 32 days of readings/)).toBeTruthy();
    const heatMap = within(page).getByRole('table', { name: /Average load by month and hour/ });
    // 12 months of 24 hours, each cell with its figure for screen readers.
    expect(within(heatMap).getAllByRole('row')).toHaveLength(13);
    expect(heatMap.querySelectorAll('td')).toHaveLength(12 * 24);
  });

  it('names the typical profile, in Chinese, for a project without a meter file', async () => {
    await setLanguage('zh-CN');
    const data = { ...storageWithFinance(), loadSource: { typicalShape: 'cold-store' as const } };
    const page = renderSection(data);
    expect(within(page).getByText('典型负载曲线：冷库')).toBeTruthy();
    await setLanguage('en');
  });
});
