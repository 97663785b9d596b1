/**
 * The report's distribution chart [UNC-1]: the normal curve exp(−z²/2) and its P50, P90, P99
 * marks, against the closed form.
 */
import { yieldDistributionChart } from '@pvd/shared/project/report/yield-distribution';
import { describe, expect, it } from 'vitest';

describe('yieldDistributionChart', () => {
  // P50 = 10 000 kWh, σ = 8 %: σ = 800 kWh; the axis 10 000 ± 3.5 × 800 = 7 200 .. 12 800 kWh
  const chart = yieldDistributionChart(10_000, 8, 81);

  it('spans P50 ± 3.5σ, its middle point the peak of 1', () => {
    expect(chart.minKwh).toBeCloseTo(7200, 9);
    expect(chart.maxKwh).toBeCloseTo(12_800, 9);
    expect(chart.curve).toHaveLength(81);
    expect(chart.curve[40]).toEqual([10_000, 1]);
    // symmetrical: the two ends at z = ±3.5, exp(−6.125) = 0.0021875
    expect(chart.curve[0]![1]).toBeCloseTo(Math.exp(-6.125), 12);
    expect(chart.curve[80]![1]).toBeCloseTo(chart.curve[0]![1], 12);
  });

  it('marks P90 at 10 000 − 1.2816 × 800 = 8 974.8 kWh, height exp(−1.2816²/2) = 0.4399', () => {
    const [p50, p90, p99] = chart.markers;
    expect(p50).toEqual({ key: 'p50', kwh: 10_000, height: 1 });
    expect(p90!.key).toBe('p90');
    expect(p90!.kwh).toBeCloseTo(8974.76, 1);
    expect(p90!.height).toBeCloseTo(0.4399, 4);
    // P99: 10 000 − 2.3263 × 800 = 8 138.9 kWh, height exp(−2.3263²/2) = 0.0668
    expect(p99!.kwh).toBeCloseTo(8138.92, 1);
    expect(p99!.height).toBeCloseTo(0.0668, 4);
  });

  it('never reaches below zero energy', () => {
    expect(yieldDistributionChart(1000, 40).minKwh).toBe(0);
  });
});
