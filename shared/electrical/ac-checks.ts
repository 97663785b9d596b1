/**
 * The AC checks of one inverter [STR-7] [STR-9], the ratios shown beside them, and the
 * cross-section suggested beside an AC cable that fails its capacity or loss check [STR-10].
 */
import type { CableLaying } from './cable-ampacity';
import { acCableLossW, acLineCurrentA, type CableRun, lossPercent } from './cable-loss';
import {
  type CableSizeAdvice,
  type CableSizingInput,
  cableSizeAdvice,
  checkCableCapacity,
} from './cable-sizing';
import { type CheckResult, passOr, worstResult } from './check-result';
import { AC_LINE_LOSS_LIMIT_PERCENT, RATED_POWER_RATIO } from './constants';
import type { InverterLimits } from './inverter-limits';

/** What the AC checks of one inverter read. */
export interface InverterAcInput {
  /** The inverter's limits, from `readInverterLimits`. */
  limits: InverterLimits;
  /** Sum of the string powers of its MPPT rows. [W] */
  totalStringPowerW: number;
  /** Sum of the DC cable losses of its MPPT rows. [W] */
  dcCableLossW: number;
  acCable: CableRun;
  /** How the AC cable is laid, in the site's highest ambient temperature [STR-9]. */
  acCableLaying: CableLaying;
}

/** The four AC checks: three warn, the cable's capacity is an error. */
export interface InverterAcChecks {
  /** (DC + AC loss) / total string power under 3 %. */
  lineLoss: CheckResult;
  /** Total string power at most the inverter's maximum DC power. */
  maxDcPower: CheckResult;
  /** AC/rated power ratio within 70–150 %. */
  ratedPowerRatio: CheckResult;
  /** The AC cable carries the line current at the maximum AC power within its capacity [STR-9]. */
  cableAmpacity: CheckResult;
}

/** One inverter's AC figures and checks. */
export interface InverterAcCheck {
  totalStringPowerW: number;
  /** Power assumed on the AC cable: string power, capped at the inverter's max AC power. [W] */
  acPowerW: number;
  acCurrentA: number;
  acCableLossW: number;
  /** (DC + AC cable loss) / total string power × 100. [%] */
  lineLossPercent: number;
  /** Total string power / rated AC output / European efficiency × 100. [%] */
  acRatedPowerRatioPercent: number;
  /** Total string power / rated AC output × 100. [%] */
  dcAcOvermatchPercent: number;
  /** Line current at the inverter's maximum AC power, what the cable is sized for [STR-9]. [A] */
  acDesignCurrentA: number;
  /** What the AC cable may carry where it is laid. [A] */
  acCableCapacityA: number;
  /** The cross-section suggested when the capacity or line loss check fails [STR-10]. */
  acCableAdvice: CableSizeAdvice;
  checks: InverterAcChecks;
  /** Error if any check is an error, else warning if any is a warning, else success. */
  result: CheckResult;
}

/**
 * Runs the AC checks of one inverter.
 *
 * @remarks
 * - AC power on the cable: P_ac = min(P_strings, P_ac,max): the inverter clips at its maximum AC
 *   power, and the loss grows with the square of the current, so the uncapped string power would
 *   overstate it by (DC/AC ratio)² on an oversized array. With no max AC power given, P_strings.
 * - Line loss = (ΣP_loss,DC + P_loss,AC) / P_strings × 100 < 3 % else warning.
 * - P_strings ≤ P_dc,max else warning ("under" read as "at most": a rating includes its value).
 * - Ratio = P_strings / P_ac,rated / η_EU × 100 ∈ [70, 150] % else warning, as [STR-7] states it
 *   ("power over rated AC output divided by european efficiency").
 * - Capacity [STR-9]: I_B = `acLineCurrentA`(P_ac,max) (the rated power when no maximum is given,
 *   else the string power) ≤ I_z, with 3 loaded conductors three phase, 2 single phase, else error.
 *   Beside a cable failing it or the line loss: the smallest standard size passing both [STR-10].
 */
