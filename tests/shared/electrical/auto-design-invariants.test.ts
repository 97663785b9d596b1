/**
 * `autoDesign` never proposes a design that fails a check: a sweep over real panels, the seeded
 * inverters (and constructed ones with narrow or uneven limits), both sites, several cables and
 * panel counts, every proposal run through the real checks (`expectEveryCheckPasses`). Over the
 * same projects: the strings on one MPPT always have one length; and where one array is shared
 * by identical inverters, the ratios' spread stays within the balance tolerance of the tightest
 * spread any wiring reaches (found by brute force, `tightestSpreadPanels`).
 */

import { autoDesign, proposedDcEntries } from '@pvd/shared/electrical/auto-design';
import { BALANCE_TOLERANCE_PERCENT } from '@pvd/shared/electrical/auto-design-score';
import type { AutoDesign, AutoDesignInput } from '@pvd/shared/electrical/auto-design-types';
import type { CableRun } from '@pvd/shared/electrical/cable-loss';
import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import type { InverterModel, PanelElectrical } from '@pvd/shared/electrical/types';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../support/seeded-random';
import {
  COLD_SITE,
  expectEveryCheckPasses,
  FIELD_CABLE,
  FIRST_SOLAR_530,
  HOT_SITE,
  JINKO_330,
  LONGI_540,
  NARROW_620V,
  PANASONIC_330,
  pvArray,
  ROOF_CABLE,
  SUN_5K_G,
  SUN_7K_G,
  SUN_100K_G06,
  TRINA_445,
} from './fixtures/auto-design';
import { INVERTER_5KW_1PH, INVERTER_100KW_3PH, JA_SOLAR_550, SIEMENS_SM46 } from './fixtures/datasheets';
import { LONGI_410, SUN_20K_SG_HV, SUN_60K_G05 } from './fixtures/seeded-projects';
import { tightestSpreadPanels } from './fixtures/tightest-spread';

const PANELS: [string, PanelElectrical][] = [
  ['LONGi 540', LONGI_540],
  ['Trina 445', TRINA_445],
  ['Jinko 330', JINKO_330],
  ['Panasonic 330 (mV/℃)', PANASONIC_330],
  ['First Solar 530', FIRST_SOLAR_530],
  ['JA Solar 550', JA_SOLAR_550],
  ['Siemens SM46 (mV/℃)', SIEMENS_SM46],
];

/** Each inverter with the cable its size suggests. */
const INVERTERS: [string, InverterModel, CableRun][] = [
  ['SUN-5K-G', SUN_5K_G, ROOF_CABLE],
  ['SUN-7K-G (two MPPT kinds)', SUN_7K_G, ROOF_CABLE],
  ['5 kW fixture (12.5 A)', INVERTER_5KW_1PH, ROOF_CABLE],
  ['SUN-100K-G06 (all access)', SUN_100K_G06, FIELD_CABLE],
  ['100 kW fixture (10 MPPTs)', INVERTER_100KW_3PH, FIELD_CABLE],
  ['narrow 620 V (all access)', NARROW_620V, FIELD_CABLE],
];

const COUNTS = [1, 4, 9, 13, 30, 77, 200, 333];

describe('autoDesign never proposes a failing design: one array on one inverter', () => {
  for (const [panelName, panel] of PANELS) {
    for (const [inverterName, info, dcCable] of INVERTERS) {
      it(`${panelName} on ${inverterName}, cold and hot, ${COUNTS.join('/')} panels`, () => {
        for (const site of [COLD_SITE, HOT_SITE]) {
          for (const count of COUNTS) {
            const input = { pvArrays: [pvArray('a', count, panel)], inverters: [{ info }], site, dcCable };
            // Act
            const design = autoDesign(input);
            // Assess
            expectEveryCheckPasses(input, design);
          }
        }
      });
    }
  }
});

function mixedCase(next: () => number): AutoDesignInput {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const arrays = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, index) =>
    pvArray(`a${index}`, 1 + Math.floor(next() * 260), pick(PANELS)[1]),
  );
  const inverters = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({ info: pick(INVERTERS)[1] }));
  const dcCable = pick([ROOF_CABLE, FIELD_CABLE, { ...ROOF_CABLE, lengthM: 25, areaMm2: 6 }]);
  return { pvArrays: arrays, inverters, site: pick([COLD_SITE, HOT_SITE]), dcCable };
}

