import { erbs, erbsDiffuseFraction, fillMissingBeamAndDiffuse } from '@pvd/shared/pv/irradiance/erbs';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';

describe('erbs', () => {
  it('reproduces pvlib test_erbs (2019-01-01 ×3, 2019-06-20), 1e-6 relative', () => {
    // pvlib expected rows (dni, dhi, kt); the days are day 1 and day 171.
    const cases = [
      { ghi: 0, zenith: 120, doy: 1, expected: [0, 0, 0] },
      { ghi: 50, zenith: 85, doy: 1, expected: [96.7192672, 41.5703604, 0.405723511] },
      { ghi: 1000, zenith: 10, doy: 1, expected: [794.205651, 217.860117, 0.718132729] },
      { ghi: 1000, zenith: 10, doy: 171, expected: [842.001578, 170.790318, 0.768214312] },
    ];
    for (const c of cases) {
      const result = erbs(c.ghi, c.zenith, c.doy);
      [result.dni, result.dhi, result.kt].forEach((value, k) => {
        expect(Math.abs(value - c.expected[k]!)).toBeLessThanOrEqual(1e-6 * Math.max(1, c.expected[k]!));
      });
    }
  });

  it('keeps closure GHI = DHI + DNI cos z', () => {
    const result = erbs(600, 40, 100);
    expect(result.dhi + result.dni * Math.cos((40 * Math.PI) / 180)).toBeCloseTo(600, 9);
  });

  it('puts everything in the diffuse part near the horizon (zenith > 87°)', () => {
    expect(erbs(20, 88, 100)).toEqual({ dni: 0, dhi: 20, kt: expect.any(Number) });
  });

  it('follows the three published branches of the diffuse fraction', () => {
    expect(erbsDiffuseFraction(0.1)).toBeCloseTo(0.991, 12);
    expect(erbsDiffuseFraction(0.9)).toBe(0.165);
    expect(erbsDiffuseFraction(0.5)).toBeCloseTo(
      0.9511 - 0.1604 * 0.5 + 4.388 * 0.25 - 16.638 * 0.125 + 12.336 * 0.0625,
      12,
    );
  });
});

describe('fillMissingBeamAndDiffuse', () => {
  it('fills only the records whose DNI or DHI is missing', () => {
    const site = { latitude: 45, longitude: 8, elevation: 250, timezone: 0 };
    const times = Float64Array.of(Date.UTC(2021, 5, 21, 11), Date.UTC(2021, 5, 21, 12));
    const sun = computeSunPositions({ site, timesUtcMs: times });
    const weather = {
      ghi: Float64Array.of(800, 850),
      dni: Float64Array.of(Number.NaN, 700),
      dhi: Float64Array.of(Number.NaN, 150),
    };
    const filled = fillMissingBeamAndDiffuse(weather, sun);
    expect(filled.filled).toBe(1);
    expect(filled.dni[1]).toBe(700);
    expect(filled.dhi[0]).toBeCloseTo(erbs(800, sun.zenith[0]!, sun.dayOfYear[0]!).dhi, 9);
    expect(weather.dni[0]).toBeNaN();
  });
});