export function checkInverterAc(input: InverterAcInput): InverterAcCheck {
  const { limits, totalStringPowerW } = input;
  const mainsvoltype = limits.threePhase ? 'Three-Phase' : 'Single-Phase';
  const acPowerW =
    limits.maxAcPowerW > 0 ? Math.min(totalStringPowerW, limits.maxAcPowerW) : totalStringPowerW;
  const acLossW = acCableLossW(acPowerW, mainsvoltype, input.acCable);
  const lineLossPercent = lossPercent(input.dcCableLossW + acLossW, totalStringPowerW);
  const acRatedPowerRatioPercent = acRatedPowerRatio(
    totalStringPowerW,
    limits.ratedAcPowerW,
    limits.europeanEfficiencyPercent,
  );
  const lossPassesAt = (areaMm2: number) =>
    lossPercent(
      input.dcCableLossW + acCableLossW(acPowerW, mainsvoltype, { ...input.acCable, areaMm2 }),
      totalStringPowerW,
    ) < AC_LINE_LOSS_LIMIT_PERCENT;
  const sizing: CableSizingInput = {
    run: input.acCable,
    laying: input.acCableLaying,
    loadedConductors: limits.threePhase ? 3 : 2,
    designCurrentA: acLineCurrentA(designPowerW(limits, totalStringPowerW), mainsvoltype),
    lossPassesAt,
  };
  const capacity = checkCableCapacity(sizing);
  const checks: InverterAcChecks = {
    lineLoss: passOr(lineLossPercent < AC_LINE_LOSS_LIMIT_PERCENT, 'warning'),
    maxDcPower: passOr(totalStringPowerW <= limits.maxDcPowerW, 'warning'),
    ratedPowerRatio: passOr(
      acRatedPowerRatioPercent >= RATED_POWER_RATIO.normalMin &&
        acRatedPowerRatioPercent <= RATED_POWER_RATIO.normalMax,
      'warning',
    ),
    cableAmpacity: capacity.result,
  };
  return {
    totalStringPowerW,
    acPowerW,
    acCurrentA: acLineCurrentA(acPowerW, mainsvoltype),
    acCableLossW: acLossW,
    lineLossPercent,
    acRatedPowerRatioPercent,
    dcAcOvermatchPercent: dcAcOvermatchPercent(totalStringPowerW, limits.ratedAcPowerW),
    acDesignCurrentA: capacity.designCurrentA,
    acCableCapacityA: capacity.capacityA,
    acCableAdvice: cableSizeAdvice(sizing, capacity, checks.lineLoss),
    checks,
    result: worstResult(Object.values(checks)),
  };
}

/** The power an AC cable is sized for: the inverter's maximum AC output, whatever the strings. [W] */
function designPowerW(limits: InverterLimits, totalStringPowerW: number): number {
  if (limits.maxAcPowerW > 0) return limits.maxAcPowerW;
  return limits.ratedAcPowerW > 0 ? limits.ratedAcPowerW : totalStringPowerW;
}

/**
 * AC/rated power ratio as [STR-7] defines it. [%]
 *
 * @remarks ratio = P_strings / P_ac,rated / (η_EU / 100) × 100.
 * @param totalStringPowerW - Peak power of the strings on the inverter. [W]
 * @param ratedAcPowerW - Rated AC output power. [W]
 * @param europeanEfficiencyPercent - European weighted efficiency. [%]
 * @example
 * acRatedPowerRatio(5500, 5000, 97.5); // 112.82…
 */
export function acRatedPowerRatio(
  totalStringPowerW: number,
  ratedAcPowerW: number,
  europeanEfficiencyPercent: number,
): number {
  if (ratedAcPowerW <= 0 || europeanEfficiencyPercent <= 0) return Number.POSITIVE_INFINITY;
  return (totalStringPowerW / ratedAcPowerW / (europeanEfficiencyPercent / 100)) * 100;
}

/**
 * DC/AC overmatch: array peak power over the AC rated power × 100 [STR-8]. [%]
 *
 * @param peakPowerW - Peak power of the array(s) on the inverter. [W]
 * @param ratedAcPowerW - Rated AC output power. [W]
 */
export function dcAcOvermatchPercent(peakPowerW: number, ratedAcPowerW: number): number {
  if (ratedAcPowerW <= 0) return Number.POSITIVE_INFINITY;
  return (peakPowerW / ratedAcPowerW) * 100;
}

/**
 * Where a ratio sits on the rated power ratio bar, from 0 (0 %) to 1 (the scale maximum 200 %),
 * clamped so an out-of-scale ratio pins to the end.
 */
export function ratedPowerRatioBarFraction(ratioPercent: number): number {
  if (Number.isNaN(ratioPercent)) return 0;
  return Math.min(Math.max(ratioPercent / RATED_POWER_RATIO.scaleMax, 0), 1);
}
