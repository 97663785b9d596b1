/**
 * `autoDesign` where no MPPT takes a clean string of a panel: it proposes what the manual check
 * accepts (one string per MPPT, the fewest warnings), marks each row with its warnings, and says
 * why when even that finds nothing. Tables as in mppt-string-options.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  COLD_SITE,
  checkedDesign,
  FIELD_CABLE,
  HOT_SITE,
  LONGI_540,
  NARROW_620V,
  pvArray,
  ROOF_CABLE,
  rowsOf,
  SUN_5K_G,
} from './fixtures/auto-design';
import { JINKO_580 } from './fixtures/datasheets';

describe('autoDesign with warnings the manual check accepts', () => {
  it('wires 10 JinkoSolar 580 W (13.67 A) on a 13 A SUN-5K-G as 5 + 5, each row warned for current', () => {
    // One string of 3-5 panels per MPPT (the current warning alone); 2 strings of 5 hold all 10:
    // 5800 W ≤ 6500 W max DC, ratio 5800 / 5000 / 0.972 = 119.34 %.
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('roof', 10, JINKO_580)],
      inverters: [{ info: SUN_5K_G }],
      site: COLD_SITE,
      dcCable: ROOF_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:roof 1×5', 'MPPT2:roof 1×5']);
    for (const row of result.inverters[0]!.rows) {
      expect(row.warnings).toEqual([{ kind: 'max-dc-current', currentA: 13.67, limitA: 13 }]);
    }
    expect(result.inverters[0]!.acRatedPowerRatioPercent).toBeCloseTo(119.3416, 3);
    expect(result.arrays).toEqual([
      {
        arrayId: 'roof',
        panelcount: 10,
        placedPanels: 10,
        panelsLeft: 0,
        reasons: [],
        acceptedWithWarnings: true,
      },
    ]);
  });

  it('keeps a panel that fits cleanly clean beside one that does not (6 LONGi, 4 JinkoSolar)', () => {
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('south', 6, LONGI_540), pvArray('east', 4, JINKO_580)],
      inverters: [{ info: SUN_5K_G }],
      site: COLD_SITE,
      dcCable: ROOF_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:south 1×6', 'MPPT2:east 1×4']);
    expect(result.inverters[0]!.rows.map((row) => row.warnings.length)).toEqual([0, 1]);
    expect(result.arrays.map((array) => array.acceptedWithWarnings)).toEqual([false, true]);
  });

  it('accepts a cable that loses over 1 % at every length (30 m of 4 mm² on the 5 kW roof), warned', () => {
    // Loss 12.97² × (0.0175 × 30 / 4) × 2 = 44.16 W: 1.363 % of 6 × 540 = 3240 W, the longest string.
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('roof', 12, LONGI_540)],
      inverters: [{ info: SUN_5K_G }],
      site: COLD_SITE,
      dcCable: { ...ROOF_CABLE, lengthM: 30 },
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:roof 1×6', 'MPPT2:roof 1×6']);
    expect(result.inverters[0]!.rows[0]!.warnings).toEqual([
      { kind: 'dc-cable-loss', lossPercent: expect.closeTo(1.362963, 6), limitPercent: 1 },
    ]);
  });

  it('accepts strings whose MPP voltage drops under the MPPT minimum only on the hottest day', () => {
    // Hot site on the narrow 620 V model: at most ⌊620 / 52.173⌋ = 11 panels, but 11 × 34.179 V =
    // 376.0 V < 380 V at the 76.25 °C cell (11 × 41.65 = 458.2 V at STC is inside 380-550 V).
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('field', 22, LONGI_540)],
      inverters: [{ info: NARROW_620V }],
      site: HOT_SITE,
      dcCable: FIELD_CABLE,
    });
    // Assess
    expect(rowsOf(result, 0)).toEqual(['MPPT1:field 1×11', 'MPPT3:field 1×11']); // pairs balanced
    expect(result.inverters[0]!.rows[0]!.warnings).toEqual([
      { kind: 'hot-mpp-voltage', voltageV: expect.closeTo(375.969, 3), minV: 380, cellTemperatureC: 76.25 },
    ]);
  });

  it('says why when even the manual check accepts no string: the empty voltage window', () => {
    // Hot site: at most ⌊620 / 52.173⌋ = 11 panels; at least ⌈470 / 34.179⌉ = 14 (12 at STC).
    // Act
    const result = checkedDesign({
      pvArrays: [pvArray('field', 23, LONGI_540)],
      inverters: [{ info: { ...NARROW_620V, mppvoltagerangemin: 470 } }],
      site: HOT_SITE,
      dcCable: FIELD_CABLE,
    });
    // Assess
    expect(result.inverters[0]!.rows).toEqual([]);
    expect(result.arrays[0]).toMatchObject({ placedPanels: 0, acceptedWithWarnings: false });
    expect(result.arrays[0]!.reasons).toEqual([
      {
        kind: 'no-mppt-fits',
        models: [
          {
            inverterIndexes: [0],
            reason: {
              kind: 'no-string-length-fits',
              window: {
                minPanelsPerString: 14,
                maxPanelsPerString: 11,
                maxLimitedBy: 'open-circuit-voltage-cold',
                openCircuitVoltageColdV: expect.closeTo(52.173, 9),
                mppVoltageHotV: expect.closeTo(34.17903125, 9),
                mppVoltageStcV: 41.65,
                siteMinTemperatureC: 5,
                hotCellTemperatureC: 76.25,
                maxDcVoltageV: 620,
                mppVoltageMinV: 470,
                mppVoltageMaxV: 550,
              },
            },
          },
        ],
      },
    ]);
    expect(result.inverters[0]!.emptyMppts.every((mppt) => mppt.reason === 'no-array-fits')).toBe(true);
  });
});
