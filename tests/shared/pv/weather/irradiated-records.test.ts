import { irradiatedRecords } from '@pvd/shared/pv/weather/irradiated-records';
import { describe, expect, it } from 'vitest';

describe('irradiatedRecords', () => {
  it('keeps the records with finite GHI, DNI and DHI and any of them non-zero', () => {
    const weather = {
      ghi: Float64Array.of(0, 10, 0, Number.NaN, 0, 5),
      dni: Float64Array.of(0, 0, 3, 100, 0, 0),
      dhi: Float64Array.of(0, 10, 0, 20, 0, Number.POSITIVE_INFINITY),
    };
    expect(Array.from(irradiatedRecords(weather))).toEqual([1, 2]);
  });

  it('answers again for the same arrays, anew for a new one', () => {
    const weather = { ghi: Float64Array.of(0, 1), dni: Float64Array.of(0, 0), dhi: Float64Array.of(0, 1) };
    const first = irradiatedRecords(weather);
    expect(irradiatedRecords({ ...weather })).toBe(first);
    const dni = Float64Array.of(2, 0);
    expect(Array.from(irradiatedRecords({ ...weather, dni }))).toEqual([0, 1]);
  });
});
