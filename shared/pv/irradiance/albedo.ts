/**
 * Ground albedo of a project [BIF-3]: one value for the year or one per month, and presets of
 * common grounds with the range their sources give.
 */

/** Ground reflectance ρ [-]: one value for the year, or 12 values January first. */
export type Albedo = number | readonly number[];

/** A ground's albedo preset. */
export interface AlbedoPreset {
  /** Value the preset sets [-]. */
  albedo: number;
  /** Range of the ground's albedo the product gives [BIF-3] [-]. */
  range: readonly [number, number];
  /** A published table that lists the ground at about these values. */
  source: string;
}

const PVSYST_ALBEDO =
  'PVsyst SA, "Albedo", PVsyst 7 help (project design > albedo), table of usual albedo values, https://www.pvsyst.com/help/albedo.htm';

/**
 * Albedo presets [BIF-3]: the values and ranges are the product's; grass, concrete and fresh snow
 * are in PVsyst's table of usual albedos, the white roof membrane spans the aged-to-new solar
 * reflectance of white single-ply membranes (TPO, PVC) rated by the Cool Roof Rating Council.
 */
export const ALBEDO_PRESETS = {
  grass: { albedo: 0.2, range: [0.2, 0.25], source: PVSYST_ALBEDO },
  concrete: { albedo: 0.3, range: [0.3, 0.3], source: PVSYST_ALBEDO },
  whiteMembrane: {
    albedo: 0.7,
    range: [0.6, 0.8],
    source:
      'Cool Roof Rating Council, Rated Products Directory, initial and 3-year-aged solar reflectance of white single-ply membranes, https://coolroofs.org/directory',
  },
  freshSnow: { albedo: 0.8, range: [0.8, 0.8], source: PVSYST_ALBEDO },
} as const satisfies Record<string, AlbedoPreset>;

/** Name of an albedo preset. */
export type AlbedoPresetName = keyof typeof ALBEDO_PRESETS;

/**
 * The reason an albedo cannot be used, or undefined when it can [BIF-3].
 * @param albedo one value or 12 monthly values, each in [0, 1] [-]
 */
export function albedoProblem(albedo: Albedo): string | undefined {
  const values = typeof albedo === 'number' ? [albedo] : albedo;
  if (typeof albedo !== 'number' && albedo.length !== 12)
    return `albedo must be one number or 12 monthly values, got ${albedo.length} values`;
  const bad = values.find((value) => !(Number.isFinite(value) && value >= 0 && value <= 1));
  return bad === undefined ? undefined : `albedo must be between 0 and 1, got ${bad}`;
}

/**
 * The 12 monthly values of an albedo (a single value repeated) [BIF-3].
 * @param albedo one value or 12 monthly values [-]
 * @throws Error when the albedo is unusable ({@link albedoProblem})
 * @returns 12 values, January first [-]
 */
export function monthlyAlbedo(albedo: Albedo): Float64Array {
  const problem = albedoProblem(albedo);
  if (problem) throw new Error(`invalid albedo: ${problem}`);
  return typeof albedo === 'number' ? new Float64Array(12).fill(albedo) : Float64Array.from(albedo);
}