describe('autoDesign never proposes a failing design: several arrays on several inverters', () => {
  it('holds on 150 mixed projects (1-4 arrays of 1-260 panels, 1-3 inverters of any model)', () => {
    const next = seededRandom(20_261_124);
    for (let project = 0; project < 150; project++) {
      const input = mixedCase(next);
      // Act
      const design = autoDesign(input);
      // Assess
      expectEveryCheckPasses(input, design);
      expect(design.inverters).toHaveLength(input.inverters.length);
      expectOneLengthPerMppt(input, design);
    }
  });
});

/** Each MPPT carries one row, so its strings in parallel have one length (as DC entries too). */
function expectOneLengthPerMppt(input: AutoDesignInput, design: AutoDesign): void {
  design.inverters.forEach((inverter, index) => {
    const mppts = inverter.rows.map((row) => row.mpptIndex);
    expect(new Set(mppts).size).toBe(mppts.length);
    const { mpptCount } = readInverterLimits(input.inverters[index]!.info);
    const entries = proposedDcEntries(inverter, mpptCount, input.dcCable);
    expect(new Set(entries.map((entry) => entry.mpptNo)).size).toBe(mpptCount);
  });
}

describe('autoDesign: strings in parallel on one MPPT have one length', () => {
  it('holds on every single-array sweep above', () => {
    for (const [, panel] of PANELS) {
      for (const [, info, dcCable] of INVERTERS) {
        for (const count of COUNTS) {
          const input = {
            pvArrays: [pvArray('a', count, panel)],
            inverters: [{ info }, { info }],
            site: HOT_SITE,
            dcCable,
          };
          // Act / Assess
          expectOneLengthPerMppt(input, autoDesign(input));
        }
      }
    }
  });
});

/** One array on 2-5 identical inverters, its panels 70-140 % of their rated AC power. */
function sharedArrayCase(next: () => number): AutoDesignInput {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const info = pick([SUN_5K_G, SUN_7K_G, SUN_20K_SG_HV, SUN_60K_G05, INVERTER_5KW_1PH]);
  const panel = pick([LONGI_540, LONGI_410, TRINA_445, JINKO_330, JA_SOLAR_550]);
  const inverters = 2 + Math.floor(next() * 4);
  const panels = Math.round((inverters * info.ratedacoutputpower * (0.7 + 0.7 * next())) / panel.peakpower);
  return {
    pvArrays: [pvArray('a', panels, panel)],
    inverters: Array.from({ length: inverters }, () => ({ info })),
    site: pick([COLD_SITE, HOT_SITE]),
    dcCable: ROOF_CABLE,
  };
}

describe('autoDesign balances the AC/rated ratio across inverters', () => {
  it('keeps the spread within the tolerance of the tightest any wiring reaches, on 60 shared arrays', () => {
    // The design looks for the tightest band among layouts of at most two lengths per inverter
    // (to 0.5 points) and allows BALANCE_TOLERANCE_PERCENT over it; the brute force may mix
    // any lengths, so it can only be tighter.
    const next = seededRandom(20_260_301);
    let compared = 0;
    for (let project = 0; project < 60; project++) {
      const input = sharedArrayCase(next);
      const tightest = tightestSpreadPanels(input);
      // Act
      const design = autoDesign(input);
      // Assess
      expectEveryCheckPasses(input, design);
      if (tightest === null || design.arrays[0]!.panelsLeft > 0) continue;
      const { info } = input.inverters[0]!;
      const panelPercent =
        (input.pvArrays[0]!.panel.peakpower / info.ratedacoutputpower / (info.europeeffec / 100)) * 100;
      const ratios = design.inverters.map((inverter) => inverter.acRatedPowerRatioPercent);
      const spread = Math.max(...ratios) - Math.min(...ratios);
      compared++;
      expect(spread, JSON.stringify(input.pvArrays[0]!.panelcount)).toBeLessThanOrEqual(
        tightest * panelPercent + BALANCE_TOLERANCE_PERCENT + 0.5 + 1e-9,
      );
    }
    // The bound is tried where every panel is placed (37 of the 60 here).
    expect(compared).toBeGreaterThan(30);
  });
});
