/**
 * The loss waterfall: energy lost at each step of the chain, from the stage sums.
 *
 * The physical models (the IAM model, the cell temperature) and the user's flat percentages of
 * the same names are steps of their own, so that a chart shows what the engine computed and what
 * the user added; the inverter's conversion and its clipping at the rated power too.
 *
 * The flat losses are constant factors, so the energy each removes follows from the stage
 * energies without a second pass: with E_iam the energy after the IAM model and f the kept
 * fractions in the loss step's order [WIZ-10], soiling removes E_iam·f_ia·(1 − f_s), and so on.
 * The shading steps come first, between the nominal energy and the incidence angle: the far horizon, the
 * obstacles, the rows in front, their electrical effect (array-shading.ts). A bifacial array's rear
 * then adds its weighted irradiation (`bifacialGain`), before the IAM model, which applies to both
 * faces [BIF-5].
 */
import { keptFraction, type SystemLosses } from '../losses/system-losses';
import type { ArrayDcResult } from './array-dc';
import type { LossBreakdown } from './types';

/** Energy after each inverter-side step, summed over inverters. [kWh] */
export interface InverterStageEnergy {
  /** Array DC wired to inverters, before cable loss. */
  wiredDc: number;
  /** DC into the inverters. */
  dcIn: number;
  /** AC the conversion gives before the rating's cap. */
  acUnclipped: number;
  /** AC out of the inverters. */
  acRaw: number;
  acAfterLine: number;
  acAfterAvailability: number;
  /** AC after calibration. */
  acFinal: number;
}

/**
 * Loss breakdown of a system [kWh].
 * @param arrays every array's results (stage energies)
 * @param losses the system losses
 * @param inverter the inverter-side stage energies
 */
export function breakdownLosses(
  arrays: readonly ArrayDcResult[],
  losses: SystemLosses,
  inverter: InverterStageEnergy,
): LossBreakdown {
  const sum = (pick: (array: ArrayDcResult) => number) =>
    arrays.reduce((total, array) => total + pick(array), 0);
  const nominal = sum((a) => a.stages.nominal);
  // A step the array does not have leaves the energy of the step before.
  const stepsOf = ({ stages }: ArrayDcResult) => {
    const horizon = stages.afterHorizon ?? stages.nominal;
    const near = stages.afterNearShading ?? horizon;
    const rows = stages.afterShading ?? near;
    return { horizon, near, rows, electrical: stages.afterElectrical ?? rows };
  };
  const afterHorizon = sum((a) => stepsOf(a).horizon);
  const afterNearShading = sum((a) => stepsOf(a).near);
  const afterShading = sum((a) => stepsOf(a).rows);
  const afterElectrical = sum((a) => stepsOf(a).electrical);
  const rearGain = sum((a) => a.stages.rearGain ?? 0);
  const bifacial = arrays.some((a) => a.stages.rearGain !== undefined);
  const afterIamModel = sum((a) => a.stages.afterIam);
  const afterTemperatureModel = sum((a) => a.stages.afterTemperature);
  const fIncidence = keptFraction(losses.incidenceAngle);
  const fSoiling = keptFraction(losses.soiling);
  const fThermal = keptFraction(losses.thermal);
  const fLid = keptFraction(losses.lightInducedDegradation);
  const fQuality = keptFraction(losses.moduleQuality);
  const afterIncidence = afterIamModel * fIncidence;
  const afterSoiling = afterIncidence * fSoiling;
  // The temperature model's factor applies hour by hour; its energy effect is the ratio of
  // the stage sums, the same ratio after any constant factor.
  const temperatureRatio = afterIamModel > 0 ? afterTemperatureModel / afterIamModel : 1;
  const afterTemperature = afterSoiling * temperatureRatio;
  const afterThermal = afterTemperature * fThermal;
  const afterLid = afterThermal * fLid;
  const afterQuality = afterLid * fQuality;
  const arrayDc = sum((a) => a.dcEnergy.annual);
  return {
    nominal,
    ...(bifacial && { bifacialGain: rearGain }),
    horizon: nominal - afterHorizon,
    nearShading: afterHorizon - afterNearShading,
    shading: afterNearShading - afterShading,
    electricalShading: afterShading - afterElectrical,
    incidenceAngleModel: afterElectrical + rearGain - afterIamModel,
    incidenceAngle: afterIamModel - afterIncidence,
    soiling: afterIncidence - afterSoiling,
    temperatureModel: afterSoiling - afterTemperature,
    thermal: afterTemperature - afterThermal,
    lightInducedDegradation: afterThermal - afterLid,
    moduleQuality: afterLid - afterQuality,
    mismatch: afterQuality - arrayDc,
    unconnected: arrayDc - inverter.wiredDc,
    dcLine: inverter.wiredDc - inverter.dcIn,
    inverter: inverter.dcIn - inverter.acUnclipped,
    clipping: inverter.acUnclipped - inverter.acRaw,
    acLine: inverter.acRaw - inverter.acAfterLine,
    unavailability: inverter.acAfterLine - inverter.acAfterAvailability,
    calibrationGain: inverter.acFinal - inverter.acAfterAvailability,
  };
}
