import { extraterrestrialSpencer, SOLAR_CONSTANT } from '@pvd/shared/pv/irradiance/extraterrestrial';
import { describe, expect, it } from 'vitest';
import { PVLIB_FIXTURE } from '../support/pvlib-irradiance-fixture';

describe('extraterrestrialSpencer', () => {
  it("reproduces pvlib's dni_extra fixture for 24 June (day 175), 1e-9 W/m²", () => {
    expect(Math.abs(extraterrestrialSpencer(175) - PVLIB_FIXTURE.dniExtra)).toBeLessThan(1e-9);
  });

  it('reproduces pvlib test_get_extra_radiation for 26 Oct 2016 (day 300): 1383.636203 W/m²', () => {
    expect(extraterrestrialSpencer(300)).toBeCloseTo(1383.636203, 5);
  });

  it('is largest near perihelion (early January) and smallest near aphelion (early July)', () => {
    const days = Array.from({ length: 365 }, (_, d) => extraterrestrialSpencer(d + 1));
    const maxDay = days.indexOf(Math.max(...days)) + 1;
    const minDay = days.indexOf(Math.min(...days)) + 1;
    expect(maxDay).toBeLessThan(10);
    expect(minDay).toBeGreaterThan(180);
    expect(minDay).toBeLessThan(195);
    expect(SOLAR_CONSTANT).toBe(1366.1);
  });
});
