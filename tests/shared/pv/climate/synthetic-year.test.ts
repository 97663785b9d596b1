import { DAYS_PER_MONTH } from '@pvd/shared/pv/civil-calendar';
import { syntheticFrame, syntheticTimezone } from '@pvd/shared/pv/climate/synthetic-year';
import { describe, expect, it } from 'vitest';

describe('syntheticTimezone', () => {
  it("keeps the site's zone when plausible, even a wide national one", () => {
    expect(syntheticTimezone({ longitude: -79.95, timezone: -5 })).toBe(-5);
    expect(syntheticTimezone({ longitude: 87.6, timezone: 8 })).toBe(8); // Urumqi on Beijing time
  });

  it('uses the solar zone when the given zone cannot be the local one', () => {
    expect(syntheticTimezone({ longitude: 116.4, timezone: 0 })).toBe(8);
  });
});

describe('syntheticFrame', () => {
  it('has 8760 mid-hour records of a common year, in months of the spec lengths', () => {
    const frame = syntheticFrame({ latitude: 39.9, longitude: 116.4, elevation: 50, timezone: 8 });
    expect(frame.timesUtcMs).toHaveLength(8760);
    expect(new Date(frame.timesUtcMs[0]!).toISOString()).toBe('2020-12-31T16:30:00.000Z');
    const counts = new Array(12).fill(0);
    for (const m of frame.sun.month) counts[m]++;
    expect(counts).toEqual(DAYS_PER_MONTH.map((days) => days * 24));
  });
});
