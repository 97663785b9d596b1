/**
 * Martínez-Moreno et al.'s model against the measurements' modelled power losses of their
 * Table 2 (F. Martínez-Moreno, J. Muñoz, E. Lorenzo, Sol. Energy Mater. Sol. Cells 94 (2010)
 * 2298–2303; the rows pvlib's test_direct_martinez uses, 16 blocks), within pvlib's 5e-3.
 */

import { martinezBeamFactor, rowShadedBlocks } from '@pvd/shared/pv/shading/martinez';
import { rowElectricalBeamFactor } from '@pvd/shared/pv/shading/row-electrical';
import { describe, expect, it } from 'vitest';

/** [F_GS horizontal, F_GS vertical, shaded blocks, beam + circumsolar, diffuse (W/m²), power loss]. */
const TABLE_2 = [
  [1.0, 0.09, 16, 846.59, 59.42, 0.8844],
  [1.0, 0.18, 16, 841.85, 59.69, 0.8888],
  [1.0, 0.36, 16, 843.38, 59.22, 0.8994],
  [0.04, 0.64, 1, 851.9, 59.4, 0.0783],
  [0.17, 0.45, 3, 862.86, 58.4, 0.2237],
  [0.29, 0.27, 5, 864.14, 58.11, 0.3282],
  [0.5, 0.09, 8, 863.23, 58.31, 0.4634],
  [0.13, 1.0, 2, 870.14, 58.02, 0.2137],
  [0.25, 1.0, 4, 876.57, 57.98, 0.4],
  [0.38, 1.0, 6, 866.86, 58.89, 0.5577],
  [0.5, 1.0, 8, 874.58, 58.44, 0.6892],
  [0.58, 0.82, 10, 876.8, 58.16, 0.7359],
  [0.75, 0.73, 12, 866.89, 58.73, 0.8113],
  [0.92, 0.64, 15, 861.48, 59.66, 0.8894],
] as const;

describe('martinezBeamFactor', () => {
  it.each(TABLE_2)(
    'gives the power loss of Table 2 (F_GS %s × %s, %s of 16 blocks) within 5e-3',
    (horizontal, vertical, blocks, beam, diffuse, loss) => {
      const factor = martinezBeamFactor(horizontal * vertical, blocks, 16);
      expect(Math.abs(1 - (beam * factor + diffuse) / (beam + diffuse) - loss)).toBeLessThan(5e-3);
    },
  );

  it('rounds shaded blocks up and keeps the beam whole without shade', () => {
    expect(martinezBeamFactor(0.25, 0.4, 3)).toBe(0.75 * 0.75);
    expect(martinezBeamFactor(0, 0, 3)).toBe(1);
  });
});

describe('rowShadedBlocks', () => {
  it('counts ceil(N·fs) blocks in landscape and all N in portrait', () => {
    expect(rowShadedBlocks(0.1, 3, 'landscape')).toBe(1);
    expect(rowShadedBlocks(1 / 3, 3, 'landscape')).toBe(1);
    expect(rowShadedBlocks(0.34, 3, 'landscape')).toBe(2);
    expect(rowShadedBlocks(1, 3, 'landscape')).toBe(3);
    expect(rowShadedBlocks(0.01, 3, 'portrait')).toBe(3);
    expect(rowShadedBlocks(0, 3, 'portrait')).toBe(0);
  });

  it('makes a low shadow cost landscape less than portrait', () => {
    // fs = 0.2 of a 3-block collector: landscape 0.8 × (1 − 1/4) = 0.6, portrait 0.8 × (1 − 3/4) = 0.2.
    expect(rowElectricalBeamFactor(0.2, { blocks: 3, orientation: 'landscape' })).toBeCloseTo(0.6, 12);
    expect(rowElectricalBeamFactor(0.2, { blocks: 3, orientation: 'portrait' })).toBeCloseTo(0.2, 12);
  });
});
