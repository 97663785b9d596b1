import {
  DEFAULT_SYSTEM_LOSSES,
  keptFraction,
  NO_SYSTEM_LOSSES,
  systemLossesFromSpec,
  totalLossPercent,
} from '@pvd/shared/pv/losses/system-losses';
import { describe, expect, it } from 'vitest';

describe('system losses', () => {
  it('has the default losses', () => {
    expect(DEFAULT_SYSTEM_LOSSES).toMatchObject({
      incidenceAngle: 0.05,
      soiling: 3,
      thermal: 0,
      lightInducedDegradation: 2,
      moduleQuality: 0,
      mismatch: 0,
      unavailability: 0,
      ageingPerYear: 0.6,
      angleAndThermalFrom: 'models',
    });
    expect(totalLossPercent(NO_SYSTEM_LOSSES)).toBe(0);
  });

  it('reads a null record as the defaults', () => {
    expect(systemLossesFromSpec(null)).toEqual(DEFAULT_SYSTEM_LOSSES);
  });

  it("maps the spec's field names and keeps defaults for missing fields", () => {
    const losses = systemLossesFromSpec(
      { soilinglosses: 5, lidlosses: 1.5, componentagingdecay: 0.4, mismatchlosses: null },
      { dcLine: 0.8, acLine: 1.2 },
    );
    expect(losses).toMatchObject({
      soiling: 5,
      lightInducedDegradation: 1.5,
      ageingPerYear: 0.4,
      mismatch: 0,
      dcLine: 0.8,
      acLine: 1.2,
    });
    expect(losses.incidenceAngle).toBe(0.05);
  });

  it('sums the percentages the spec validates against 100 %', () => {
    expect(totalLossPercent({ ...DEFAULT_SYSTEM_LOSSES, dcLine: 1, acLine: 2 })).toBeCloseTo(8.05, 12);
  });

  it('turns a percentage into the kept fraction', () => {
    expect(keptFraction(3)).toBeCloseTo(0.97, 15);
    expect(keptFraction(0)).toBe(1);
  });
});
