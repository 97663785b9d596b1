import type { AutoDesignSite } from '@pvd/shared/electrical/auto-design-types';
import type { CableRun } from '@pvd/shared/electrical/cable-loss';
import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import { mpptUnfitReason, stringLengthWindow } from '@pvd/shared/electrical/string-length-window';
import type { InverterModel, PanelElectrical } from '@pvd/shared/electrical/types';
import { describe, expect, it } from 'vitest';
import {
  COLD_SITE,
  FIELD_CABLE,
  HOT_SITE,
  LONGI_540,
  NARROW_620V,
  ROOF_CABLE,
  SUN_5K_G,
  SUN_100K_G06,
} from './fixtures/auto-design';
import { JA_SOLAR_550 } from './fixtures/datasheets';

function context(model: InverterModel, panel: PanelElectrical, site: AutoDesignSite, dcCable: CableRun) {
  return { limits: readInverterLimits(model), mpptIndex: 0, panel, site, dcCable };
}

describe('stringLengthWindow (IEC 62548 practice: V_oc at T_min, V_mp at T_hot)', () => {
  it('works out LONGi 540 W on the SUN-5K-G at the cold site: 3 to 9 panels', () => {
    // V_oc(−25 °C) = 49.5 × (1 + 0.0027 × 50) = 56.1825 V → ⌊550 / 56.1825⌋ = 9 (by V_mp,STC ⌊500 / 41.65⌋ = 12);
    // T_hot = 30 + 31.25 = 61.25 °C, V_mp = 41.65 × (1 − 0.0035 × 36.25) = 36.36565625 V → ⌈80 / 36.37⌉ = 3.
    // Act
    const window = stringLengthWindow(context(SUN_5K_G, LONGI_540, COLD_SITE, ROOF_CABLE));
    // Assess
    expect(window.minPanelsPerString).toBe(3);
    expect(window.maxPanelsPerString).toBe(9);
    expect(window.maxLimitedBy).toBe('open-circuit-voltage-cold');
    expect(window.openCircuitVoltageColdV).toBeCloseTo(56.1825, 10);
    expect(window.mppVoltageHotV).toBeCloseTo(36.36565625, 10);
    expect(window.hotCellTemperatureC).toBeCloseTo(61.25, 10);
    expect(window).toMatchObject({
      mppVoltageStcV: 41.65,
      siteMinTemperatureC: -25,
      maxDcVoltageV: 550,
      mppVoltageMinV: 80,
      mppVoltageMaxV: 500,
    });
  });

  it('widens to 10 panels at the hot site (V_oc(5 °C) = 52.173 V)', () => {
    // 10 × 52.173 = 521.7 V ≤ 550 V < 11 × = 573.9 V.
    // Act
    const window = stringLengthWindow(context(SUN_5K_G, LONGI_540, HOT_SITE, ROOF_CABLE));
    // Assess
    expect(window.maxPanelsPerString).toBe(10);
    expect(window.minPanelsPerString).toBe(3);
  });

  it('names the MPP maximum when it, not the cold open-circuit voltage, sets the longest string', () => {
    // ⌊700 / 41.65⌋ = 16 < ⌊1100 / 56.1825⌋ = 19.
    const model = { ...SUN_100K_G06, mppvoltagerangemax: 700 };
    // Act
    const window = stringLengthWindow(context(model, LONGI_540, COLD_SITE, FIELD_CABLE));
    // Assess
    expect(window.maxPanelsPerString).toBe(16);
    expect(window.maxLimitedBy).toBe('mpp-voltage-max');
  });

  it('is one length wide on the narrow inverter when cold and empty when hot', () => {
    // Cold: ⌊620 / 56.1825⌋ = 11, ⌈380 / 36.3657⌉ = 11. Hot: ⌊620 / 52.173⌋ = 11, ⌈380 / 34.1790⌉ = 12.
    // Act
    const cold = stringLengthWindow(context(NARROW_620V, LONGI_540, COLD_SITE, FIELD_CABLE));
    const hot = stringLengthWindow(context(NARROW_620V, LONGI_540, HOT_SITE, FIELD_CABLE));
    // Assess
    expect([cold.minPanelsPerString, cold.maxPanelsPerString]).toEqual([11, 11]);
    expect([hot.minPanelsPerString, hot.maxPanelsPerString]).toEqual([12, 11]);
  });
});

