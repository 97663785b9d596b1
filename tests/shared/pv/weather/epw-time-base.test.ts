import {
  detectRowClock,
  equationOfTimeMinutes,
  extraterrestrialDailyWh,
} from '@pvd/shared/pv/weather/epw-time-base';
import { describe, expect, it } from 'vitest';

describe('equationOfTimeMinutes (Spencer 1971)', () => {
  // Extremes of the equation of time as tabulated in almanacs and plotted in Duffie & Beckman,
  // Solar Engineering of Thermal Processes, 4th ed., Fig. 1.5.1: about -14.2 min (Feb 11),
  // +3.7 min (May 14), -6.5 min (Jul 26), +16.4 min (Nov 3). Spencer's series is good to ~0.5 min.
  it.each([
    [42, -14.2],
    [134, 3.7],
    [207, -6.5],
    [307, 16.4],
  ])('on day %i is %f min within 0.5 min', (day, published) => {
    expect(Math.abs(equationOfTimeMinutes(day) - published)).toBeLessThan(0.5);
  });
});

describe('extraterrestrialDailyWh', () => {
  it('matches Duffie & Beckman Example 1.10.1 (43° N, April 15: H0 = 33.8 MJ/m²)', () => {
    const h0MJ = (extraterrestrialDailyWh(43, 105) * 3600) / 1e6;
    expect(h0MJ).toBeCloseTo(33.8, 1);
  });

  it('is zero in the polar night', () => {
    expect(extraterrestrialDailyWh(80, 355)).toBe(0);
  });
});

/**
 * Whole days of a synthetic clear June sky: a half-sine GHI of 1000 W/m² peak, 14 h long, centred at
 * `noonOnFileClock` (hours of the file's clock, mid-hour sampling) — enough for the logic.
 */
function clearDays(days: number, noonOnFileClock: (dayNumber: number) => number) {
  const ghi = new Float64Array(days * 24);
  const dates = new Int32Array(days * 3);
  for (let d = 0; d < days; d++) {
    const dayNumber = 172 + d; // from June 21 (non-leap year 2019)
    dates.set([2019, 6, 21 + d], d * 3);
    const noon = noonOnFileClock(dayNumber);
    for (let h = 0; h < 24; h++) {
      const x = (h + 0.5 - (noon - 7)) / 14;
      ghi[d * 24 + h] = x > 0 && x < 1 ? 1000 * Math.sin(Math.PI * x) : 0;
    }
  }
  return { ghi, dates };
}

/** Solar noon in UTC hours at longitude `lon` on `dayNumber`. */
const utcNoon = (lon: number) => (n: number) => 12 - equationOfTimeMinutes(n) / 60 - lon / 15;

describe('detectRowClock', () => {
  const site = { latitude: 45, longitude: 8, labelOffsetHours: -0.5 };

  it('finds rows written in the stated zone', () => {
    const { ghi, dates } = clearDays(5, (n) => utcNoon(8)(n) + 1);
    const verdict = detectRowClock({ ...site, timezone: 1, ghi, dates });
    expect(verdict.clock).toBe('stated-zone');
    expect(Math.abs(verdict.medianDeviationHours)).toBeLessThan(0.05);
    expect(verdict.clearDays).toBe(5);
  });

  it('finds rows written in UTC although the header states +1 h', () => {
    const { ghi, dates } = clearDays(5, utcNoon(8));
    const verdict = detectRowClock({ ...site, timezone: 1, ghi, dates });
    expect(verdict.clock).toBe('utc');
    expect(verdict.medianDeviationHours).toBeCloseTo(-1, 1);
  });

  it('finds UTC rows west of Greenwich (zone -5 h)', () => {
    const { ghi, dates } = clearDays(5, utcNoon(-79.95));
    const verdict = detectRowClock({
      latitude: 36.1,
      longitude: -79.95,
      labelOffsetHours: -0.5,
      timezone: -5,
      ghi,
      dates,
    });
    expect(verdict.clock).toBe('utc');
  });

  it('cannot decide when the stated zone is UTC itself', () => {
    const { ghi, dates } = clearDays(5, utcNoon(0));
    expect(detectRowClock({ ...site, longitude: 0, timezone: 0, ghi, dates }).clock).toBe('undetermined');
  });

  it('cannot decide from fewer than three clear days', () => {
    const { ghi, dates } = clearDays(2, utcNoon(8));
    expect(detectRowClock({ ...site, timezone: 1, ghi, dates }).clock).toBe('undetermined');
  });

  it('cannot decide when the centroids sit half-way between the hypotheses', () => {
    const { ghi, dates } = clearDays(5, (n) => utcNoon(8)(n) + 0.5);
    expect(detectRowClock({ ...site, timezone: 1, ghi, dates }).clock).toBe('undetermined');
  });

  it('ignores overcast days', () => {
    const { ghi, dates } = clearDays(5, utcNoon(8));
    for (let i = 0; i < ghi.length; i++) ghi[i] = ghi[i]! * 0.3;
    const verdict = detectRowClock({ ...site, timezone: 1, ghi, dates });
    expect(verdict.clearDays).toBe(0);
    expect(verdict.clock).toBe('undetermined');
  });
});
