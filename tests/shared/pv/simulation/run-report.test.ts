import { describe, expect, it } from 'vitest';
import { NO_SYSTEM_LOSSES } from '../../../../shared/pv/losses/system-losses';
import { type RunReportOptions, runReport } from '../../../../shared/pv/simulation/run-report';
import { computeSunPositions } from '../../../../shared/pv/solar-position/sun-positions';
import { greensboroExcerpt } from '../support/fixture-weather';

const options: RunReportOptions = {
  surfaceTilt: 30,
  surfaceAzimuth: 180,
  transposition: 'perez',
  albedo: 0.2,
  dcCapacity: 10_000,
  tempCoefficientPmax: -0.35,
  temperatureModel: 'sapm-open-rack-glass-glass',
  iamModel: 'physical',
  inverter: { kind: 'pvwatts', ratedAcPower: 10_000, nominalEfficiency: 0.96 },
  losses: NO_SYSTEM_LOSSES,
  optimum: false,
};

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
