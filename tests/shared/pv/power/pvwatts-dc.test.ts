import { pvwattsDc } from '@pvd/shared/pv/power/pvwatts-dc';
import { describe, expect, it } from 'vitest';

describe('pvwattsDc', () => {
  it('reproduces pvlib test_pvwatts_dc_scalars: 88.65 W (900 W/m², 30 °C, 100 W, −0.3 %/°C)', () => {
    expect(pvwattsDc(900, 30, 100, -0.3)).toBeCloseTo(88.65, 10);
  });

  it('gives the nameplate power at STC and scales linearly with irradiance', () => {
    expect(pvwattsDc(1000, 25, 5000, -0.35)).toBe(5000);
    expect(pvwattsDc(500, 25, 5000, -0.35)).toBe(2500);
    expect(pvwattsDc(0, 40, 5000, -0.35)).toBe(0);
  });

  it('gains power below 25 °C for a negative coefficient', () => {
    expect(pvwattsDc(1000, 5, 1000, -0.4)).toBeCloseTo(1080, 10);
  });
});
