/**
 * The electrical effect of a partial shadow on crystalline modules with bypass diodes:
 * Martínez-Moreno, Muñoz and Lorenzo's experimental model, as pvlib.shading.direct_martinez.
 *
 * A block is a group of cells protected by one bypass diode; it counts as shaded when any of its
 * cells is. The beam and circumsolar irradiance reaching a shaded string is multiplied by
 *   (1 − F_ES) = (1 − F_GS)(1 − N_SB/(N_TB + 1))      (eq. 6),
 * F_GS the string's geometrically shaded fraction, N_SB its shaded blocks, N_TB its blocks; the
 * isotropic diffuse and the ground-reflected part are not (eq. 8). With module-level power
 * electronics (optimisers, microinverters) each module works at its own maximum-power point and
 * only the linear loss (1 − F_GS) remains.
 * Source: F. Martínez-Moreno, J. Muñoz and E. Lorenzo, "Experimental model to estimate shading
 * losses on PV arrays", Solar Energy Materials and Solar Cells, vol. 94, no. 12,
 * pp. 2298–2303, 2010, doi:10.1016/j.solmat.2010.07.029.
 */

/** How a module lies in its row: long side along the row (landscape) or up the slope (portrait). */
export type ModuleOrientation = 'landscape' | 'portrait';

/** Blocks of a module when its datasheet does not say: three bypass diodes. */
export const DEFAULT_BLOCKS_PER_MODULE = 3;

/**
 * The factor on a string's beam and circumsolar irradiance, eq. 6 of Martínez-Moreno et al.
 * @remarks pvlib's direct_martinez returns the power loss of eq. 8,
 * 1 − [(B + D_cir)(1 − F_ES) + D_iso + R]/G; this is its (1 − F_ES). Shaded blocks are rounded up,
 * as pvlib does.
 * @param shadedFraction F_GS, the string's shaded area over its area, 0 to 1 [-]
 * @param shadedBlocks N_SB, blocks touched by the shadow [-]
 * @param totalBlocks N_TB, the string's blocks [-]
 * @returns (1 − F_GS)(1 − N_SB/(N_TB + 1)) [-]
 *
 * @example
 * ```ts
 * // pvlib's docstring example (a quarter of a 3-block module shaded: 1 block):
 * martinezBeamFactor(0.25, 1, 3); // 0.75 × 0.75 = 0.5625
 * ```
 */
export function martinezBeamFactor(
  shadedFraction: number,
  shadedBlocks: number,
  totalBlocks: number,
): number {
  return (1 - shadedFraction) * (1 - Math.ceil(shadedBlocks) / (totalBlocks + 1));
}

/**
 * The blocks of a row's collector that a shadow rising from its lower edge touches.
 * @remarks Blocks are strips parallel to a module's longer side. In landscape they lie along the
 * row, stacked up the slope, so a shadow covering the fraction fs of the slope touches
 * ceil(N·fs) of them; in portrait they run up the slope, side by side, so any shadow from the
 * lower edge touches all N.
 * @param shadedFraction fs, the shaded fraction of the collector's width along the slope [-]
 * @param blocks N, the blocks across the collector's width along the slope (landscape) or
 *   across one module's width (portrait) [-]
 * @param orientation how the modules lie
 * @returns N_SB [-]
 */
export function rowShadedBlocks(
  shadedFraction: number,
  blocks: number,
  orientation: ModuleOrientation,
): number {
  if (!(shadedFraction > 0)) return 0;
  return orientation === 'portrait' ? blocks : Math.min(Math.ceil(blocks * shadedFraction), blocks);
}
