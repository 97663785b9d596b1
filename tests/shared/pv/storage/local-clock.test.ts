import { hourlyEnergyOnLocalClock } from '@pvd/shared/pv/storage/local-clock';
import { describe, expect, it } from 'vitest';

const at = (iso: string) => Date.parse(iso);

describe('hourlyEnergyOnLocalClock', () => {
  it('puts a UTC record into its local hour: 04:30 UTC is 12:30 in Hangzhou (UTC+8)', () => {
    // Act: 1 kW for one hour.
    const energy = hourlyEnergyOnLocalClock(
      { powerW: [1000], timesUtcMs: [at('2021-01-01T04:30:00Z')], intervalHours: 1 },
      8,
    );
    // Assess
    expect(energy).toHaveLength(8760);
    expect(energy[12]).toBe(1);
    expect(energy.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('sums the two half-hour records of an hour, in kWh (W × 0.5 h / 1000)', () => {
    const energy = hourlyEnergyOnLocalClock(
      {
        powerW: [2000, 4000],
        timesUtcMs: [at('2021-03-01T10:15:00Z'), at('2021-03-01T10:45:00Z')],
        intervalHours: 0.5,
      },
      0,
    );
    // 1 March starts at hour (31 + 28) × 24 = 1416.
    expect(energy[1416 + 10]).toBe(3);
  });

  it('takes a typical year’s months from different years in calendar order', () => {
    const energy = hourlyEnergyOnLocalClock(
      {
        powerW: [1000, 1000],
        timesUtcMs: [at('2007-01-01T00:30:00Z'), at('2016-12-31T23:30:00Z')],
        intervalHours: 1,
      },
      0,
    );
    expect([energy[0], energy[8759]]).toEqual([1, 1]);
  });

  it('joins the year’s ends: the last UTC hours are the first local morning of 1 January', () => {
    // 31 December 20:30 UTC is 1 January 04:30 at UTC+8.
    const energy = hourlyEnergyOnLocalClock(
      { powerW: [1000], timesUtcMs: [at('2021-12-31T20:30:00Z')], intervalHours: 1 },
      8,
    );
    expect(energy[4]).toBe(1);
  });

  it('drops 29 February, as the 365-day storage year does', () => {
    const energy = hourlyEnergyOnLocalClock(
      {
        powerW: [1000, 1000],
        timesUtcMs: [at('2020-02-29T12:30:00Z'), at('2020-03-01T12:30:00Z')],
        intervalHours: 1,
      },
      0,
    );
    expect(energy.reduce((a, b) => a + b, 0)).toBe(1);
    expect(energy[1416 + 12]).toBe(1);
  });

  it('shifts west of Greenwich too: 17:30 UTC is 12:30 in New York standard time (UTC−5)', () => {
    const energy = hourlyEnergyOnLocalClock(
      { powerW: [500], timesUtcMs: [at('2021-06-15T17:30:00Z')], intervalHours: 1 },
      -5,
    );
    // 15 June: day 31+28+31+30+31+14 = 165 (0-based), hour 165 × 24 + 12.
    expect(energy[165 * 24 + 12]).toBe(0.5);
  });
});
