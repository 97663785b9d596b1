/**
 * The infinite-sheds model over a year's records [BIF-1, BIF-2]: the sky of each record taken
 * from a transposition basis (isotropic or Hay-Davies), the rows fixed or turning per record (a
 * tracker gives its tilt and azimuth per record), the albedo per month.
 */
import { type Degrees, sind } from '../angles';
import { type Albedo, monthlyAlbedo } from '../irradiance/albedo';
import type { TranspositionBasis } from '../irradiance/transposition-basis';
import { type MonthlyAnnual, toMonthlyAnnual } from '../monthly-sums';
import { type RowGeometry, rowGeometryProblem } from '../shading/row-shading';
import {
  emptyShedsHour,
  type RearWeighting,
  rearWeight,
  type ShedsHour,
  type ShedsSky,
  type ShedsView,
  shedsHour,
  shedsView,
} from './sheds-irradiance';

/** Rows for the infinite-sheds model: collector width and pitch, and their height [BIF-1]. */
export interface ShedsRows extends RowGeometry {
  /** Height of the collector's centre above the ground [m]. */
  heightM: number;
}

/** A row orientation: one value for every record, or one per weather record (a tracker). */
export type PerRecord = Degrees | Float64Array;

/** The rows' orientation [BIF-2]. */
export interface ShedsOrientation {
  /** Front-face tilt, 0-180 [°]. */
  surfaceTilt: PerRecord;
  /** Azimuth the front faces look to, clockwise from north [°]. */
  surfaceAzimuth: PerRecord;
}

/** What the model reads of a transposition basis. */
export type ShedsBasis = Pick<
  TranspositionBasis,
  | 'model'
  | 'count'
  | 'length'
  | 'recordIndex'
  | 'intervalHours'
  | 'month'
  | 'sunEast'
  | 'sunNorth'
  | 'sunUp'
  | 'dni'
  | 'skyCircumsolar'
  | 'irradiance'
>;

/**
 * The reason rows cannot take the model, or undefined when they can [BIF-1].
 * @param rows collector width, pitch and centre height [m]
 * @param surfaceTilt the steepest tilt the rows take [°]
 */
export function shedsRowsProblem(rows: ShedsRows, surfaceTilt: Degrees): string | undefined {
  const flat = rowGeometryProblem(rows, Math.min(surfaceTilt, 180 - surfaceTilt));
  if (flat) return flat;
  if (!(Number.isFinite(rows.heightM) && rows.heightM > 0))
    return `height must be a number > 0 m, got ${rows.heightM}`;
  const lowerEdge = rows.heightM - 0.5 * rows.collectorWidthM * Math.abs(sind(surfaceTilt));
  if (lowerEdge < 0)
    return `height ${rows.heightM} m of the collector's centre leaves its lower edge ${(-lowerEdge).toFixed(3)} m under the ground`;
  return undefined;
}

/**
 * Fills `out` with kept record k's sky for the model [BIF-1].
 * @remarks DNI′ = DNI + C and DHI_sky = DHI − C·max(cos z, 0), C the basis' circumsolar term
 * (0 for the isotropic sky).
 */
export function shedsSkyAt(basis: ShedsBasis, k: number, albedo: number, out: ShedsSky): ShedsSky {
  const i = basis.recordIndex[k]!;
  const circumsolar = basis.skyCircumsolar[k]!;
  const sunUp = basis.sunUp[k]!;
  out.sunEast = basis.sunEast[k]!;
  out.sunNorth = basis.sunNorth[k]!;
  out.sunUp = sunUp;
  out.beamNormal = basis.dni[k]! + circumsolar;
  out.skyDhi = basis.irradiance.dhi[i]! - circumsolar * Math.max(sunUp, 0);
  out.ghi = basis.irradiance.ghi[i]!;
  out.albedo = albedo;
  return out;
}

/**
 * The orientation's view of weather record i: the fixed view, or one made for the record.
 */
export function shedsViewFor(
  orientation: ShedsOrientation,
  fixed: ShedsView | undefined,
  groundCoverageRatio: number,
  i: number,
): ShedsView {
  if (fixed) return fixed;
  const { surfaceTilt, surfaceAzimuth } = orientation;
  const tilt = typeof surfaceTilt === 'number' ? surfaceTilt : surfaceTilt[i]!;
  const azimuth = typeof surfaceAzimuth === 'number' ? surfaceAzimuth : surfaceAzimuth[i]!;
  return shedsView(tilt, azimuth, groundCoverageRatio);
}

