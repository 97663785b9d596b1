/**
 * The sums of a scene's year (scene.ts): per panel group and month, the beam and circumsolar
 * parts the horizon lets through, the uniform sky and the ground-reflected part; per panel, the
 * beam and circumsolar irradiation the obstacles take, linearly and with the strings'
 * electrical effect; and the result assembled from them.
 */
import { toMonthlyAnnual } from '../monthly-sums';
import type { HorizonProfile } from './horizon';
import { sunAboveHorizon } from './horizon-shading';
import type { PanelSkyView } from './obstacles/obstacle-sky-view';
import type { PanelSet } from './obstacles/panels';
import { emptyPlaneComponents, planeComponents, type SkyHours } from './sky-hours';

/** A scene's year. Irradiation [kWh/m²] per panel, or the panels' mean. */
export interface SceneShadingResult {
  /** Per panel, indexed like the scene's panels. */
  panels: {
    /** With the obstacles (and the horizon), linear loss. */
    poaAnnual: Float64Array;
    /** The same scene without the obstacles (with the horizon, when there is one). */
    unshadedPoaAnnual: Float64Array;
    /** With the strings' electrical effect. */
    electricalPoaAnnual: Float64Array;
    /** Time the obstacles shade part of the panel while it gets beam [h]. */
    beamShadedHours: Float64Array;
    /** Share of its uniform-sky view the obstacles and the horizon hide [-]. */
    skyViewBlockedFraction: Float64Array;
  };
  /** Means over the panels by month. */
  monthly: { unshaded: number[]; linear: number[]; electrical: number[] };
  poaAnnualMean: number;
  unshadedPoaAnnualMean: number;
  electricalPoaAnnualMean: number;
  /** 100·(1 − Σ shaded / Σ unshaded) over panels and records [%]. */
  linearLossPercent: number;
  electricalLossPercent: number;
}

/** The year's running sums. */
export interface YearSums {
  /**
   * Goes through the records once, summing each group's parts, and calls `visit` for each record
   * with the sun up and beam on some group, with the beam and circumsolar irradiance of each
   * group in that record [W/m²].
   */
  run(visit: (k: number, month: number, beamNow: Float64Array) => void): void;
  /**
   * The losses the caller adds to, per panel and per month (in arrays rather than through calls,
   * which would box every number): the linear and the electrical beam and circumsolar loss
   * [W/m² summed over records], and the records a panel is shaded in.
   */
  linearLoss: Float64Array;
  electricalLoss: Float64Array;
  linearByMonth: Float64Array;
  electricalByMonth: Float64Array;
  shadedRecords: Float64Array;
  /** The result, once the records are done. */
  result(sky: PanelSkyView): SceneShadingResult;
}

/**
 * Sums for a scene.
 * @param hours the hourly inputs
 * @param set the panels
 * @param horizon the far horizon, if any
 */
export function yearSums(hours: SkyHours, set: PanelSet, horizon: HorizonProfile | undefined): YearSums {
  const groups = set.groups.length;
  const visible = horizon ? sunAboveHorizon(hours, horizon) : undefined;
  // Per group and month [W/m² summed over records].
  const beamByMonth = new Float64Array(12 * groups);
  const skyByMonth = new Float64Array(12 * groups);
  const groundByMonth = new Float64Array(12 * groups);
  const linearLoss = new Float64Array(set.count);
  const electricalLoss = new Float64Array(set.count);
  const shadedRecords = new Float64Array(set.count);
  const linearByMonth = new Float64Array(12);
  const electricalByMonth = new Float64Array(12);
  const toKwh = hours.intervalHours / 1000;

  /** Per panel: Σ over months of its group's parts, the uniform sky less `skyShare`, less `loss`. */
  function perPanel(skyShare: (i: number) => number, loss: Float64Array | undefined): Float64Array {
    return Float64Array.from({ length: set.count }, (_, i) => {
      const g = set.group[i]!;
      let total = 0;
      for (let m = 0; m < 12; m++)
        total +=
          beamByMonth[12 * g + m]! + skyByMonth[12 * g + m]! * (1 - skyShare(i)) + groundByMonth[12 * g + m]!;
      return (total - (loss ? loss[i]! : 0)) * toKwh;
    });
  }
  /** Mean over the panels by month, less the monthly losses. */
  function monthlyMean(skyShare: (i: number) => number, loss: Float64Array | undefined): number[] {
    const sums = new Float64Array(12);
    for (let i = 0; i < set.count; i++) {
      const g = set.group[i]!;
      for (let m = 0; m < 12; m++)
        sums[m]! +=
          beamByMonth[12 * g + m]! + skyByMonth[12 * g + m]! * (1 - skyShare(i)) + groundByMonth[12 * g + m]!;
    }
    for (let m = 0; m < 12; m++) sums[m]! -= loss ? loss[m]! : 0;
    return toMonthlyAnnual(sums, toKwh / Math.max(set.count, 1)).monthly;
  }

  return {
    run(visit) {
      const beamNow = new Float64Array(groups);
      const part = emptyPlaneComponents();
      for (let k = 0; k < hours.count; k++) {
        const month = hours.month[k]!;
        let anyBeam = false;
        for (let g = 0; g < groups; g++) {
          const { beam, circumsolar, uniformSky, ground } = planeComponents(
            hours,
            k,
            set.groups[g]!.plane,
            part,
          );
          beamNow[g] = !visible || visible[k] ? beam + circumsolar : 0;
          beamByMonth[12 * g + month]! += beamNow[g]!;
          skyByMonth[12 * g + month]! += uniformSky;
          groundByMonth[12 * g + month]! += ground;
          anyBeam ||= beamNow[g]! > 0;
        }
        if (anyBeam && hours.sunUp[k]! > 0) visit(k, month, beamNow);
      }
    },
    linearLoss,
    electricalLoss,
    linearByMonth,
    electricalByMonth,
    shadedRecords,
    result(sky) {
      const horizonShare = (i: number) => sky.horizonBlocked[set.group[i]!]!;
      const share = (i: number) => sky.blocked[i]!;
      const unshadedPoaAnnual = perPanel(horizonShare, undefined);
      const poaAnnual = perPanel(share, linearLoss);
      const electricalPoaAnnual = perPanel(share, electricalLoss);
      const mean = (values: Float64Array) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
      const lossPercent = (shaded: Float64Array) => {
        const whole = mean(unshadedPoaAnnual);
        return whole > 0 ? 100 * (1 - mean(shaded) / whole) : 0;
      };
      return {
        panels: {
          poaAnnual,
          unshadedPoaAnnual,
          electricalPoaAnnual,
          beamShadedHours: shadedRecords.map((records) => records * hours.intervalHours),
          skyViewBlockedFraction: sky.blocked,
        },
        monthly: {
          unshaded: monthlyMean(horizonShare, undefined),
          linear: monthlyMean(share, linearByMonth),
          electrical: monthlyMean(share, electricalByMonth),
        },
        poaAnnualMean: mean(poaAnnual),
        unshadedPoaAnnualMean: mean(unshadedPoaAnnual),
        electricalPoaAnnualMean: mean(electricalPoaAnnual),
        linearLossPercent: lossPercent(poaAnnual),
        electricalLossPercent: lossPercent(electricalPoaAnnual),
      };
    },
  };
}
