import type { AutoDesignSite } from '@pvd/shared/electrical/auto-design-types';
import type { CableRun } from '@pvd/shared/electrical/cable-loss';
import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import {
  lengthsFor,
  mpptStringOptions,
  mpptStringOptionsWithWarnings,
  overVoltageCeiling,
  rowPassesEveryCheck,
} from '@pvd/shared/electrical/mppt-string-options';
import { type MpptRowContext, rowWarnings } from '@pvd/shared/electrical/row-warnings';
import type { InverterModel, PanelElectrical } from '@pvd/shared/electrical/types';
import { describe, expect, it } from 'vitest';
import {
  COLD_SITE,
  FIELD_CABLE,
  HOT_SITE,
  LONGI_540,
  NARROW_620V,
  PANASONIC_330,
  ROOF_CABLE,
  SUN_5K_G,
  SUN_100K_G06,
  TRINA_445,
} from './fixtures/auto-design';
import { JINKO_580 } from './fixtures/datasheets';

function context(
  model: InverterModel,
  panel: PanelElectrical,
  site: AutoDesignSite,
  dcCable: CableRun,
): MpptRowContext {
  return { limits: readInverterLimits(model), mpptIndex: 0, panel, site, dcCable };
}

// Hand-worked figures (datasheets in fixtures/auto-design.ts; hot cell T = T_max + 25/800 × 1000):
// LONGi 540 W: V_oc(−25 °C) = 49.5 × (1 + 0.0027 × 50) = 56.1825 V; V_oc(5 °C) = 49.5 × 1.054 = 52.173 V;
// V_mp(61.25 °C) = 41.65 × (1 − 0.0035 × 36.25) = 36.3657 V; V_mp(76.25 °C) = 41.65 × 0.820625 = 34.1790 V.
describe('mpptStringOptions on the 100 kW SUN-100K-G06 (30 m of 6 mm² copper, R = 0.0875 Ω)', () => {
  it('gives LONGi 540 W 6-19 panels for one string and 11-15 for two at the cold site', () => {
    // One string: 19 × 56.1825 = 1067.5 V ≤ 1100 V, 20 × = 1123.7 V > 1100 V; 5 × 36.37 = 181.8 V < 200 V ≤ 6 ×;
    //   loss 12.97² × 0.0875 × 2 = 29.44 W, at 6 panels 29.44 / 3240 = 0.909 % < 1 %.
    // Two strings: 25.94 A ≤ 40 A; 1080 W × n ≤ 16 200 W → n ≤ 15; loss 25.94² × 0.175 = 117.75 W:
    //   at 10 panels 117.75 / 10 800 = 1.090 % (fails), at 11 panels 117.75 / 11 880 = 0.991 % (passes).
    // Act
    const options = mpptStringOptions(context(SUN_100K_G06, LONGI_540, COLD_SITE, FIELD_CABLE));
    // Assess
    expect(options.lengthsByStrings).toEqual([
      { min: 6, max: 19 },
      { min: 11, max: 15 },
    ]);
    expect(options.maxStrings).toBe(2);
    expect(options.maxPanels).toBe(30);
  });

  it('allows 21 panels in one string at the hot site, where the coldest morning is 5 °C', () => {
    // 21 × 52.173 = 1095.6 V ≤ 1100 V, 22 × = 1147.8 V; 6 × 34.179 = 205.1 V ≥ 200 V > 5 × = 170.9 V.
    // Act
    const options = mpptStringOptions(context(SUN_100K_G06, LONGI_540, HOT_SITE, FIELD_CABLE));
    // Assess
    expect(options.lengthsByStrings).toEqual([
      { min: 6, max: 21 },
      { min: 11, max: 15 },
    ]);
  });
});

