/**
 * Choosing a transposition model by name, and the plane-of-array components for one instant.
 */
import { DEG_TO_RAD, type Degrees } from '../angles';
import { airmassRelativeKastenYoung1989 } from '../atmosphere';
import { aoiProjection } from './aoi';
import { DEFAULT_ALBEDO, groundDiffuse } from './ground-diffuse';
import { haydaviesTerms } from './hay-davies';
import { isotropicTerms } from './isotropic';
import { perezTerms } from './perez';
import { emptySkyTerms, type SkyDiffuseTerms, skyDiffuseFromTerms } from './sky-terms';

/** Names of the sky-diffuse transposition models. */
export const TRANSPOSITION_MODELS = ['isotropic', 'haydavies', 'perez'] as const;
/** A sky-diffuse transposition model. */
export type TranspositionModel = (typeof TRANSPOSITION_MODELS)[number];
/** The model used unless the user picks another: Perez (docs/decisions/0035-perez-by-default.md). */
export const DEFAULT_TRANSPOSITION: TranspositionModel = 'perez';

/** Whether a string names a transposition model. */
export function isTranspositionModel(name: string): name is TranspositionModel {
  return (TRANSPOSITION_MODELS as readonly string[]).includes(name);
}

/** What a model may need besides the plane. */
export interface SkyInputs {
  /** Diffuse horizontal irradiance [W/m²]. */
  dhi: number;
  /** Direct normal irradiance [W/m²]. */
  dni: number;
  /** Extraterrestrial normal irradiance [W/m²]. */
  dniExtra: number;
  /** Apparent solar zenith [°]. */
  solarZenith: Degrees;
  /** Its cosine when the caller has it (the sun vector's up component) [-]; else computed. */
  cosSolarZenith?: number;
  /** Relative air mass [-]; NaN at night. */
  airmassRelative: number;
}

/**
 * Fills the (A, C, H) terms of the named model for one hour (see sky-terms.ts).
 * @throws Error for an unknown model name
 */
export function skyDiffuseTerms(
  model: TranspositionModel,
  sky: SkyInputs,
  out: SkyDiffuseTerms,
): SkyDiffuseTerms {
  switch (model) {
    case 'isotropic':
      return isotropicTerms(sky.dhi, out);
    case 'haydavies':
      return haydaviesTerms(
        sky.dhi,
        sky.dni,
        sky.dniExtra,
        sky.cosSolarZenith ?? Math.cos(sky.solarZenith * DEG_TO_RAD),
        out,
      );
    case 'perez':
      return perezTerms(
        sky.dhi,
        sky.dni,
        sky.dniExtra,
        sky.solarZenith,
        sky.airmassRelative,
        out,
        sky.cosSolarZenith,
      );
    default:
      throw new Error(`invalid transposition model ${String(model)}`);
  }
}

/** Whether the model bounds the sky diffuse total at zero (only Perez's horizon term can be negative). */
export function clipsSkyDiffuse(model: TranspositionModel): boolean {
  return model === 'perez';
}

/** Irradiance components in the plane of array. [W/m²] */
export interface PoaComponents {
  poaGlobal: number;
  poaDirect: number;
  poaDiffuse: number;
  poaSkyDiffuse: number;
  poaGroundDiffuse: number;
}

/** Inputs of {@link totalIrradiance} for one instant. */
export interface TotalIrradianceInputs {
  surfaceTilt: Degrees;
  surfaceAzimuth: Degrees;
  /** Apparent solar zenith [°]. */
  solarZenith: Degrees;
  solarAzimuth: Degrees;
  ghi: number;
  dni: number;
  dhi: number;
  /** Extraterrestrial normal irradiance [W/m²] (Hay-Davies, Perez). */
  dniExtra: number;
  /** Relative air mass [-]; default from the zenith (Kasten-Young 1989). */
  airmassRelative?: number;
  /** Ground reflectance [-]; default 0.2. */
  albedo?: number;
  model?: TranspositionModel;
}

/**
 * Plane-of-array irradiance and its beam, sky-diffuse and ground-reflected parts, as pvlib
 * `irradiance.get_total_irradiance`.
 * @remarks E_poa = max(DNI cos θ, 0) + E_sky(model) + GHI ρ (1 − cos β)/2.
 * @returns the components [W/m²]
 *
 * @example
 * ```ts
 * const poa = totalIrradiance({ surfaceTilt: 30, surfaceAzimuth: 180, solarZenith: 40,
 *   solarAzimuth: 170, ghi: 800, dni: 700, dhi: 150, dniExtra: 1360, model: 'perez' });
 * poa.poaGlobal; // W/m²
 * ```
 */
export function totalIrradiance(inputs: TotalIrradianceInputs): PoaComponents {
  const model = inputs.model ?? DEFAULT_TRANSPOSITION;
  const terms = skyDiffuseTerms(
    model,
    {
      dhi: inputs.dhi,
      dni: inputs.dni,
      dniExtra: inputs.dniExtra,
      solarZenith: inputs.solarZenith,
      airmassRelative: inputs.airmassRelative ?? airmassRelativeKastenYoung1989(inputs.solarZenith),
    },
    emptySkyTerms(),
  );
  const tilt = inputs.surfaceTilt * DEG_TO_RAD;
  const cosAoi = aoiProjection(
    inputs.surfaceTilt,
    inputs.surfaceAzimuth,
    inputs.solarZenith,
    inputs.solarAzimuth,
  );
  const poaDirect = Math.max(inputs.dni * cosAoi, 0);
  const poaSkyDiffuse = skyDiffuseFromTerms(
    terms,
    Math.cos(tilt),
    Math.sin(tilt),
    cosAoi,
    clipsSkyDiffuse(model),
  );
  const poaGroundDiffuse = groundDiffuse(inputs.surfaceTilt, inputs.ghi, inputs.albedo ?? DEFAULT_ALBEDO);
  const poaDiffuse = poaSkyDiffuse + poaGroundDiffuse;
  return { poaGlobal: poaDirect + poaDiffuse, poaDirect, poaDiffuse, poaSkyDiffuse, poaGroundDiffuse };
}
