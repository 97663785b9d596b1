/**
 * The report's yield uncertainty page [UNC-1]: only when the answer has the figures, after the
 * cash flow; P50/P90/P99 of one year and 10 years, the distribution chart with the three marked,
 * and the finance at P90 beside the P50's [UNC-6].
 */
import '../../support/dom-polyfills';
import { yieldUncertaintyOf } from '@pvd/shared/project/report/yield-uncertainty';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { YieldUncertaintySection } from '@/features/report/components/sections/yield-uncertainty-section';
import { reportSections } from '@/features/report/model/report-data';
import { createQueryClient } from '@/lib/query-client';
import { gridWithInvestment } from './report-fixtures';

/** 10 000 kWh, PVGIS's defaults, σ_iav 4 %: σ = √72 = 8.49 %, P90 8 913 kWh, P99 8 026 kWh. */
function withUncertainty() {
  const data = gridWithInvestment();
  data.uncertainty = {
    ...yieldUncertaintyOf({ section: null, source: 'pvgis-tmy', latitude: 31, p50: 10_000 }),
    financeAtP90: { paybackYear: 10, paybackYears: 9.3, netPresentValue: 1234, internalRateOfReturn: 6 },
  };
  return data;
}

describe('the yield uncertainty page', () => {
  it('is in the report only with the figures, after the cash flow', () => {
    expect(reportSections(gridWithInvestment())).not.toContain('uncertainty');
    const sections = reportSections(withUncertainty());
    expect(sections.indexOf('uncertainty')).toBe(sections.indexOf('cashFlow') + 1);
  });

  it('prints P50/P90/P99, the distribution chart and the payback and NPV at P90', () => {
    const data = withUncertainty();
    render(
      <AppProvider queryClient={createQueryClient()}>
        <YieldUncertaintySection uncertainty={data.uncertainty!} finance={data.finance} />
      </AppProvider>,
    );
    expect(screen.getByText('P90, one year').nextSibling?.textContent).toBe('8,913 kWh');
    expect(screen.getByText('P99, one year').nextSibling?.textContent).toBe('8,026 kWh');
    const chart = screen.getByRole('img', { name: /^Normal distribution of one year's energy/ });
    expect(chart.getAttribute('aria-label')).toBe(
      "Normal distribution of one year's energy: P50 10,000 kWh, P90 8,913 kWh, P99 8,026 kWh",
    );
    expect(chart.querySelectorAll('line')).toHaveLength(4);
    expect(screen.getByText('Payback period at P90').nextSibling?.textContent).toBe('9.3 years');
    expect(screen.getByText('Net present value at P90').nextSibling?.textContent).toMatch(/^1,234 /);
  });
});