describe('mpptStringOptions on the 5 kW SUN-5K-G (10 m of 4 mm² copper, R = 0.04375 Ω)', () => {
  it('gives LONGi 540 W 3-6 panels: the 3 300 W MPPT limit, not the voltage, sets the top', () => {
    // 9 × 56.1825 = 505.6 V ≤ 550 V (10 × = 561.8 V), but 6 × 540 = 3240 W ≤ 3300 W < 7 × 540;
    // 2 × 36.37 = 72.7 V < 80 V ≤ 3 × = 109.1 V; loss 12.97² × 0.0875 = 14.72 W = 0.909 % of 1620 W.
    // Act
    const options = mpptStringOptions(context(SUN_5K_G, LONGI_540, COLD_SITE, ROOF_CABLE));
    // Assess
    expect(options).toEqual({ lengthsByStrings: [{ min: 3, max: 6 }], maxStrings: 1, maxPanels: 6 });
  });

  it('gives Trina 445 W 4-7 panels: the cable loss sets the bottom', () => {
    // Loss 12.64² × 0.0875 = 13.98 W: 3 panels 13.98 / 1335 = 1.047 % (fails), 4 panels 0.785 %;
    // 7 × 445 = 3115 W ≤ 3300 W < 8 × 445 = 3560 W.
    // Act
    const options = mpptStringOptions(context(SUN_5K_G, TRINA_445, COLD_SITE, ROOF_CABLE));
    // Assess
    expect(options.lengthsByStrings).toEqual([{ min: 4, max: 7 }]);
  });

  it('reads a Voc coefficient in mV/℃: Panasonic HIT N330 at −25 °C allows 7 panels', () => {
    // V_oc(−25 °C) = 69.7 V + (−0.174 V/℃) × (−50 ℃) = 78.4 V: 7 × 78.4 = 548.8 V ≤ 550 V < 8 × = 627.2 V;
    // V_mp(61.25 °C) = 58 × (1 − 0.00258 × 36.25) = 52.58 V: 1 panel < 80 V ≤ 2 panels.
    // Act
    const options = mpptStringOptions(context(SUN_5K_G, PANASONIC_330, COLD_SITE, ROOF_CABLE));
    // Assess
    expect(lengthsFor(options, 1)).toEqual({ min: 2, max: 7 });
  });

  it('offers nothing when no string passes: 30 m of 4 mm² loses ≥ 1 % at every allowed length', () => {
    // Loss 12.97² × (0.0175 × 30 / 4) × 2 = 44.16 W, 1.363 % of the longest allowed 6 × 540 = 3240 W.
    const cable = { ...ROOF_CABLE, lengthM: 30 };
    // Act
    const options = mpptStringOptions(context(SUN_5K_G, LONGI_540, COLD_SITE, cable));
    // Assess
    expect(options).toEqual({ lengthsByStrings: [], maxStrings: 0, maxPanels: 0 });
    expect(lengthsFor(options, 1)).toBeNull();
  });
});

describe('rowPassesEveryCheck and overVoltageCeiling', () => {
  const ctx = context(SUN_100K_G06, LONGI_540, COLD_SITE, FIELD_CABLE);

  it('passes a row inside every limit and fails one step past each', () => {
    // Assess
    expect(rowPassesEveryCheck(ctx, 15, 2)).toBe(true);
    expect(rowPassesEveryCheck(ctx, 16, 2)).toBe(false); // 17 280 W > 16 200 W
    expect(rowPassesEveryCheck(ctx, 10, 2)).toBe(false); // loss 1.090 %
    expect(rowPassesEveryCheck(ctx, 19, 1)).toBe(true);
    expect(rowPassesEveryCheck(ctx, 20, 1)).toBe(false); // 1123.7 V > 1100 V
    expect(rowPassesEveryCheck(ctx, 5, 1)).toBe(false); // hot MPP voltage 181.8 V < 200 V
    expect(rowPassesEveryCheck(ctx, 12, 3)).toBe(false); // the MPPT takes 2 strings
  });

  it('marks the first length over the cold open-circuit ceiling', () => {
    // Assess
    expect(overVoltageCeiling(ctx, 19)).toBe(false);
    expect(overVoltageCeiling(ctx, 20)).toBe(true);
  });
});

describe('mpptStringOptionsWithWarnings: what the manual check accepts when nothing passes cleanly', () => {
  it('offers one string of 3-5 JinkoSolar 580 W panels (13.67 A) on a 13 A MPPT, warned for current', () => {
    // Every length warns: 13.67 A > 13 A. The fewest warnings (that one alone) are at 3-5 panels:
    // 2 × 37.98 V = 76.0 V < 80 V warns when hot (V_mp(61.25 °C) = 42.44 × (1 − 0.0029 × 36.25));
    // 6 × 580 = 3480 W > 3300 W warns for power; 1 × 42.44 V < 80 V is an error (MPP range).
    // Loss 13.67² × 0.0875 = 16.35 W = 0.940 % of 3 × 580 W. Isc hot 14.35 × 1.0163 = 14.58 A ≤ 16.5 A.
    const ctx = context(SUN_5K_G, JINKO_580, COLD_SITE, ROOF_CABLE);
    // Act
    const clean = mpptStringOptions(ctx);
    const accepted = mpptStringOptionsWithWarnings(ctx);
    // Assess
    expect(clean.maxStrings).toBe(0);
    expect(accepted).toEqual({ lengthsByStrings: [{ min: 3, max: 5 }], maxStrings: 1, maxPanels: 5 });
    expect(rowWarnings(ctx, 5, 1)).toEqual([{ kind: 'max-dc-current', currentA: 13.67, limitA: 13 }]);
    expect(rowWarnings(ctx, 6, 1)!.map((warning) => warning.kind)).toEqual([
      'max-dc-current',
      'string-input-power',
    ]);
    expect(rowWarnings(ctx, 1, 1)).toBeNull();
  });

  it('offers nothing when every length is an error: a 470-550 V MPP range under a 620 V maximum', () => {
    // Hot site: V_oc(5 °C) = 52.173 V, so at most 11 panels (573.9 V); 11 × 41.65 = 458.2 V < 470 V.
    const ctx = context({ ...NARROW_620V, mppvoltagerangemin: 470 }, LONGI_540, HOT_SITE, FIELD_CABLE);
    // Act
    const accepted = mpptStringOptionsWithWarnings(ctx);
    // Assess
    expect(accepted).toEqual({ lengthsByStrings: [], maxStrings: 0, maxPanels: 0 });
  });
});
