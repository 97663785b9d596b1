import { ALBEDO_PRESETS, albedoProblem, monthlyAlbedo } from '@pvd/shared/pv/irradiance/albedo';
import { describe, expect, it } from 'vitest';

describe('albedo', () => {
  it("gives the product's presets [BIF-3]: grass 0.20-0.25, concrete 0.30, white membrane 0.60-0.80, fresh snow 0.80", () => {
    expect(ALBEDO_PRESETS.grass.range).toEqual([0.2, 0.25]);
    expect(ALBEDO_PRESETS.concrete.albedo).toBe(0.3);
    expect(ALBEDO_PRESETS.whiteMembrane.range).toEqual([0.6, 0.8]);
    expect(ALBEDO_PRESETS.freshSnow.albedo).toBe(0.8);
    for (const preset of Object.values(ALBEDO_PRESETS)) {
      expect(preset.albedo).toBeGreaterThanOrEqual(preset.range[0]);
      expect(preset.albedo).toBeLessThanOrEqual(preset.range[1]);
      expect(preset.source).toMatch(/https:\/\//);
    }
  });

  it('repeats one value over the 12 months and keeps 12 monthly values', () => {
    expect(Array.from(monthlyAlbedo(0.25))).toEqual(new Array(12).fill(0.25));
    const months = [0.8, 0.8, 0.5, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.5, 0.8];
    expect(Array.from(monthlyAlbedo(months))).toEqual(months);
  });

  it('refuses values out of 0-1 and lists of other than 12', () => {
    expect(albedoProblem(1.2)).toMatch(/between 0 and 1/);
    expect(albedoProblem([0.2, 0.3])).toMatch(/12 monthly/);
    expect(albedoProblem(Number.NaN)).toMatch(/between 0 and 1/);
    expect(() => monthlyAlbedo(-0.1)).toThrow(/invalid albedo/);
    expect(albedoProblem(0)).toBeUndefined();
  });
});
