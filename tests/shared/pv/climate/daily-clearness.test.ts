import {
  dailyClearnessIndices,
  erbsDailyDiffuseFraction,
  maxDailyClearness,
} from '@pvd/shared/pv/climate/daily-clearness';
import { describe, expect, it } from 'vitest';

describe('dailyClearnessIndices (Bendt, Collares-Pereira & Rabl 1981)', () => {
  it.each([0.3, 0.45, 0.55, 0.65])('keeps the monthly mean %f within 1 %', (mean) => {
    const days = dailyClearnessIndices(mean, 30, 4);
    const average = days.reduce((a, b) => a + b, 0) / days.length;
    expect(Math.abs(average / mean - 1)).toBeLessThan(0.01);
    expect(Math.min(...days)).toBeGreaterThan(0.05);
    expect(Math.max(...days)).toBeLessThan(maxDailyClearness(mean));
  });

  it('spreads clear months towards K_max and cloudy months towards K_min', () => {
    const clear = dailyClearnessIndices(0.65, 30, 1);
    const cloudy = dailyClearnessIndices(0.3, 30, 1);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[15]!;
    expect(median(clear)).toBeGreaterThan(0.65); // skewed: most days clearer than the mean
    expect(median(cloudy)).toBeLessThan(0.3);
  });

  it('is reproducible and not sorted', () => {
    const first = dailyClearnessIndices(0.5, 31, 6);
    expect(dailyClearnessIndices(0.5, 31, 6)).toEqual(first);
    expect(first).not.toEqual([...first].sort((a, b) => a - b));
  });

  it('uses Duffie & Beckman’s K_max = 0.6313 + 0.267 K̄ − 11.9 (K̄ − 0.75)^8', () => {
    expect(maxDailyClearness(0.5)).toBeCloseTo(0.6313 + 0.1335 - 11.9 * 0.25 ** 8, 12);
  });
});

describe('erbsDailyDiffuseFraction (Duffie & Beckman eq. 2.11.1)', () => {
  it('follows both seasonal branches and their clear-sky plateaus', () => {
    expect(erbsDailyDiffuseFraction(0.5, 80)).toBeCloseTo(
      1 - 0.2727 * 0.5 + 2.4495 * 0.25 - 11.9514 * 0.125 + 9.3879 * 0.0625,
      12,
    );
    expect(erbsDailyDiffuseFraction(0.8, 80)).toBe(0.143);
    expect(erbsDailyDiffuseFraction(0.5, 100)).toBeCloseTo(
      1 + 0.2832 * 0.5 - 2.5557 * 0.25 + 0.8448 * 0.125,
      12,
    );
    expect(erbsDailyDiffuseFraction(0.8, 100)).toBe(0.175);
  });

  it('is all diffuse on the darkest days', () => {
    expect(erbsDailyDiffuseFraction(0, 90)).toBe(1);
  });
});
