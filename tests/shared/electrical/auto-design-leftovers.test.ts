/**
 * What `autoDesign` cannot place, and how it says why: panels left per array, empty MPPTs and
 * inverters, each as a kind with its numbers. Tables as in mppt-string-options.test.ts.
 */

import type { InverterNote } from '@pvd/shared/electrical/auto-design-types';
import type { InverterModel } from '@pvd/shared/electrical/types';
import { describe, expect, it } from 'vitest';
import {
  COLD_SITE,
  checkedDesign,
  FIELD_CABLE,
  JINKO_330,
  LONGI_540,
  NARROW_620V,
  pvArray,
  ROOF_CABLE,
  rowsOf,
  SUN_5K_G,
  SUN_100K_G06,
  TRINA_445,
} from './fixtures/auto-design';

describe('autoDesign: panels it cannot place', () => {
  it('leaves 1 of 13 LONGi panels on a SUN-5K-G: both MPPTs are full at 6', () => {
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('roof', 13, LONGI_540)],
      inverters: [{ info: SUN_5K_G }],
      site: COLD_SITE,
      dcCable: ROOF_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:roof 1×6', 'MPPT2:roof 1×6']);
    expect(result.arrays[0]).toEqual({
      arrayId: 'roof',
      panelcount: 13,
      placedPanels: 12,
      panelsLeft: 1,
      reasons: [{ kind: 'mppt-limits-reached' }],
      acceptedWithWarnings: false,
    });
  });

  it('leaves 10 of 250 on a SUN-100K-G06: 8 MPPTs × 2 strings × 15 = 240 (16 200 W each)', () => {
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('field', 250, LONGI_540)],
      inverters: [{ info: SUN_100K_G06 }],
      site: COLD_SITE,
      dcCable: FIELD_CABLE,
    });
    // Assess
    expect(result.inverters[0]!.rows.every((row) => row.numberOfStrings === 2)).toBe(true);
    expect(result.inverters[0]!.rows.every((row) => row.numberOfComponentsPerString === 15)).toBe(true);
    expect(result.arrays[0]).toMatchObject({ placedPanels: 240, panelsLeft: 10 });
    expect(result.arrays[0]!.reasons).toEqual([{ kind: 'mppt-limits-reached' }]);
  });

  it("stops at the inverter's max DC power: 19 of 20 JinkoSolar 330 W panels on a SUN-5K-G", () => {
    // Each MPPT takes 10 × 330 W = 3300 W, but the inverter only 6500 W: 10 + 9 = 19 panels, 6270 W.
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('roof', 20, JINKO_330)],
      inverters: [{ info: SUN_5K_G }],
      site: COLD_SITE,
      dcCable: ROOF_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:roof 1×10', 'MPPT2:roof 1×9']);
    expect(result.arrays[0]!.reasons).toEqual([{ kind: 'inverter-power-limit' }]);
  });

  it('names an array smaller than the shortest string: 2 LONGi panels, 3 needed', () => {
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('porch', 2, LONGI_540)],
      inverters: [{ info: SUN_5K_G }],
      site: COLD_SITE,
      dcCable: ROOF_CABLE,
    });
    // Assess
    expect(result.arrays[0]!.reasons).toEqual([
      { kind: 'array-too-small', panelcount: 2, minPanelsPerString: 3 },
    ]);
    expect(result.inverters[0]!.notes).toEqual([{ kind: 'inverter-empty' }]);
    expect(result.inverters[0]!.emptyMppts.map((mppt) => mppt.reason)).toEqual([
      'panels-left-make-no-string',
      'panels-left-make-no-string',
    ]);
  });

  it('names panels left that make no string: 23 on strings that must be exactly 11', () => {
    // The narrow 620 V inverter allows only 11-panel strings at the cold site: 2 strings hold 22,
    // 3 strings would need 33.
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('field', 23, LONGI_540)],
      inverters: [{ info: NARROW_620V }],
      site: COLD_SITE,
      dcCable: FIELD_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:field 1×11', 'MPPT3:field 1×11']);
    expect(result.arrays[0]!.reasons).toEqual([
      { kind: 'panels-left-make-no-string', minPanelsPerString: 11, maxPanelsPerString: 11 },
    ]);
  });

  it('names an array that finds every fitting MPPT taken: three arrays on two MPPTs', () => {
    // Largest first: 'south' (6) takes MPPT1, 'east' (5) MPPT2, 'west' (4) finds none.
    // Act
    const result = checkedDesign({
      pvArrays: [
        pvArray('south', 6, LONGI_540),
        pvArray('east', 5, TRINA_445),
        pvArray('west', 4, LONGI_540),
      ],
      inverters: [{ info: SUN_5K_G }],
      site: COLD_SITE,
      dcCable: ROOF_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:south 1×6', 'MPPT2:east 1×5']);
    expect(result.arrays[2]).toEqual({
      arrayId: 'west',
      panelcount: 4,
      placedPanels: 0,
      panelsLeft: 4,
      reasons: [{ kind: 'no-free-mppt' }],
      acceptedWithWarnings: false,
    });
  });

  it('takes a string back to balance the pairs of an all-access inverter', () => {
    // A constructed 4-MPPT all-access inverter whose second pair is rated 10 A (< I_mp 12.97 A):
    // 30 panels split as 15 + 15 on MPPT1 and MPPT2 would give pair sums 2 and 0, so one string
    // goes back.
    const halfRated: InverterModel = {
      ...SUN_100K_G06,
      mpptcount: 4,
      maxdccurrent: '40/40/10/10',
      maxshortcircuitcurrent: '50/50/12.5/12.5',
    };
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('field', 30, LONGI_540)],
      inverters: [{ info: halfRated }],
      site: COLD_SITE,
      dcCable: FIELD_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:field 1×15']);
    expect(result.arrays[0]!.reasons).toEqual([{ kind: 'mppt-pair-balance' }]);
    expect(result.inverters[0]!.emptyMppts.map((mppt) => mppt.reason)).toEqual([
      'mppt-pair-balance',
      'no-array-fits',
      'no-array-fits',
    ]);
  });
});

