/**
 * Per-hour transposition terms of a site-year, computed once per (weather, model, albedo) and
 * reused for every plane: a plane's irradiance then costs a few multiplications per hour.
 *
 * For each record with any irradiance the basis keeps the sun's unit vector, DNI, the sky
 * model's terms (A, C, H; see sky-terms.ts) and the ground term GHI·ρ/2, so that
 *   E_poa = DNI·max(cos θ, 0) + [A(1 + cos β) + C·max(cos θ, 0) + H sin β]⁺ + GHI·ρ/2·(1 − cos β)
 * with cos θ = s·n, s the sun vector and n the plane normal. This is pvlib's
 * `get_total_irradiance` rearranged; nothing is dropped: records without irradiance
 * contribute exactly 0, and negative DNI (invalid data) is treated as 0. Records with a
 * missing (non-finite) GHI, DNI or DHI contribute 0, as NaN hours do in the reference sums.
 */
import { DEG_TO_RAD, type Degrees } from '../angles';
import type { SunPositions } from '../solar-position/sun-positions';
import { irradiatedRecords } from '../weather/irradiated-records';
import type { HourlyWeather } from '../weather/types';
import { type Albedo, monthlyAlbedo } from './albedo';
import { DEFAULT_ALBEDO } from './ground-diffuse';
import {
  clipsSkyDiffuse,
  DEFAULT_TRANSPOSITION,
  type SkyInputs,
  skyDiffuseTerms,
  type TranspositionModel,
} from './sky-diffuse';
import { emptySkyTerms } from './sky-terms';

/** The irradiance series a basis is built from. */
export type IrradianceSeries = Pick<HourlyWeather, 'ghi' | 'dni' | 'dhi' | 'intervalHours'>;

/** Transposition terms of the records that carry irradiance. */
export interface TranspositionBasis {
  readonly model: TranspositionModel;
  /** Ground reflectance, one value or 12 monthly values [BIF-3] [-]. */
  readonly albedo: Albedo;
  /** Number of records of the weather series. */
  readonly length: number;
  /** Record length [h]. */
  readonly intervalHours: number;
  /** Number of records kept (with irradiance). */
  readonly count: number;
  /** Weather record index of each kept record. */
  readonly recordIndex: Int32Array;
  /** Month (0-11) of each kept record. */
  readonly month: Uint8Array;
  readonly sunEast: Float64Array;
  readonly sunNorth: Float64Array;
  readonly sunUp: Float64Array;
  /** DNI [W/m²]. */
  readonly dni: Float64Array;
  /** Sky term A [W/m²]. */
  readonly skyIsotropic: Float64Array;
  /** Sky term C [W/m²]. */
  readonly skyCircumsolar: Float64Array;
  /** Sky term H [W/m²]. */
  readonly skyHorizon: Float64Array;
  /** Ground term GHI·ρ/2, ρ the albedo of the record's month [W/m²]. */
  readonly ground: Float64Array;
  /** Whether the sky diffuse total is bounded at zero (Perez). */
  readonly clipSky: boolean;
  /** The weather series the basis was built from (identity checked by the cache). */
  readonly irradiance: IrradianceSeries;
}

/** Transposition options. */
export interface TranspositionOptions {
  /** Sky-diffuse model; default 'perez'. */
  model?: TranspositionModel;
  /** Ground reflectance, one value or 12 monthly values [BIF-3] [-]; default 0.2. */
  albedo?: Albedo;
}

/**
 * Builds the per-hour terms of a site-year.
 * @param weather GHI, DNI, DHI [W/m²] and record length [h]
 * @param sun positions of the same records (at least of those with irradiance)
 * @throws Error when `sun` has no position at a record with irradiance
 */
