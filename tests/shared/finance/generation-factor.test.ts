import {
  calibratedGeneration,
  calibratedGenerationSeries,
  DEFAULT_GENERATION_FACTOR,
  LEGACY_GENERATION_FACTOR,
} from '@pvd/shared/finance/generation-factor';
import { describe, expect, it } from 'vitest';

describe('calibratedGeneration', () => {
  it('leaves the engine figure unchanged by default (factor 1.0)', () => {
    expect(DEFAULT_GENERATION_FACTOR).toBe(1);
    expect(calibratedGeneration(12345.6)).toBe(12345.6);
  });

  it("reproduces the old tool's 1.1 when a maintainer sets it", () => {
    expect(calibratedGeneration(1000, LEGACY_GENERATION_FACTOR)).toBeCloseTo(1100, 10);
  });

  it('rejects a zero, negative or missing factor', () => {
    expect(() => calibratedGeneration(1000, 0)).toThrow(RangeError);
    expect(() => calibratedGeneration(1000, -1)).toThrow(RangeError);
    expect(() => calibratedGeneration(1000, Number.NaN)).toThrow(RangeError);
  });
});

describe('calibratedGenerationSeries', () => {
  it('scales every value into a new array', () => {
    // Prepare
    const monthly = new Float64Array([100, 200, 300]);
    // Act
    const scaled = calibratedGenerationSeries(monthly, 1.1);
    // Assess
    expect(scaled).toHaveLength(3);
    for (const [i, expected] of [110, 220, 330].entries()) expect(scaled[i]).toBeCloseTo(expected, 9);
    expect(monthly[0]).toBe(100);
  });
});
