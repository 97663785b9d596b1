/**
 * The hourly step of a bifacial array [BIF-1, BIF-4]: the infinite-sheds front replaces the
 * plane's irradiance after the rows' linear shading, and the rear adds its weighted irradiance,
 * each face's beam through the array's IAM model. Fixed rows give the model their tilt, azimuth
 * and GCR; a single-axis tracker its orientation of each record and its GCR [BIF-2, TRK-6].
 */

import {
  emptyShedsHour,
  rearWeight,
  type ShedsHour,
  type ShedsSky,
  type ShedsView,
  shedsHour,
} from '../bifacial/sheds-irradiance';
import {
  fixedShedsView,
  type ShedsBasis,
  type ShedsOrientation,
  shedsRowsProblem,
  shedsSkyAt,
  shedsViewFor,
} from '../bifacial/sheds-year';
import { type IamModel, iamFromCos } from '../iam';
import type { Albedo } from '../irradiance/albedo';
import { monthlyAlbedo } from '../irradiance/albedo';
import { DEFAULT_ALBEDO } from '../irradiance/ground-diffuse';
import { rowGeometryProblem } from '../shading/row-shading';
import type { TrackedOrientation } from '../tracking/tracked-plane';
import type { BifacialPanels, PvArray } from './types';

/** A bifacial array's constants and scratch, resolved once before the hourly loop. */
export interface BifacialStep {
  basis: ShedsBasis;
  orientation: ShedsOrientation;
  groundCoverageRatio: number;
  /** The view at a fixed orientation; undefined when it changes per record. */
  fixed: ShedsView | undefined;
  albedoByMonth: Float64Array;
  /** φ(1 + shade factor)(1 + transmission factor) [-]. */
  rearWeight: number;
  sky: ShedsSky;
  hour: ShedsHour;
  /** The last hour's rear, weighted, before and after its beam's IAM [W/m²]. */
  rearReceived: number;
  rearEffective: number;
}

/** The front-face part of an hour the DC chain reads (array-dc.ts' hour). [W/m²] */
export interface FrontHour {
  /** max(cos θ, 0) [-]. */
  front: number;
  direct: number;
  sky: number;
  diffuse: number;
}

/**
 * The bifacial step of an array, or undefined for a monofacial one [BIF-4].
 * @param array the array; `bifacial` needs `rows` (fixed rows) or a `tracker`, and no `surroundings`
 * @param basis an isotropic or Hay-Davies basis of the year (system.ts gives Hay-Davies for Perez)
 * @param albedo the project's albedo, one value or 12 [-]
 * @param tracked a tracker's orientation per weather record (trackedOrientationByRecord) [TRK-6]
 * @throws Error when the array cannot take the model
 */
export function bifacialStep(
  array: PvArray,
  basis: ShedsBasis | undefined,
  albedo: Albedo | undefined,
  tracked?: TrackedOrientation,
): BifacialStep | undefined {
  const panels = array.bifacial;
  if (!panels) return undefined;
  if (array.surroundings) throw new Error('a bifacial array with surroundings is not modelled [BIF-4]');
  if (!basis) throw new Error('a bifacial array needs an isotropic or Hay-Davies basis');
  if (!(Number.isFinite(panels.bifaciality) && panels.bifaciality >= 0 && panels.bifaciality <= 1))
    throw new Error(`bifaciality must be between 0 and 1, got ${panels.bifaciality}`);
  const { orientation, groundCoverageRatio } = array.tracker
    ? trackerSheds(array, panels, tracked)
    : fixedRowsSheds(array, panels);
  return {
    basis,
    orientation,
    groundCoverageRatio,
    fixed: fixedShedsView(orientation, groundCoverageRatio),
    albedoByMonth: monthlyAlbedo(albedo ?? DEFAULT_ALBEDO),
    rearWeight: rearWeight(panels),
    sky: { sunEast: 0, sunNorth: 0, sunUp: 1, beamNormal: 0, skyDhi: 0, ghi: 0, albedo: 0 },
    hour: emptyShedsHour(),
    rearReceived: 0,
    rearEffective: 0,
  };
}

/** The rows the infinite-sheds model sees: their orientation and GCR. */
interface ShedsRowsView {
  orientation: ShedsOrientation;
  groundCoverageRatio: number;
}