/** The fixed view of an orientation, undefined when it changes per record. */
export function fixedShedsView(
  orientation: ShedsOrientation,
  groundCoverageRatio: number,
): ShedsView | undefined {
  const { surfaceTilt, surfaceAzimuth } = orientation;
  return typeof surfaceTilt === 'number' && typeof surfaceAzimuth === 'number'
    ? shedsView(surfaceTilt, surfaceAzimuth, groundCoverageRatio)
    : undefined;
}

/** The steepest tilt of an orientation, folded into 0-90 (what the geometry checks need). [°] */
function steepestTilt(surfaceTilt: PerRecord): Degrees {
  if (typeof surfaceTilt === 'number') return surfaceTilt;
  let steepest = 0;
  for (const tilt of surfaceTilt)
    if (Number.isFinite(tilt)) steepest = Math.max(steepest, Math.min(tilt, 180 - tilt));
  return steepest;
}

/** A year of front and rear irradiance. */
export interface ShedsYear {
  /** Front and rear irradiance per weather record (0 where there is none) [W/m²]. */
  front: Float64Array;
  back: Float64Array;
  /** Their sums [kWh/m²]. */
  frontIrradiation: MonthlyAnnual;
  backIrradiation: MonthlyAnnual;
  /** front + rear weight × back ({@link rearWeight}) [kWh/m²]. */
  globalIrradiation: MonthlyAnnual;
}

/**
 * Front and rear irradiance of a middle row over the basis' records [BIF-1, BIF-2, BIF-3].
 * @param basis the year's sun and sky; its model must be 'isotropic' or 'haydavies'
 * @param rows collector width, pitch and centre height [m]
 * @param orientation tilt and azimuth, fixed or per weather record [°]
 * @param albedo one value or 12 monthly values [-]
 * @param weighting bifaciality and rear factors, for the global sum
 * @throws Error on a Perez basis, unusable rows or albedo
 */
export function shedsYear(
  basis: ShedsBasis,
  rows: ShedsRows,
  orientation: ShedsOrientation,
  albedo: Albedo,
  weighting: RearWeighting,
): ShedsYear {
  if (basis.model === 'perez')
    throw new Error('the infinite-sheds model takes an isotropic or Hay-Davies sky');
  const problem = shedsRowsProblem(rows, steepestTilt(orientation.surfaceTilt));
  if (problem) throw new Error(`invalid rows: ${problem}`);
  const byMonth = monthlyAlbedo(albedo);
  const gcr = rows.collectorWidthM / rows.pitchM;
  const fixed = fixedShedsView(orientation, gcr);
  const front = new Float64Array(basis.length);
  const back = new Float64Array(basis.length);
  const sums = { front: new Float64Array(12), back: new Float64Array(12) };
  const sky: ShedsSky = { sunEast: 0, sunNorth: 0, sunUp: 1, beamNormal: 0, skyDhi: 0, ghi: 0, albedo: 0 };
  const hour: ShedsHour = emptyShedsHour();
  for (let k = 0; k < basis.count; k++) {
    const i = basis.recordIndex[k]!;
    const m = basis.month[k]!;
    shedsHour(shedsViewFor(orientation, fixed, gcr, i), shedsSkyAt(basis, k, byMonth[m]!, sky), hour);
    front[i] = hour.frontDirect + hour.frontDiffuse;
    back[i] = hour.backDirect + hour.backDiffuse;
    if (Number.isFinite(front[i])) sums.front[m] = sums.front[m]! + front[i]!;
    if (Number.isFinite(back[i])) sums.back[m] = sums.back[m]! + back[i]!;
  }
  const toKwh = basis.intervalHours / 1000;
  const weight = rearWeight(weighting);
  const global = sums.front.map((value, m) => value + weight * sums.back[m]!);
  return {
    front,
    back,
    frontIrradiation: toMonthlyAnnual(sums.front, toKwh),
    backIrradiation: toMonthlyAnnual(sums.back, toKwh),
    globalIrradiation: toMonthlyAnnual(global, toKwh),
  };
}
