/**
 * Front and rear irradiance of a row inside an unlimited field of rows, by the infinite-sheds
 * view-factor model [BIF-1], one record at a time.
 *
 * Each face receives E = DNI′·max(cos θ, 0)·(1 − f_shade) + DHI_sky·F̄_sky + E_ground·F̄_ground:
 * the beam on the part the row in front leaves lit, the isotropic sky by the face's sky view,
 * and the ground's mean reflected light by its ground view. With Hay-Davies the circumsolar part
 * is moved into the beam (DNI′ = DNI + DHI·AI/cos z, DHI_sky = DHI·(1 − AI)), so it is shaded
 * and reflected as beam; with the isotropic sky DNI′ = DNI.
 * Source: M. Mikofski, R. Darawali, M. Hamer, A. Neubert and J. Newmiller, "Bifacial
 * Performance Modeling in Large Arrays", IEEE 46th PVSC, 2019, pp. 1282-1287,
 * doi:10.1109/PVSC40753.2019.8980572.
 */
import { cosd, type Degrees, sind } from '../angles';
import { shadedFractionFromCosines } from '../shading/shaded-fraction-1d';
import { groundReflected, projectedZenithTangent, sunlitGroundFraction } from './ground';
import { groundSkyView, rowGroundView, rowSkyView } from './view-factors';

/** A face's mean view factors [-]. */
export interface FaceView {
  sky: number;
  ground: number;
}

/** The geometry of one row orientation, resolved once for the records that share it. */
export interface ShedsView {
  /** Collector width over pitch ℓ/p [-]. */
  groundCoverageRatio: number;
  /** p/ℓ [-]. */
  pitchOverWidth: number;
  cosTilt: number;
  sinTilt: number;
  /** Front normal, east and north components sin β sin γ, sin β cos γ [-]. */
  normalEast: number;
  normalNorth: number;
  /** Horizontal unit vector the front faces look along, sin γ and cos γ [-]. */
  facingEast: number;
  facingNorth: number;
  front: FaceView;
  /** The rear face: tilt 180° − β, looking the other way. */
  back: FaceView;
  /** Mean sky view factor of the ground between rows [-]. */
  groundSky: number;
}

/**
 * The view factors and plane vectors of rows at one orientation [BIF-1, BIF-2].
 * @param surfaceTilt front-face tilt from horizontal, 0-180 [°]
 * @param surfaceAzimuth azimuth the front faces look to, clockwise from north [°]
 * @param groundCoverageRatio collector width over pitch ℓ/p, in (0, 1) [-]
 */
export function shedsView(
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  groundCoverageRatio: number,
): ShedsView {
  const sinTilt = sind(surfaceTilt);
  const facingEast = sind(surfaceAzimuth);
  const facingNorth = cosd(surfaceAzimuth);
  return {
    groundCoverageRatio,
    pitchOverWidth: 1 / groundCoverageRatio,
    cosTilt: cosd(surfaceTilt),
    sinTilt,
    normalEast: sinTilt * facingEast,
    normalNorth: sinTilt * facingNorth,
    facingEast,
    facingNorth,
    front: {
      sky: rowSkyView(surfaceTilt, groundCoverageRatio),
      ground: rowGroundView(surfaceTilt, groundCoverageRatio),
    },
    back: {
      sky: rowSkyView(180 - surfaceTilt, groundCoverageRatio),
      ground: rowGroundView(180 - surfaceTilt, groundCoverageRatio),
    },
    groundSky: groundSkyView(surfaceTilt, groundCoverageRatio),
  };
}

/** One record's sky, as the infinite-sheds model reads it. */
export interface ShedsSky {
  /** The sun's unit vector (east, north, up) [-]. */
  sunEast: number;
  sunNorth: number;
  sunUp: number;
  /** Beam normal irradiance, the circumsolar part included for Hay-Davies (DNI′) [W/m²]. */
  beamNormal: number;
  /** Isotropic diffuse horizontal irradiance, the circumsolar part removed (DHI_sky) [W/m²]. */
  skyDhi: number;
  /** Global horizontal irradiance [W/m²]. */
  ghi: number;
  /** Ground reflectance ρ [-]. */
  albedo: number;
}

