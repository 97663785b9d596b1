import { seedInverterSpecs } from '@pvd/functions/_lib/catalogue/seeds/inverters';
import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import { describe, expect, it } from 'vitest';

const inverters = seedInverterSpecs();

describe('seeded inverters', () => {
  it('cover the catalogue the issue asks for: 30+ models, single phase 3-10 kW, three phase 10-110 kW with 80 kW and more', () => {
    // Prepare
    const singlePhaseGrid = inverters.filter(
      (m) => m.mainsvoltype === 'Single-Phase' && m.invertertype === 1 && m.us === '0',
    );
    const threePhaseGrid = inverters.filter((m) => m.mainsvoltype === 'Three-Phase' && m.invertertype === 1);
    // Assess
    expect(inverters.length).toBeGreaterThanOrEqual(30);
    expect(Math.min(...singlePhaseGrid.map((m) => m.ratedacoutputpower))).toBe(3000);
    expect(Math.max(...singlePhaseGrid.map((m) => m.ratedacoutputpower))).toBe(10000);
    expect(Math.min(...threePhaseGrid.map((m) => m.ratedacoutputpower))).toBe(10000);
    expect(Math.max(...threePhaseGrid.map((m) => m.ratedacoutputpower))).toBe(110000);
    expect(threePhaseGrid.filter((m) => m.ratedacoutputpower >= 80000).length).toBeGreaterThanOrEqual(3);
  });

  it('include C&I storage: three-phase hybrid inverters and PCS of 30 to 250 kW', () => {
    const ci = inverters.filter((m) => m.invertertype === 2 && m.ratedacoutputpower >= 30_000);
    expect(ci.map((m) => m.ratedacoutputpower)).toEqual([30_000, 50_000, 100_000, 125_000, 250_000]);
    expect(new Set(ci.map((m) => m.mainsvoltype))).toEqual(new Set(['Three-Phase']));
  });

  it('include hybrid storage models, US models and models needing all inputs', () => {
    expect(inverters.filter((m) => m.invertertype === 2).length).toBeGreaterThanOrEqual(8);
    expect(inverters.some((m) => m.us === '1')).toBe(true);
    expect(inverters.filter((m) => m.isneedallaccess === '1').map((m) => m.mpptcount)).toEqual([6, 8]);
  });

  it('are read by the string checks, with a DC/AC ratio and MPPT powers that add up', () => {
    for (const model of inverters) {
      // Act
      const limits = readInverterLimits(model);
      const mpptSum = limits.maxMpptPowerW.reduce((a, b) => a + b, 0);
      // Assess: 1.3-1.5 DC/AC, the per-MPPT powers within 1 % of the DC power, unique names.
      expect(limits.maxDcPowerW / model.ratedacoutputpower).toBeGreaterThanOrEqual(1.29);
      expect(limits.maxDcPowerW / model.ratedacoutputpower).toBeLessThanOrEqual(1.51);
      expect(Math.abs(mpptSum / limits.maxDcPowerW - 1)).toBeLessThan(0.05);
      expect(limits.mppVoltageMaxV).toBeLessThan(Math.max(...limits.maxDcVoltageV));
    }
    expect(new Set(inverters.map((m) => m.modelname)).size).toBe(inverters.length);
  });
});
