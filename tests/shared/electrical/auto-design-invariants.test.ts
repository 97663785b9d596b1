/**
 * `autoDesign` never proposes a design that fails a check: a sweep over real panels, the seeded
 * inverters (and constructed ones with narrow or uneven limits), both sites, several cables and
 * panel counts, every proposal run through the real checks (`expectEveryCheckPasses`).
 */

import { autoDesign } from '@pvd/shared/electrical/auto-design';
import type { AutoDesignInput } from '@pvd/shared/electrical/auto-design-types';
import type { CableRun } from '@pvd/shared/electrical/cable-loss';
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
    }
  });
});
