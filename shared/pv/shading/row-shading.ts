/**
 * Row-to-row shading of an array laid out in parallel rows: the geometry an array carries and
 * the constants the hourly loop needs, resolved once per array.
 *
 * Shaded plane-of-array = beam × (1 − shaded fraction) + sky diffuse × (1 − masking loss)
 * + ground-reflected (unchanged): the beam by {@link shadedFractionFromCosines} (a middle row in
 * an unlimited field, pvlib.shading.shaded_fraction1d), the sky by Passias' average masking
 * angle (pvlib.shading.masking_angle_passias and sky_diffuse_passias).
 */
import { cosd, type Degrees } from '../angles';
import { maskingAnglePassias, skyDiffusePassias } from './passias';

/** The rows of an array: identical, parallel, on level ground. */
export interface RowGeometry {
  /** Collector width along the slope of a row (panels per row group × panel size) [m]. */
  collectorWidthM: number;
  /** Row pitch: horizontal distance between corresponding edges of neighbouring rows [m]. */
  pitchM: number;
}

/** The constants of row shading for one array. */
export interface RowShading {
  /** Pitch over collector width, p/ℓ = 1/GCR [-]. */
  pitchOverWidth: number;
  /** Ground coverage ratio ℓ/p [-]. */
  groundCoverageRatio: number;
  /** Passias' average masking angle [°]. */
  maskingAngle: Degrees;
  /** Fraction of the sky diffuse lost to the masking [-]. */
  skyDiffuseLoss: number;
}

/**
 * Checks a row geometry for a tilt; the reason it cannot be used, or undefined when it can.
 * @param rows collector width and pitch [m]
 * @param surfaceTilt row tilt [°]
 */
export function rowGeometryProblem(rows: RowGeometry, surfaceTilt: Degrees): string | undefined {
  const { collectorWidthM, pitchM } = rows;
  if (!(Number.isFinite(collectorWidthM) && collectorWidthM > 0))
    return `collector width must be a number > 0 m, got ${collectorWidthM}`;
  if (!(Number.isFinite(pitchM) && pitchM > 0)) return `pitch must be a number > 0 m, got ${pitchM}`;
  const footprint = collectorWidthM * cosd(surfaceTilt);
  if (pitchM <= footprint)
    return `pitch ${pitchM} m must exceed the rows' footprint ${footprint.toFixed(3)} m (width × cos tilt): the rows overlap`;
  return undefined;
}

/**
 * The constants of row shading for an array.
 * @param rows collector width and pitch [m]
 * @param surfaceTilt row tilt [°]
 * @throws Error when the geometry is unusable ({@link rowGeometryProblem})
 *
 * @example
 * ```ts
 * rowShading({ collectorWidthM: 2, pitchM: 4 }, 20);
 * // { pitchOverWidth: 2, groundCoverageRatio: 0.5, maskingAngle: 7.2098…, skyDiffuseLoss: 0.0039534… }
 * ```
 */
export function rowShading(rows: RowGeometry, surfaceTilt: Degrees): RowShading {
  const problem = rowGeometryProblem(rows, surfaceTilt);
  if (problem) throw new Error(`invalid row geometry: ${problem}`);
  const groundCoverageRatio = rows.collectorWidthM / rows.pitchM;
  const maskingAngle = maskingAnglePassias(surfaceTilt, groundCoverageRatio);
  return {
    pitchOverWidth: rows.pitchM / rows.collectorWidthM,
    groundCoverageRatio,
    maskingAngle,
    skyDiffuseLoss: skyDiffusePassias(maskingAngle),
  };
}