export function buildTranspositionBasis(
  weather: IrradianceSeries,
  sun: SunPositions,
  options: TranspositionOptions = {},
): TranspositionBasis {
  const model = options.model ?? DEFAULT_TRANSPOSITION;
  const albedo = options.albedo ?? DEFAULT_ALBEDO;
  const basis = allocateBasis(weather, model, albedo);
  const albedoByMonth = monthlyAlbedo(albedo);
  const { count, recordIndex: kept } = basis;
  const terms = emptySkyTerms();
  const sky: SkyInputs = {
    dhi: 0,
    dni: 0,
    dniExtra: 0,
    solarZenith: 0,
    cosSolarZenith: 1,
    airmassRelative: 0,
  };
  for (let k = 0; k < count; k++) {
    const i = kept[k]!;
    basis.month[k] = sun.month[i]!;
    basis.sunEast[k] = sun.sunEast[i]!;
    basis.sunNorth[k] = sun.sunNorth[i]!;
    basis.sunUp[k] = sun.sunUp[i]!;
    // Positions computed for other records only (`records` of computeSunPositions) would turn
    // every sum of the year into NaN without a word.
    if (Number.isNaN(basis.sunUp[k])) throw new Error(`no sun position at irradiated record ${i}`);
    basis.dni[k] = Math.max(weather.dni[i]!, 0);
    sky.dhi = weather.dhi[i]!;
    sky.dni = weather.dni[i]!;
    sky.dniExtra = sun.dniExtra[i]!;
    sky.solarZenith = sun.apparentZenith[i]!;
    // cos z is the sun vector's up component (the air mass takes it so too).
    sky.cosSolarZenith = sun.sunUp[i]!;
    sky.airmassRelative = sun.airmassRelative[i]!;
    skyDiffuseTerms(model, sky, terms);
    basis.skyIsotropic[k] = terms.isotropic;
    basis.skyCircumsolar[k] = terms.circumsolar;
    basis.skyHorizon[k] = terms.horizon;
    basis.ground[k] = weather.ghi[i]! * albedoByMonth[basis.month[k]!]! * 0.5;
  }
  return basis;
}

/** A basis with its kept records chosen and its series allocated. */
function allocateBasis(
  weather: IrradianceSeries,
  model: TranspositionModel,
  albedo: Albedo,
): TranspositionBasis {
  const kept = irradiatedRecords(weather);
  const series = () => new Float64Array(kept.length);
  return {
    model,
    albedo,
    length: weather.ghi.length,
    intervalHours: weather.intervalHours,
    count: kept.length,
    recordIndex: kept,
    month: new Uint8Array(kept.length),
    sunEast: series(),
    sunNorth: series(),
    sunUp: series(),
    dni: series(),
    skyIsotropic: series(),
    skyCircumsolar: series(),
    skyHorizon: series(),
    ground: series(),
    clipSky: clipsSkyDiffuse(model),
    irradiance: weather,
  };
}

const cache = new WeakMap<SunPositions, Map<string, TranspositionBasis>>();

/**
 * The basis for this weather and sun, built on first use and then reused (memoised per sun
 * positions object, model and albedo). The cache recognises the weather by the identity of its
 * GHI, DNI and DHI arrays: to change irradiance, pass new arrays rather than editing them in place.
 */
export function transpositionBasisFor(
  weather: IrradianceSeries,
  sun: SunPositions,
  options: TranspositionOptions = {},
): TranspositionBasis {
  const albedo = options.albedo ?? DEFAULT_ALBEDO;
  const key = `${options.model ?? DEFAULT_TRANSPOSITION}|${typeof albedo === 'number' ? albedo : albedo.join(',')}`;
  let bySun = cache.get(sun);
  if (!bySun) {
    bySun = new Map();
    cache.set(sun, bySun);
  }
  const known = bySun.get(key);
  const sameWeather =
    known?.irradiance.ghi === weather.ghi &&
    known.irradiance.dni === weather.dni &&
    known.irradiance.dhi === weather.dhi &&
    known.intervalHours === weather.intervalHours;
  if (known && sameWeather) return known;
  const basis = buildTranspositionBasis(weather, sun, options);
  bySun.set(key, basis);
  return basis;
}

/** A plane's orientation in the form the hourly loops use. */
export interface PlaneGeometry {
  surfaceTilt: Degrees;
  surfaceAzimuth: Degrees;
  cosTilt: number;
  sinTilt: number;
  /** Plane normal, east component sin β sin γ. */
  normalEast: number;
  /** Plane normal, north component sin β cos γ. */
  normalNorth: number;
}

/**
 * Geometry of a plane.
 * @param surfaceTilt tilt from horizontal [°]
 * @param surfaceAzimuth azimuth clockwise from north, 180 = south [°]
 */
