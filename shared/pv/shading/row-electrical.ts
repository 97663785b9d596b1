/**
 * Row-to-row shading with its electrical effect: the linear model of row-shading.ts (beam ×
 * (1 − fs), sky diffuse × (1 − Passias' loss), ground unchanged) with the beam factor (1 − fs)
 * replaced by Martínez-Moreno et al.'s (1 − fs)(1 − N_SB/(N + 1)) (martinez.ts), N_SB the blocks
 * of the collector the row in front's shadow touches. The linear result stays what
 * array-dc.ts computes; this is the variant a string without module-level electronics sees, so
 * that landscape (fewer blocks touched by a low shadow) shows its advantage over portrait.
 */
import type { PlaneGeometry } from '../irradiance/transposition-basis';
import { type MonthlyAnnual, toMonthlyAnnual } from '../monthly-sums';
import { type ModuleOrientation, martinezBeamFactor, rowShadedBlocks } from './martinez';
import type { RowShading } from './row-shading';
import { shadedFractionFromCosines } from './shaded-fraction-1d';
import { emptyPlaneComponents, planeComponents, type SkyHours } from './sky-hours';

/** The bypass-diode blocks of a row's collector. */
export interface RowBlocks {
  /** N, the collector's blocks counted across its width along the slope (landscape) or across a module (portrait) [-]. */
  blocks: number;
  orientation: ModuleOrientation;
}

/**
 * Martínez's beam factor of a row whose lower part the row in front shades.
 * @param shadedFraction fs of the collector's width [-]
 * @param rowBlocks blocks and orientation
 * @returns (1 − fs)(1 − N_SB/(N + 1)) [-]
 */
export function rowElectricalBeamFactor(shadedFraction: number, rowBlocks: RowBlocks): number {
  const shaded = rowShadedBlocks(shadedFraction, rowBlocks.blocks, rowBlocks.orientation);
  return martinezBeamFactor(shadedFraction, shaded, rowBlocks.blocks);
}

/**
 * Plane-of-array irradiation of a middle row with row-to-row shading and its electrical effect:
 * Σ poa_direct·(1 − fs)(1 − N_SB/(N + 1)) + poa_sky_diffuse·(1 − Passias' loss) + poa_ground_diffuse.
 * @param hours the hourly inputs (a TranspositionBasis)
 * @param plane the rows' plane
 * @param rows the rows' shading constants (rowShading)
 * @param rowBlocks blocks and orientation
 * @returns [kWh/m²]
 */
export function rowElectricalPoa(
  hours: SkyHours,
  plane: PlaneGeometry,
  rows: RowShading,
  rowBlocks: RowBlocks,
): MonthlyAnnual {
  const monthly = new Float64Array(12);
  const part = emptyPlaneComponents();
  for (let k = 0; k < hours.count; k++) {
    const { front, beam, circumsolar, uniformSky, ground } = planeComponents(hours, k, plane, part);
    const shadedFraction = shadedFractionFromCosines(rows.pitchOverWidth, hours.sunUp[k]!, front);
    const received =
      beam * rowElectricalBeamFactor(shadedFraction, rowBlocks) +
      (circumsolar + uniformSky) * (1 - rows.skyDiffuseLoss) +
      ground;
    monthly[hours.month[k]!] = monthly[hours.month[k]!]! + received;
  }
  return toMonthlyAnnual(monthly, hours.intervalHours / 1000);
}
