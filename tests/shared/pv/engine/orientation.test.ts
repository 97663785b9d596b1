import { bestAzimuthFor, bestOverall, bestTiltFor } from '@pvd/shared/pv/engine/orientation';
import { bestAzimuth, bestTilt } from '@pvd/shared/pv/orientation/best-orientation';
import { describe, expect, it } from 'vitest';
import { testClimateYear as testClimate } from '../support/pvgis-year';

describe('best angles', () => {
  const climate = testClimate();

  it('getBestTilt: the engine’s best tilt for the given azimuth, to 0.1°', () => {
    const expected = bestTilt(climate.basis(), 180);
    const answer = bestTiltFor(climate, 180);
    expect(answer.BestAzimuth).toBe(180);
    expect(Math.abs(answer.BestTilt - expected.surfaceTilt)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs(answer.TiltedRadiation - expected.poaAnnual)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  it('getBestTilt: an east-facing plane is best flatter than a south-facing one', () => {
    expect(bestTiltFor(climate, 90).BestTilt).toBeLessThan(bestTiltFor(climate, 180).BestTilt);
  });

  it('getBestAzimuth: the engine’s best azimuth for the given tilt', () => {
    const expected = bestAzimuth(climate.basis(), 30);
    const answer = bestAzimuthFor(climate, 30);
    expect(answer.BestTilt).toBe(30);
    expect(Math.abs(answer.BestAzimuth - expected.surfaceAzimuth)).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it('without an angle, both calls answer the overall optimum', () => {
    const best = bestOverall(climate);
    expect(bestTiltFor(climate, undefined)).toEqual(best);
    expect(bestAzimuthFor(climate, undefined)).toEqual(best);
    expect(Math.abs(best.BestTilt - climate.derived().best.surfaceTilt)).toBeLessThanOrEqual(0.05 + 1e-9);
    // The optimum is at least as good as any fixed-azimuth search.
    expect(best.TiltedRadiation).toBeGreaterThanOrEqual(bestTiltFor(climate, 170).TiltedRadiation - 0.01);
  });
});