export function planeGeometry(surfaceTilt: Degrees, surfaceAzimuth: Degrees): PlaneGeometry {
  const tilt = surfaceTilt * DEG_TO_RAD;
  const azimuth = surfaceAzimuth * DEG_TO_RAD;
  const sinTilt = Math.sin(tilt);
  return {
    surfaceTilt,
    surfaceAzimuth,
    cosTilt: Math.cos(tilt),
    sinTilt,
    normalEast: sinTilt * Math.sin(azimuth),
    normalNorth: sinTilt * Math.cos(azimuth),
  };
}

/**
 * Annual plane-of-array irradiation of one plane: the orientation search's objective.
 * @returns poaGlobal summed over the records [kWh/m²]
 */
export function annualPoaGlobal(basis: TranspositionBasis, plane: PlaneGeometry): number {
  const { cosTilt, sinTilt, normalEast, normalNorth } = plane;
  const skyFactor = 1 + cosTilt;
  const groundFactor = 1 - cosTilt;
  const { sunEast, sunNorth, sunUp, dni, skyIsotropic, skyCircumsolar, skyHorizon, ground, clipSky } = basis;
  let total = 0;
  for (let k = 0; k < basis.count; k++) {
    const cosAoi = sunUp[k]! * cosTilt + sunEast[k]! * normalEast + sunNorth[k]! * normalNorth;
    const front = Math.min(Math.max(cosAoi, 0), 1);
    let sky = skyIsotropic[k]! * skyFactor + skyCircumsolar[k]! * front + skyHorizon[k]! * sinTilt;
    if (clipSky && sky < 0) sky = 0;
    total += dni[k]! * front + sky + ground[k]! * groundFactor;
  }
  return (total * basis.intervalHours) / 1000;
}

/** Plane-of-array irradiation of one plane, by month and by component. [kWh/m²] */
export interface PoaIrradiation {
  annual: number;
  monthly: number[];
  direct: number;
  skyDiffuse: number;
  groundDiffuse: number;
}

/**
 * Irradiation from the sums of irradiance over a year's records, by component and by month.
 * @param sums Σ of each component over the records [W/m²]
 * @param monthly Σ of the plane's irradiance by month, January first [W/m²]
 * @param intervalHours the records' length [h]
 */
export function poaIrradiationOfSums(
  sums: { direct: number; skyDiffuse: number; groundDiffuse: number },
  monthly: Float64Array,
  intervalHours: number,
): PoaIrradiation {
  const toKwh = intervalHours / 1000;
  return {
    annual: (sums.direct + sums.skyDiffuse + sums.groundDiffuse) * toKwh,
    monthly: Array.from(monthly, (value) => value * toKwh),
    direct: sums.direct * toKwh,
    skyDiffuse: sums.skyDiffuse * toKwh,
    groundDiffuse: sums.groundDiffuse * toKwh,
  };
}

/**
 * Plane-of-array irradiation by month and component.
 * @returns sums over the records [kWh/m²]
 */
export function poaIrradiation(basis: TranspositionBasis, plane: PlaneGeometry): PoaIrradiation {
  const { cosTilt, sinTilt, normalEast, normalNorth } = plane;
  const monthly = new Float64Array(12);
  let direct = 0;
  let skyDiffuse = 0;
  let groundDiffuse = 0;
  for (let k = 0; k < basis.count; k++) {
    const cosAoi =
      basis.sunUp[k]! * cosTilt + basis.sunEast[k]! * normalEast + basis.sunNorth[k]! * normalNorth;
    const front = Math.min(Math.max(cosAoi, 0), 1);
    let sky =
      basis.skyIsotropic[k]! * (1 + cosTilt) +
      basis.skyCircumsolar[k]! * front +
      basis.skyHorizon[k]! * sinTilt;
    if (basis.clipSky && sky < 0) sky = 0;
    const beam = basis.dni[k]! * front;
    const reflected = basis.ground[k]! * (1 - cosTilt);
    direct += beam;
    skyDiffuse += sky;
    groundDiffuse += reflected;
    monthly[basis.month[k]!] = monthly[basis.month[k]!]! + beam + sky + reflected;
  }
  return poaIrradiationOfSums({ direct, skyDiffuse, groundDiffuse }, monthly, basis.intervalHours);
}