describe('autoDesign: inverters and MPPTs it leaves empty', () => {
  it('leaves the second inverter empty when the panels make one string only, and notes the low ratio', () => {
    // 6 panels are the shortest string (6-19 cold), so one string of 6 on one inverter;
    // 6 × 540 W = 3240 W is 3.28 % of 100 kW.
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('roof', 6, LONGI_540)],
      inverters: [{ info: SUN_100K_G06 }, { info: SUN_100K_G06 }],
      site: COLD_SITE,
      dcCable: FIELD_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:roof 1×6']);
    const [first, second] = result.inverters;
    expect(first!.notes).toEqual<InverterNote[]>([
      {
        kind: 'rated-power-ratio-below-normal',
        ratioPercent: expect.closeTo(3.2827, 3),
        normalMinPercent: 70,
      },
    ]);
    expect(first!.emptyMppts.every((mppt) => mppt.reason === 'all-panels-placed')).toBe(true);
    expect(second!.rows).toEqual([]);
    expect(second!.notes).toEqual([{ kind: 'inverter-empty' }]);
    expect(second!.emptyMppts).toHaveLength(8);
  });
});

describe('autoDesign: nothing to design', () => {
  it('explains every array when no inverter is chosen, and skips an array of 0 panels', () => {
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('roof', 12, LONGI_540), pvArray('none', 0, LONGI_540)],
      inverters: [],
      site: COLD_SITE,
      dcCable: ROOF_CABLE,
    });
    // Assess
    expect(result.inverters).toEqual([]);
    expect(result.arrays).toEqual([
      {
        arrayId: 'roof',
        panelcount: 12,
        placedPanels: 0,
        panelsLeft: 12,
        reasons: [{ kind: 'no-mppt-fits', models: [] }],
        acceptedWithWarnings: false,
      },
      {
        arrayId: 'none',
        panelcount: 0,
        placedPanels: 0,
        panelsLeft: 0,
        reasons: [],
        acceptedWithWarnings: false,
      },
    ]);
  });
});
