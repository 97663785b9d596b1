import { runReport } from '@pvd/shared/pv/simulation/run-report';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { PVWATTS_CASE as options } from '../../../../bench/cases/pvwatts-case';
import { greensboroExcerpt } from '../support/fixture-weather';

describe('runReport', () => {
  it('summarises site, weather, POA and energy in kWh/m² and kWh', () => {
    const weather = greensboroExcerpt();
    const report = runReport(weather, computeSunPositions(weather), options);
    expect(report.site).toEqual({ latitude: 36.1, longitude: -79.95, elevation: 273, timezone: -5 });
    expect(report.poa.monthly).toHaveLength(12);
    expect(report.energy.acMonthly.reduce((a, b) => a + b, 0)).toBeCloseTo(report.energy.acAnnual, 9);
    expect(report.energy.acAnnual).toBeLessThan(report.energy.dcAnnual);
    expect(report.optimum).toBeUndefined();
  });

  it('adds the optimum orientation on request', () => {
    const weather = greensboroExcerpt();
    const report = runReport(weather, computeSunPositions(weather), { ...options, optimum: true });
    expect(report.optimum!.poaAnnual).toBeGreaterThanOrEqual(report.poa.annual * 0.999);
    expect(report.optimum!.tilt).toBeGreaterThan(15);
    expect(report.optimum!.tilt).toBeLessThan(50);
  });
});
