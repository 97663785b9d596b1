/** Checks that a reader's answer is the whole known year of a fixture. */
import type { MeterLoad, MeterReadResult } from '@pvd/shared/load/meter-file/result';
import { expect } from 'vitest';
import { energyOf, intervalStarts, knownKw, START_2023 } from './fixtures';

/** The load of an answer that must be one, or a failure that shows the refusal. */
export function loadOf(result: MeterReadResult): MeterLoad {
  if (!result.ok) expect.fail(`refused: ${JSON.stringify(result.refusal)}`);
  return result.load;
}

/**
 * Expects 2023 whole at `stepMinutes`, every step as `kw` gives it, nothing filled or dropped.
 * @returns The load, for more checks.
 */
export function expectKnownYear(
  result: MeterReadResult,
  stepMinutes: number,
  kw: (minutes: number) => number = knownKw,
): MeterLoad {
  const load = loadOf(result);
  const starts = intervalStarts(START_2023, stepMinutes, 365);
  const { kwh, peak } = energyOf(starts, stepMinutes, kw);
  expect(load.summary).toMatchObject({
    stepMinutes,
    steps: starts.length,
    firstIntervalStart: '2023-01-01T00:00',
    coveredDays: 365,
    filledSteps: 0,
    duplicateRows: 0,
    partial: false,
  });
  expect(load.summary.annualKwh).toBeCloseTo(kwh, 6);
  expect(load.summary.measuredKwh).toBeCloseTo(kwh, 6);
  expect(load.summary.peakKw).toBeCloseTo(peak, 9);
  const wrong = starts.findIndex((m, i) => Math.abs(load.series.kw[i]! - kw(m)) > 1e-9);
  expect(wrong).toBe(-1);
  return load;
}