describe('mpptUnfitReason', () => {
  it('is null when a string fits', () => {
    // Assess
    expect(mpptUnfitReason(context(SUN_5K_G, LONGI_540, COLD_SITE, ROOF_CABLE))).toBeNull();
  });

  it('names an empty voltage window with its numbers', () => {
    // Act
    const reason = mpptUnfitReason(context(NARROW_620V, LONGI_540, HOT_SITE, FIELD_CABLE));
    // Assess
    expect(reason?.kind).toBe('no-string-length-fits');
  });

  it('names a string current over the MPPT limit: JA Solar 550 W (I_mp 13.11 A) on 13 A', () => {
    // I_sc(61.25 °C) = 14.00 × (1 + 0.00045 × 36.25) = 14.228375 A, within the 16.5 A rating.
    // Act
    const reason = mpptUnfitReason(context(SUN_5K_G, JA_SOLAR_550, COLD_SITE, ROOF_CABLE));
    // Assess
    expect(reason).toEqual({
      kind: 'string-current-too-high',
      mppCurrentA: 13.11,
      maxDcCurrentA: 13,
      shortCircuitCurrentHotA: expect.closeTo(14.228375, 9),
      shortCircuitLimitA: 16.5,
    });
  });

  it('names a shortest string over the MPPT power: 3 × 540 W = 1620 W on a 1000 W MPPT', () => {
    const model = { ...SUN_5K_G, maxmppt: '1000' };
    // Act
    const reason = mpptUnfitReason(context(model, LONGI_540, COLD_SITE, ROOF_CABLE));
    // Assess
    expect(reason).toEqual({
      kind: 'string-power-too-high',
      shortestStringPowerW: 1620,
      maxMpptPowerW: 1000,
    });
  });

  it('names the cable loss at the longest string the MPPT power allows: 44.16 W of 3240 W', () => {
    // 30 m of 4 mm²: R = 0.13125 Ω, loss 12.97² × 0.13125 × 2 = 44.16 W; 6 × 540 W = 3240 W → 1.3630 %.
    const cable = { ...ROOF_CABLE, lengthM: 30 };
    // Act
    const reason = mpptUnfitReason(context(SUN_5K_G, LONGI_540, COLD_SITE, cable));
    // Assess
    expect(reason).toEqual({
      kind: 'cable-loss-too-high',
      lowestLossPercent: expect.closeTo(1.362963, 6),
      limitPercent: 1,
    });
  });

  it('names a DC cable too thin for one string: 1.25 × 13.85 A on 1 mm², which the tables do not rate [STR-9]', () => {
    // 1 m of 1 mm²: loss 0.18 %, under 1 %, but no capacity under 1.5 mm², which carries 24 A × √(45/60) at 45 °C.
    const cable = { ...ROOF_CABLE, lengthM: 1, areaMm2: 1 };
    // Act
    const reason = mpptUnfitReason(context(SUN_5K_G, LONGI_540, HOT_SITE, cable));
    // Assess
    expect(reason).toEqual({
      kind: 'cable-capacity-too-low',
      designCurrentA: expect.closeTo(17.3125, 6),
      capacityA: 0,
      suggestedAreaMm2: 1.5,
    });
  });

  it('names an MPPT that takes no string at all', () => {
    const model = { ...SUN_5K_G, mppnumberofstrings: '0' };
    // Assess
    expect(mpptUnfitReason(context(model, LONGI_540, COLD_SITE, ROOF_CABLE))).toEqual({
      kind: 'mppt-takes-no-strings',
    });
  });
});
