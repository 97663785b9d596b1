import { DEFAULT_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import type { ArrayDcResult } from '@pvd/shared/pv/simulation/array-dc';
import { breakdownLosses } from '@pvd/shared/pv/simulation/loss-breakdown';
import { describe, expect, it } from 'vitest';

function arrayWith(
  nominal: number,
  afterIam: number,
  afterTemperature: number,
  flatFactor: number,
): ArrayDcResult {
  const dc = afterTemperature * flatFactor;
  return {
    poaGlobal: new Float64Array(0),
    tempCell: new Float64Array(0),
    dcPower: new Float64Array(0),
    poa: { annual: 0, monthly: [] },
    dcEnergy: { annual: dc, monthly: [] },
    stages: { nominal, afterIam, afterTemperature },
    flatFactor,
  };
}

describe('breakdownLosses', () => {
  it('splits the chain in the spec order with the flat losses as percentages of what reaches them', () => {
    // Prepare: 1000 kWh nominal, IAM model −20, temperature model −5 % of the rest
    const losses = DEFAULT_SYSTEM_LOSSES;
    const flat = 0.9995 * 0.97 * 0.98;
    const array = arrayWith(1000, 980, 931, flat);
    const dc = 931 * flat;
    // Act
    const breakdown = breakdownLosses([array], losses, {
      wiredDc: dc,
      dcIn: dc,
      acUnclipped: dc * 0.97,
      acRaw: dc * 0.97,
      acAfterLine: dc * 0.97,
      acAfterAvailability: dc * 0.97,
      acFinal: dc * 0.97,
    });
    // Assess
    expect(breakdown.incidenceAngleModel).toBeCloseTo(20, 9);
    expect(breakdown.incidenceAngle).toBeCloseTo(980 * 0.0005, 9);
    expect(breakdown.soiling).toBeCloseTo(980 * 0.9995 * 0.03, 9);
    expect(breakdown.temperatureModel).toBeCloseTo(980 * 0.9995 * 0.97 * 0.05, 9);
    expect(breakdown.thermal).toBe(0);
    expect(breakdown.lightInducedDegradation).toBeCloseTo(931 * 0.9995 * 0.97 * 0.02, 9);
    expect(breakdown.mismatch).toBeCloseTo(0, 9);
    expect(breakdown.inverter).toBeCloseTo(dc * 0.03, 9);
    expect(breakdown.clipping).toBe(0);
    expect(breakdown.calibrationGain).toBe(0);
  });

  it('puts row-to-row shading first: nominal − after shading, the IAM model from after shading', () => {
    // Prepare: 1000 kWh nominal, rows take 40, the IAM model 20 more
    const array = {
      ...arrayWith(1000, 940, 940, 1),
      stages: { nominal: 1000, afterShading: 960, afterIam: 940, afterTemperature: 940 },
    };
    const noFlat = {
      ...DEFAULT_SYSTEM_LOSSES,
      incidenceAngle: 0,
      soiling: 0,
      thermal: 0,
      lightInducedDegradation: 0,
      moduleQuality: 0,
      mismatch: 0,
    };
    // Act
    const breakdown = breakdownLosses([array], noFlat, {
      wiredDc: 940,
      dcIn: 940,
      acUnclipped: 940,
      acRaw: 940,
      acAfterLine: 940,
      acAfterAvailability: 940,
      acFinal: 940,
    });
    // Assess
    expect(breakdown.shading).toBe(40);
    expect(breakdown.incidenceAngleModel).toBe(20);
    expect(breakdown.incidenceAngle).toBe(0);
    expect(breakdown.temperatureModel).toBe(0);
  });

  it('reports no shading loss for arrays without rows', () => {
    const breakdown = breakdownLosses([arrayWith(1000, 980, 931, 1)], DEFAULT_SYSTEM_LOSSES, {
      wiredDc: 931,
      dcIn: 931,
      acUnclipped: 931,
      acRaw: 931,
      acAfterLine: 931,
      acAfterAvailability: 931,
      acFinal: 931,
    });
    expect(breakdown.shading).toBe(0);
    expect(breakdown.incidenceAngleModel).toBeCloseTo(20, 9);
    expect(breakdown.incidenceAngle).toBeCloseTo(980 * 0.0005, 9);
  });

  it('reports a thermal gain as a negative loss in a cold climate', () => {
    const array = arrayWith(1000, 1000, 1030, 1);
    const breakdown = breakdownLosses(
      [array],
      { ...DEFAULT_SYSTEM_LOSSES, incidenceAngle: 0, soiling: 0, lightInducedDegradation: 0 },
      {
        wiredDc: 1030,
        dcIn: 1030,
        acUnclipped: 1000,
        acRaw: 1000,
        acAfterLine: 1000,
        acAfterAvailability: 1000,
        acFinal: 1000,
      },
    );
    expect(breakdown.temperatureModel).toBeCloseTo(-30, 9);
  });

  it('tells the clipping at the rated AC power from the conversion loss', () => {
    // Prepare: 1000 kWh DC in; the conversion would give 970, the rating lets 950 out
    const breakdown = breakdownLosses([arrayWith(1000, 1000, 1000, 1)], DEFAULT_SYSTEM_LOSSES, {
      wiredDc: 1000,
      dcIn: 1000,
      acUnclipped: 970,
      acRaw: 950,
      acAfterLine: 950,
      acAfterAvailability: 950,
      acFinal: 950,
    });
    // Assess
    expect(breakdown.inverter).toBeCloseTo(30, 9);
    expect(breakdown.clipping).toBeCloseTo(20, 9);
  });
});
