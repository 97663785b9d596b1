import { formatLocalMinutes, localMinutes, stepStartMinutes } from '@pvd/shared/load/interval-series';
import { type PvSite, pvAtLoadInterval, pvOnLoadCalendar } from '@pvd/shared/load/pv-at-interval';
import { clearSkyGhiHaurwitz } from '@pvd/shared/pv/climate/clear-sky';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { MONTH_START_HOUR } from '@pvd/shared/pv/storage/common-year';
import { describe, expect, it } from 'vitest';

/** Hangzhou, on China's standard time (UTC+8). */
const SITE: PvSite = { latitude: 30.25, longitude: 120.17, elevation: 10, timezoneHours: 8 };

/**
 * A clear typical year of a 5 kWp array lying flat: each hour's energy the clear-sky GHI at the
 * hour's middle (2023's dates, local standard time) × 5 kW per kW/m². [kWh]
 */
function clearYearKwh(): Float64Array {
  const start = Date.UTC(2023, 0, 1) - SITE.timezoneHours * 3_600_000;
  const timesUtcMs = Float64Array.from({ length: 8760 }, (_, h) => start + (h + 0.5) * 3_600_000);
  const site = { ...SITE, timezone: SITE.timezoneHours };
  const { apparentZenith } = computeSunPositions({ site, timesUtcMs });
  return apparentZenith.map((z) => (5 * clearSkyGhiHaurwitz(z)) / 1000);
}

const HOURLY = clearYearKwh();
const YEAR_2023 = { firstIntervalStart: '2023-01-01T00:00', stepMinutes: 15 } as const;

/** Energy of each hour of a series of `perHour` steps an hour. [kWh] */
function hourSums(kw: Float64Array, perHour: number): number[] {
  const sums: number[] = [];
  for (let t = 0; t < kw.length; t += perHour) {
    let sum = 0;
    for (let k = 0; k < perHour; k++) sum += kw[t + k]! / perHour;
    sums.push(sum);
  }
  return sums;
}

/** The step of `series` that starts at the local stamp `at`. */
function stepAt(firstIntervalStart: string, stepMinutes: number, at: string): number {
  return (localMinutes(at) - localMinutes(firstIntervalStart)) / stepMinutes;
}

