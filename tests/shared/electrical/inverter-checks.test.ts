import { checkInverterUnit, pvArraysById } from '@pvd/shared/electrical/inverter-checks';
import { describe, expect, it } from 'vitest';
import { INVERTER_5KW_1PH, INVERTER_100KW_3PH } from './fixtures/datasheets';
import { dcRow, jaArray, unit } from './fixtures/project';

/** A cold site (−25 °C) whose hottest day is 35 °C. */
const COLD_SITE = { minTemperatureC: -25, maxTemperatureC: 35 };

describe('checkInverterUnit', () => {
  const arrays = pvArraysById([jaArray('a', 10)]);

  it('checks both MPPTs of a 5 kW inverter and sums them for the AC checks', () => {
    // Each MPPT: 1 × 5 panels → 2750 W, DC loss 45.12 W (30 m, 4 mm²); total 5500 W, ΣDC 90.24 W
    // AC (20 m, 10 mm²): 46.50 W → line loss (90.24 + 46.50) / 5500 = 2.4862 %
    // Act
    const result = checkInverterUnit(
      unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 5), dcRow('MPPT2', 'a', 1, 5)]),
      arrays,
      COLD_SITE,
    );
    // Assess
    expect(result.rows.map((row) => row.state)).toEqual(['checked', 'checked']);
    expect(result.ac?.totalStringPowerW).toBe(5500);
    expect(result.ac?.lineLossPercent).toBeCloseTo(2.48618182, 7);
  });

  it('marks an MPPT without a row, or whose array is gone, as unconnected', () => {
    // Act
    const result = checkInverterUnit(
      unit(INVERTER_5KW_1PH, [dcRow('MPPT2', 'gone', 1, 5)]),
      arrays,
      COLD_SITE,
    );
    // Assess
    expect(result.rows).toEqual([
      { mpptNo: 'MPPT1', mpptIndex: 0, state: 'unconnected' },
      { mpptNo: 'MPPT2', mpptIndex: 1, state: 'unconnected' },
    ]);
    expect(result.ac?.totalStringPowerW).toBe(0);
  });

  it('marks an MPPT with an array but no strings as without string design', () => {
    // Act
    const result = checkInverterUnit(unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 0, 5)]), arrays, COLD_SITE);
    // Assess
    expect(result.rows[0]).toEqual({
      mpptNo: 'MPPT1',
      mpptIndex: 0,
      state: 'no-string-design',
      pvArrayId: 'a',
    });
  });

  it('lists all ten MPPTs of a 100 kW inverter in order', () => {
    // Act
    const result = checkInverterUnit(
      unit(INVERTER_100KW_3PH, [dcRow('MPPT10', 'a', 2, 10)]),
      arrays,
      COLD_SITE,
    );
    // Assess
    expect(result.rows).toHaveLength(10);
    expect(result.rows[9]?.state).toBe('checked');
    expect(result.rows[0]?.state).toBe('unconnected');
  });

  it('gives no AC checks for a unit without an AC entry', () => {
    // Act
    const result = checkInverterUnit({ info: INVERTER_5KW_1PH, DC: [] }, arrays, COLD_SITE);
    // Assess
    expect(result.ac).toBeNull();
  });

  it('lays the AC cable as its entry says in the site’s highest temperature, and suggests a size', () => {
    // 5500 W / (220 × 0.97) = 25.77 A on 2.5 mm² PVC, method A2, two loaded: 18.5 A × √((70 − 35)
    // / 40) = 17.31 A → error; 4 mm²: 25 × 0.9354 = 23.39 A, short; 6 mm² carries 29.93 A but its
    // line loss is (90.24 + 77.50) / 5500 = 3.05 %; 10 mm²: 40.22 A and 2.49 %.
    // Prepare
    const wired = unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 5), dcRow('MPPT2', 'a', 1, 5)]);
    const AC = {
      ...wired.AC!,
      cableMaterialArea: 2.5,
      cableInsulation: 'PVC',
      cableInstallationMethod: 'A2',
    } as const;
    // Act
    const result = checkInverterUnit({ ...wired, AC }, arrays, COLD_SITE);
    // Assess
    expect(result.ac?.acCableCapacityA).toBeCloseTo(18.5 * Math.sqrt(35 / 40), 9);
    expect(result.ac?.checks.cableAmpacity).toBe('error');
    expect(result.ac?.result).toBe('error');
    expect(result.ac?.acCableAdvice).toEqual({ kind: 'resize', areaMm2: 10 });
  });
});