/** Fixed rows: the array's plane and its rows' width over pitch [BIF-1]. */
function fixedRowsSheds(array: PvArray, panels: BifacialPanels): ShedsRowsView {
  if (!array.rows) throw new Error('a bifacial array needs its rows (collector width and pitch) [BIF-1]');
  const rows = { ...array.rows, heightM: panels.heightM };
  const problem = shedsRowsProblem(rows, array.surfaceTilt);
  if (problem) throw new Error(`invalid bifacial rows: ${problem}`);
  return {
    orientation: { surfaceTilt: array.surfaceTilt, surfaceAzimuth: array.surfaceAzimuth },
    groundCoverageRatio: rows.collectorWidthM / rows.pitchM,
  };
}

/**
 * A tracker's rows: its orientation of each record and its GCR [BIF-2, TRK-6]. The averaged view
 * factors depend on the GCR alone (docs/bifacial.md), so the rows are checked as a collector of
 * width 1 at pitch 1/GCR laid flat (the widest footprint: GCR < 1); the lower edge, which needs the
 * collector's width in metres, is the caller's to check. The model's rows stand on level
 * ground: a cross-axis slope is refused.
 */
function trackerSheds(
  array: PvArray,
  panels: BifacialPanels,
  tracked: TrackedOrientation | undefined,
): ShedsRowsView {
  const tracker = array.tracker!;
  if (!tracked) throw new Error('a bifacial tracker needs its orientation of each record [TRK-6]');
  if ((tracker.crossAxisTilt ?? 0) !== 0)
    throw new Error('a bifacial tracker on a cross-axis slope is not modelled (level ground only) [BIF-1]');
  if (!(Number.isFinite(panels.heightM) && panels.heightM > 0))
    throw new Error(`invalid bifacial rows: height must be a number > 0 m, got ${panels.heightM}`);
  const problem = rowGeometryProblem({ collectorWidthM: 1, pitchM: 1 / tracker.gcr }, 0);
  if (problem) throw new Error(`invalid bifacial tracker rows: ${problem}`);
  return { orientation: tracked, groundCoverageRatio: tracker.gcr };
}

/**
 * Replaces kept record k's front irradiance by the infinite-sheds front and gives the rear's
 * weighted irradiance (`step.rearReceived`, and `step.rearEffective` after its beam's IAM) [BIF-4].
 * @param step the array's bifacial step
 * @param k record index of the basis
 * @param iamModel the array's IAM model, applied to each face's beam
 * @param out the front hour, rewritten
 */
export function bifacialHour(step: BifacialStep, k: number, iamModel: IamModel, out: FrontHour): void {
  const { basis, hour } = step;
  const i = basis.recordIndex[k]!;
  const view = shedsViewFor(step.orientation, step.fixed, step.groundCoverageRatio, i);
  shedsHour(view, shedsSkyAt(basis, k, step.albedoByMonth[basis.month[k]!]!, step.sky), hour);
  out.front = hour.frontCos;
  out.direct = hour.frontDirect;
  out.diffuse = hour.frontDiffuse;
  out.sky = hour.frontDiffuse;
  step.rearReceived = step.rearWeight * (hour.backDirect + hour.backDiffuse);
  step.rearEffective =
    step.rearWeight * (hour.backDirect * iamFromCos(iamModel, hour.backCos) + hour.backDiffuse);
}

/** Running sums of a bifacial array's faces [W/m² · records]. */
export interface RearSums {
  /** Front and rear (unweighted) by month (0-11). */
  front: Float64Array;
  back: Float64Array;
  /** The rear, weighted. */
  weighted: number;
}

export function emptyRearSums(): RearSums {
  return { front: new Float64Array(12), back: new Float64Array(12), weighted: 0 };
}

/** Replaces record k's front by the infinite-sheds one and adds both faces to the sums [BIF-4]. */
export function addRear(step: BifacialStep, k: number, iamModel: IamModel, hour: FrontHour, sums: RearSums) {
  bifacialHour(step, k, iamModel, hour);
  const m = step.basis.month[k]!;
  const back = step.hour.backDirect + step.hour.backDiffuse;
  if (Number.isFinite(back)) sums.back[m] = sums.back[m]! + back;
  if (Number.isFinite(step.rearReceived)) sums.weighted += step.rearReceived;
  const front = hour.direct + hour.diffuse;
  if (Number.isFinite(front)) sums.front[m] = sums.front[m]! + front;
}