describe('pvAtLoadInterval: hourly PV at the load interval [LOAD-4]', () => {
  it('keeps every hour’s energy at 15, 5 and 1 minutes', () => {
    for (const stepMinutes of [15, 5, 1] as const) {
      const steps = (365 * 24 * 60) / stepMinutes;
      const pv = pvAtLoadInterval(HOURLY, SITE, { ...YEAR_2023, stepMinutes }, steps);
      const sums = hourSums(pv.kw, 60 / stepMinutes);
      expect(sums).toHaveLength(8760);
      const worst = Math.max(...sums.map((sum, h) => Math.abs(sum - HOURLY[h]!)));
      expect(worst).toBeLessThan(1e-12);
    }
  });

  it('is zero at night, and the steps of a night hour are zero too', () => {
    const pv = pvAtLoadInterval(HOURLY, SITE, YEAR_2023, 35_040);
    const midnight = stepAt('2023-01-01T00:00', 15, '2023-06-21T00:00');
    expect([...pv.kw.subarray(midnight, midnight + 5 * 4)].every((kw) => kw === 0)).toBe(true);
    const litAtNight = pv.kw.filter((kw, t) => HOURLY[Math.floor(t / 4)] === 0 && kw !== 0);
    expect(litAtNight).toHaveLength(0);
  });

  it('rises through the morning, peaks near noon and falls in the afternoon on a clear day', () => {
    const pv = pvAtLoadInterval(HOURLY, SITE, YEAR_2023, 35_040);
    const at = (stamp: string) => pv.kw[stepAt('2023-01-01T00:00', 15, `2023-06-21T${stamp}`)]!;
    // Inside the hour 08:00-09:00 each quarter is brighter than the one before it …
    expect(at('08:00')).toBeLessThan(at('08:15'));
    expect(at('08:15')).toBeLessThan(at('08:30'));
    expect(at('08:30')).toBeLessThan(at('08:45'));
    // … inside 16:00-17:00 each dimmer, and the midday quarters above every morning one.
    expect(at('16:00')).toBeGreaterThan(at('16:15'));
    expect(at('16:30')).toBeGreaterThan(at('16:45'));
    expect(Math.min(at('11:45'), at('12:00'))).toBeGreaterThan(at('09:45'));
    // Noon's quarters differ little: the clear-sky curve is flat there (within 1 %).
    expect(Math.abs(at('11:45') - at('12:00')) / at('12:00')).toBeLessThan(0.01);
  });

  it('is the hourly series itself at 60 minutes', () => {
    const pv = pvAtLoadInterval(HOURLY, SITE, { ...YEAR_2023, stepMinutes: 60 }, 8760);
    expect(pv.kw).toEqual(HOURLY);
    expect(pv).toMatchObject({ firstIntervalStart: '2023-01-01T00:00', stepMinutes: 60 });
  });

  it('lays the typical year on the load’s calendar by month, day and hour', () => {
    // A load from 1 July 2023 takes July's hours first and January's after 31 December.
    const july = pvAtLoadInterval(
      HOURLY,
      SITE,
      { firstIntervalStart: '2023-07-01T00:00', stepMinutes: 60 },
      8760,
    );
    expect(july.kw[12]).toBe(HOURLY[MONTH_START_HOUR[6]! + 12]);
    expect(july.kw[184 * 24 + 12]).toBe(HOURLY[12]);
    // A leap year's load has no 29 February: its 60th day is 1 March, the typical year's too.
    const leap = pvAtLoadInterval(
      HOURLY,
      SITE,
      { firstIntervalStart: '2024-01-01T00:00', stepMinutes: 60 },
      8760,
    );
    expect(leap.kw[59 * 24 + 12]).toBe(HOURLY[59 * 24 + 12]);
    const stamps = stepStartMinutes(leap, 8760);
    expect(formatLocalMinutes(stamps[59 * 24 + 12]!)).toBe('2024-03-01T12:00');
  });

  it('gives an hour with energy but no sun at any step to the step nearest daylight', () => {
    // Energy in the hour 05:00-06:00 of 1 January, before the sun rises at about 06:50.
    const hourly = new Float64Array(8760);
    hourly[5] = 0.2;
    const pv = pvAtLoadInterval(hourly, SITE, YEAR_2023, 4 * 24);
    expect([...pv.kw.subarray(20, 24)]).toEqual([0, 0, 0, 0.8]);
  });

  it('refuses a series that is not a typical year, a start off the hour and more than a year', () => {
    expect(() => pvAtLoadInterval(new Float64Array(8784), SITE, YEAR_2023, 96)).toThrow(/8760 hourly values/);
    const offHour = { firstIntervalStart: '2023-01-01T00:15', stepMinutes: 15 } as const;
    expect(() => pvAtLoadInterval(HOURLY, SITE, offHour, 96)).toThrow(/on the hour/);
    expect(() => pvAtLoadInterval(HOURLY, SITE, YEAR_2023, 35_041)).toThrow(/365 days/);
  });
});

describe('pvOnLoadCalendar: a PV year of another year or start [LOAD-4]', () => {
  const pv2022 = {
    firstIntervalStart: '2022-01-01T00:00',
    stepMinutes: 15,
    kw: Float64Array.from({ length: 35_040 }, (_, t) => t),
  } as const;

  it('gives each load step the PV step of the same month, day and time', () => {
    const load = { firstIntervalStart: '2023-07-01T00:00', stepMinutes: 15 } as const;
    const pv = pvOnLoadCalendar(pv2022, load, 35_040);
    const july1 = stepAt('2022-01-01T00:00', 15, '2022-07-01T00:00');
    expect([pv.kw[0], pv.kw[1]]).toEqual([july1, july1 + 1]);
    // After the load's 31 December comes the PV's 1 January.
    expect(pv.kw[35_040 - july1]).toBe(0);
    expect(pv.firstIntervalStart).toBe('2023-07-01T00:00');
  });

  it('refuses another interval or less than a year', () => {
    const hourly = { firstIntervalStart: '2023-01-01T00:00', stepMinutes: 60 } as const;
    expect(() => pvOnLoadCalendar(pv2022, hourly, 8760)).toThrow(/PV at 15 minutes, load at 60/);
    const short = { ...pv2022, kw: new Float64Array(96) };
    expect(() => pvOnLoadCalendar(short, YEAR_2023, 96)).toThrow(/35040 steps/);
  });
});