/** One record's irradiance on both faces. [W/m²] */
export interface ShedsHour {
  /** max(cos θ, 0) of the front and of the rear face [-]. */
  frontCos: number;
  backCos: number;
  /** Beam on the lit part of each face. */
  frontDirect: number;
  backDirect: number;
  /** Sky and ground-reflected diffuse on each face. */
  frontDiffuse: number;
  backDiffuse: number;
}

/** A zeroed {@link ShedsHour} to reuse across records. */
export function emptyShedsHour(): ShedsHour {
  return { frontCos: 0, backCos: 0, frontDirect: 0, backDirect: 0, frontDiffuse: 0, backDiffuse: 0 };
}

/**
 * One record's front and rear irradiance of a middle row [BIF-1].
 * @remarks The shaded share of each face is that of the row in front along its slope,
 * 1 − (p/ℓ)·cos z/cos θ (shaded-fraction-1d.ts), the same for the rear face with its own
 * incidence cosine; the ground term is {@link groundReflected} with the sunlit share of
 * {@link sunlitGroundFraction}.
 * @param view the rows at this record's orientation ({@link shedsView})
 * @param sky the record's sun and irradiance
 * @param out receives the irradiance (returned)
 */
export function shedsHour(view: ShedsView, sky: ShedsSky, out: ShedsHour): ShedsHour {
  const cosAoi = sky.sunUp * view.cosTilt + sky.sunEast * view.normalEast + sky.sunNorth * view.normalNorth;
  const frontCos = Math.min(Math.max(cosAoi, 0), 1);
  const backCos = Math.min(Math.max(-cosAoi, 0), 1);
  const frontLit = 1 - shadedFractionFromCosines(view.pitchOverWidth, sky.sunUp, frontCos);
  const backLit = 1 - shadedFractionFromCosines(view.pitchOverWidth, sky.sunUp, backCos);
  const towardFacing = sky.sunEast * view.facingEast + sky.sunNorth * view.facingNorth;
  const sunlit = sunlitGroundFraction(
    view.groundCoverageRatio,
    view.cosTilt,
    view.sinTilt,
    projectedZenithTangent(sky.sunUp, towardFacing),
  );
  const ground = groundReflected(sky.albedo, sky.ghi, sky.skyDhi, sunlit, view.groundSky);
  out.frontCos = frontCos;
  out.backCos = backCos;
  out.frontDirect = sky.beamNormal * frontCos * frontLit;
  out.backDirect = sky.beamNormal * backCos * backLit;
  out.frontDiffuse = sky.skyDhi * view.front.sky + ground * view.front.ground;
  out.backDiffuse = sky.skyDhi * view.back.sky + ground * view.back.ground;
  return out;
}

/** How the rear face's irradiance counts against the front's [BIF-4]. */
export interface RearWeighting {
  /** Rear over front efficiency φ [-]. */
  bifaciality: number;
  /** Rear light lost to the racking and mismatch (negative: a loss); default −0.02 [-]. */
  shadeFactor?: number;
  /** Rear light lost to the module's own parts, busbars and box (negative: a loss); default 0 [-]. */
  transmissionFactor?: number;
}

/** pvlib's and the product's default rear shading and mismatch factor [BIF-4]. */
export const DEFAULT_SHADE_FACTOR = -0.02;

/**
 * Factor on the rear irradiance in the total a module converts [BIF-4]:
 * φ·(1 + shade factor)·(1 + transmission factor).
 * @param weighting bifaciality and the rear's factors
 * @returns the rear's weight [-]
 */
export function rearWeight(weighting: RearWeighting): number {
  const shade = weighting.shadeFactor ?? DEFAULT_SHADE_FACTOR;
  const transmission = weighting.transmissionFactor ?? 0;
  return weighting.bifaciality * (1 + shade) * (1 + transmission);
}
