/**
 * The report's PV arrays page [MNT-1] [MNT-4]: each array's mounting in the table, and under it
 * the ground albedo the yield was computed with: the project's value and its preset's name
 * (shared/pv/irradiance/albedo.ts), 12 monthly values as their range, the engine's 0.2 without
 * a ground section; in en and zh-CN.
 */
import '../../support/dom-polyfills';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { PvArraysSection } from '@/features/report/components/sections/pv-arrays-section';
import type { ReportData } from '@/features/report/model/report-data';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { gridWithoutInvestment } from './report-fixtures';

function show(data: ReportData) {
  render(
    <AppProvider queryClient={createQueryClient()}>
      <PvArraysSection data={data} />
    </AppProvider>,
  );
  return screen.getByTestId('report-albedo').textContent;
}

describe("the report's PV arrays page", () => {
  afterEach(() => cleanup());

  it('prints the engine default without a ground section, and a preset with its name', async () => {
    await setLanguage('en');
    expect(show(gridWithoutInvestment())).toBe('Ground albedo 0.2 (the default)');
    cleanup();
    const data = gridWithoutInvestment();
    data.ground = { albedo: 0.7, presetId: 'whiteMembrane' };
    expect(show(data)).toBe('Ground albedo 0.7: white roof membrane');
  });

  it('prints a monthly albedo as its range, and the array’s tracker, in Chinese', async () => {
    await setLanguage('zh-CN');
    const data = gridWithoutInvestment();
    data.ground = { albedo: [0.8, 0.8, 0.5, ...Array(8).fill(0.2), 0.6] };
    data.pvarray[0]!.mounting = {
      kind: 'single-axis',
      axisAzimuth: 180,
      axisTilt: 0,
      maxAngle: 60,
      gcr: 0.35,
      backtrack: true,
    };
    expect(show(data)).toBe('逐月地面反照率 0.2 至 0.8');
    expect(screen.getByTestId('report-array-mounting').textContent).toContain('±60°');
  });
});
