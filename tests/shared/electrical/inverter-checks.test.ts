import { checkInverterUnit, pvArraysById } from '@pvd/shared/electrical/inverter-checks';
import { describe, expect, it } from 'vitest';
import { INVERTER_5KW_1PH, INVERTER_100KW_3PH } from './fixtures/datasheets';
import { dcRow, jaArray, unit } from './fixtures/project';

describe('checkInverterUnit', () => {
  const arrays = pvArraysById([jaArray('a', 10)]);

  it('checks both MPPTs of a 5 kW inverter and sums them for the AC checks', () => {
    // Each MPPT: 1 × 5 panels → 2750 W, DC loss 45.12 W (30 m, 4 mm²); total 5500 W, ΣDC 90.24 W
    // AC (20 m, 10 mm²): 46.50 W → line loss (90.24 + 46.50) / 5500 = 2.4862 %
    // Act
    const result = checkInverterUnit(
      unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 5), dcRow('MPPT2', 'a', 1, 5)]),
      arrays,
      -25,
    );
    // Assess
    expect(result.rows.map((row) => row.state)).toEqual(['checked', 'checked']);
    expect(result.ac?.totalStringPowerW).toBe(5500);
    expect(result.ac?.lineLossPercent).toBeCloseTo(2.48618182, 7);
  });

  it('marks an MPPT without a row, or whose array is gone, as unconnected', () => {
    // Act
    const result = checkInverterUnit(unit(INVERTER_5KW_1PH, [dcRow('MPPT2', 'gone', 1, 5)]), arrays, -25);
    // Assess
    expect(result.rows).toEqual([
      { mpptNo: 'MPPT1', mpptIndex: 0, state: 'unconnected' },
      { mpptNo: 'MPPT2', mpptIndex: 1, state: 'unconnected' },
    ]);
    expect(result.ac?.totalStringPowerW).toBe(0);
  });

  it('marks an MPPT with an array but no strings as without string design', () => {
    // Act
    const result = checkInverterUnit(unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 0, 5)]), arrays, -25);
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
    const result = checkInverterUnit(unit(INVERTER_100KW_3PH, [dcRow('MPPT10', 'a', 2, 10)]), arrays, -25);
    // Assess
    expect(result.rows).toHaveLength(10);
    expect(result.rows[9]?.state).toBe('checked');
    expect(result.rows[0]?.state).toBe('unconnected');
  });

  it('gives no AC checks for a unit without an AC entry', () => {
    // Act
    const result = checkInverterUnit({ info: INVERTER_5KW_1PH, DC: [] }, arrays, -25);
    // Assess
    expect(result.ac).toBeNull();
  });
});
