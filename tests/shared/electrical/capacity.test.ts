import {
  arrayPeakPowerKw,
  projectCapacityFromInverters,
  projectCapacityKw,
} from '@pvd/shared/electrical/capacity';
import type { DcEntry } from '@pvd/shared/electrical/types';
import { describe, expect, it } from 'vitest';
import { INVERTER_5KW_1PH, JA_SOLAR_550 } from './fixtures/datasheets';

describe('arrayPeakPowerKw', () => {
  it('is panel W × count / 1000 at 2 decimals: 550 × 9 = 4.95 kW', () => {
    expect(arrayPeakPowerKw(550, 9)).toBe(4.95);
  });

  it('rounds half up even where binary floating point is just below: 365 × 3 = 1.095 → 1.1 kW', () => {
    expect(arrayPeakPowerKw(365, 3)).toBe(1.1);
  });
});

describe('projectCapacityKw', () => {
  it('sums panel W × strings × panels per string / 1000: 550 × 2 × 9 + 550 × 1 × 10 = 15.4 kW', () => {
    // 9.9 kW + 5.5 kW = 15.4 kW
    expect(
      projectCapacityKw([
        { panelPeakPowerW: 550, numberOfStrings: 2, numberOfComponentsPerString: 9 },
        { panelPeakPowerW: 550, numberOfStrings: 1, numberOfComponentsPerString: 10 },
      ]),
    ).toBe(15.4);
  });

  it('keeps each term at 3 decimals before summing', () => {
    // Each 4.5 W × 1 × 1 term is 0.0045 kW → 0.005 at 3 decimals; three terms 0.015 → 0.02 kW
    // (without the 3-decimal terms: 0.0135 → 0.01 kW)
    const tiny = { panelPeakPowerW: 4.5, numberOfStrings: 1, numberOfComponentsPerString: 1 };
    expect(projectCapacityKw([tiny, tiny, tiny])).toBe(0.02);
  });

  it('is 0 with no strings', () => {
    expect(projectCapacityKw([])).toBe(0);
  });
});

describe('projectCapacityFromInverters', () => {
  it('sums every unit of every group and skips rows of removed arrays', () => {
    // Prepare: two units of a 5 kW inverter; unit 1: 1 × 10 + 1 × 8 on array a; unit 2: 1 × 9 on a,
    // and a row still naming a removed array b (ignored).
    const dc = (mpptNo: string, pvArrayId: string, panels: number): DcEntry => ({
      mpptNo,
      pvArrayId,
      numberOfStrings: 1,
      numberOfComponentsPerString: panels,
      cableMaterialResistivity: 0.0175,
      cableMaterialArea: 4,
      cableMaterialLength: 10,
    });
    const arrays = [{ id: 'a', panelcount: 27, panel: JA_SOLAR_550 }];
    const groups = [
      {
        inverters: [
          { info: INVERTER_5KW_1PH, DC: [dc('MPPT1', 'a', 10), dc('MPPT2', 'a', 8)] },
          { info: INVERTER_5KW_1PH, DC: [dc('MPPT1', 'a', 9), dc('MPPT2', 'b', 10)] },
        ],
      },
    ];
    // Act
    const kw = projectCapacityFromInverters(arrays, groups);
    // Assess: 550 × (10 + 8 + 9) / 1000 = 14.85 kW
    expect(kw).toBe(14.85);
  });
});
