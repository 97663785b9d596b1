/**
 * The six string checks of one MPPT row [STR-1] to [STR-5] and [STR-9], with the cross-section
 * suggested beside a DC cable that fails its capacity or loss check [STR-10].
 */
import { type CableLaying, dcDesignCurrentA } from './cable-ampacity';
import { type CableRun, dcCableLossW, lossPercent } from './cable-loss';
import {
  type CableSizeAdvice,
  type CableSizingInput,
  cableLayingOf,
  cableSizeAdvice,
  checkCableCapacity,
} from './cable-sizing';
import { type CheckResult, passOr, worstResult } from './check-result';
import { DC_LINE_LOSS_LIMIT_PERCENT } from './constants';
import { type InverterLimits, mpptIndexFromNo } from './inverter-limits';
import { openCircuitVoltageAt } from './temperature';
import type { DcEntry, PanelElectrical, SiteTemperatures } from './types';

/** What one MPPT row is checked with. */
export interface MpptRowInput {
  /** The inverter's limits, from `readInverterLimits`. */
  limits: InverterLimits;
  /** 0-based MPPT index (MPPT1 = 0). */
  mpptIndex: number;
  /** The panel of the array wired to this MPPT. */
  panel: PanelElectrical;
  numberOfStrings: number;
  /** Panels in series per string. */
  numberOfComponentsPerString: number;
  dcCable: CableRun;
  /** How the DC cable is laid, in the site's highest ambient temperature [STR-9]. */
  dcCableLaying: CableLaying;
  /** The site's minimum ambient temperature, taken as the coldest cell temperature. [°C] */
  siteMinTemperatureC: number;
}

/** The six checks of one MPPT row, named as the DC table's result columns. */
export interface MpptRowChecks {
  /** (1) String voltage within the MPP voltage range, else error. */
  voltageRange: CheckResult;
  /** (2) String current at most the MPPT's max DC current, else warning (error for ≥ 80 kW three phase). */
  maxDcCurrent: CheckResult;
  /** (3) String open-circuit voltage at the minimum temperature at most the max DC voltage, else error. */
  openCircuitVoltage: CheckResult;
  /** (4) String power at most the MPPT's maximum input power, else warning. */
  stringInputPower: CheckResult;
  /** (5) DC cable loss rate under 1 %, else warning. */
  dcPowerLossRate: CheckResult;
  /** (6) The DC cable carries 1.25 × Isc × strings within its capacity, else error [STR-9]. */
  cableAmpacity: CheckResult;
}

/** One MPPT row's figures, the limits they were compared with, and the results. */
export interface MpptRowCheck {
  mpptIndex: number;
  /** MPP voltage of one string: Vmp × panels per string. [V] */
  stringVoltageV: number;
  /** MPP current into the MPPT: Imp × strings. [A] */
  stringCurrentA: number;
  /** Open-circuit voltage of one string at the site's minimum temperature. [V] */
  openCircuitVoltageAtMinV: number;
  /** Peak power into the MPPT: Pmax × panels per string × strings. [W] */
  stringPowerW: number;
  /** DC cable loss at the MPP, 2 decimals. [W] */
  dcCableLossW: number;
  /** DC cable loss over string power. [%] */
  dcCableLossPercent: number;
  /** Current the DC cable is sized for: 1.25 × Isc × strings [STR-9]. [A] */
  dcDesignCurrentA: number;
  /** What the DC cable may carry where it is laid. [A] */
  dcCableCapacityA: number;
  /** The cross-section suggested when the capacity or loss check fails [STR-10]. */
  dcCableAdvice: CableSizeAdvice;
  limits: {
    mppVoltageMinV: number;
    mppVoltageMaxV: number;
    maxDcCurrentA: number;
    maxDcVoltageV: number;
    maxMpptPowerW: number;
  };
  checks: MpptRowChecks;
  /** Error if any check is an error, else warning if any is a warning, else success. */
  result: CheckResult;
}

/**
 * Runs the six checks [STR-1] to [STR-5] and [STR-9] on one MPPT row.
 *
 * @remarks
 * (1) V_string = V_mp × n_series ∈ [V_mppt,min, V_mppt,max] else error.
 * (2) I = I_mp × n_strings ≤ I_dc,max[MPPT] else warning; error when the inverter is three phase
 *     and rated ≥ 80 000 W.
 * (3) V_oc,string = V_oc × (1 + β × (T_min − 25 °C)) × n_series ≤ V_dc,max[MPPT] else error, β
 *     from %/℃ or converted from mV/℃ (see `openCircuitVoltageAt`).
 * (4) P = P_max × n_series × n_strings ≤ P_mppt,max[MPPT] else warning.
 * (5) DC loss / P × 100 < 1 % else warning (loss from `dcCableLossW`).
 * (6) I_B = 1.25 × I_sc × n_strings ≤ I_z of the cable where it is laid, else error; a cable of
 *     no length is none and passes (`checkCableCapacity`).
 * Beside a cable failing (5) or (6): the smallest standard cross-section passing both.
 * Limits are inclusive ("at most", "within") except the loss limit ("under").
 *
 * @throws RangeError when `mpptIndex` is not an MPPT of the inverter.
 */
export function checkMpptRow(input: MpptRowInput): MpptRowCheck {
  const { limits, mpptIndex, panel, numberOfStrings, numberOfComponentsPerString } = input;
  if (!Number.isInteger(mpptIndex) || mpptIndex < 0 || mpptIndex >= limits.mpptCount) {
    throw new RangeError(`MPPT index ${mpptIndex} is outside the inverter's ${limits.mpptCount} MPPTs`);
  }
  const stringPowerW = panel.peakpower * numberOfComponentsPerString * numberOfStrings;
  const lossW = dcCableLossW(panel.mppcurrent, numberOfStrings, input.dcCable);
  const lossPassesAt = (areaMm2: number) =>
    lossPercent(
      dcCableLossW(panel.mppcurrent, numberOfStrings, { ...input.dcCable, areaMm2 }),
      stringPowerW,
    ) < DC_LINE_LOSS_LIMIT_PERCENT;
  const sizing: CableSizingInput = {
    run: input.dcCable,
    laying: input.dcCableLaying,
    loadedConductors: 2,
    designCurrentA: dcDesignCurrentA(panel.shortcircuitcurrent, numberOfStrings),
    lossPassesAt,
  };
  const capacity = checkCableCapacity(sizing);
  const figures = {
    mpptIndex,
    stringVoltageV: panel.mppvoltage * numberOfComponentsPerString,
    stringCurrentA: panel.mppcurrent * numberOfStrings,
    openCircuitVoltageAtMinV:
      openCircuitVoltageAt(panel, input.siteMinTemperatureC) * numberOfComponentsPerString,
    stringPowerW,
    dcCableLossW: lossW,
    dcCableLossPercent: lossPercent(lossW, stringPowerW),
    dcDesignCurrentA: capacity.designCurrentA,
    dcCableCapacityA: capacity.capacityA,
    limits: {
      mppVoltageMinV: limits.mppVoltageMinV,
      mppVoltageMaxV: limits.mppVoltageMaxV,
      maxDcCurrentA: limits.maxDcCurrentA[mpptIndex]!,
      maxDcVoltageV: limits.maxDcVoltageV[mpptIndex]!,
      maxMpptPowerW: limits.maxMpptPowerW[mpptIndex]!,
    },
  };
  const checks = { ...rowChecks(figures, limits.highPowerThreePhase), cableAmpacity: capacity.result };
  return {
    ...figures,
    dcCableAdvice: cableSizeAdvice(sizing, capacity, checks.dcPowerLossRate),
    checks,
    result: worstResult(Object.values(checks)),
  };
}

/** The first five results from a row's figures and limits. */
function rowChecks(
  row: Omit<MpptRowCheck, 'checks' | 'result' | 'dcCableAdvice'>,
  highPowerThreePhase: boolean,
): Omit<MpptRowChecks, 'cableAmpacity'> {
  const { limits } = row;
  return {
    voltageRange: passOr(
      row.stringVoltageV >= limits.mppVoltageMinV && row.stringVoltageV <= limits.mppVoltageMaxV,
      'error',
    ),
    maxDcCurrent: passOr(
      row.stringCurrentA <= limits.maxDcCurrentA,
      highPowerThreePhase ? 'error' : 'warning',
    ),
    openCircuitVoltage: passOr(row.openCircuitVoltageAtMinV <= limits.maxDcVoltageV, 'error'),
    stringInputPower: passOr(row.stringPowerW <= limits.maxMpptPowerW, 'warning'),
    dcPowerLossRate: passOr(row.dcCableLossPercent < DC_LINE_LOSS_LIMIT_PERCENT, 'warning'),
  };
}

/** The cable run of a DC entry, in the names the cable formulas use. */
export function dcEntryCable(entry: DcEntry): CableRun {
  return {
    resistivityOhmMm2PerM: entry.cableMaterialResistivity,
    lengthM: entry.cableMaterialLength,
    areaMm2: entry.cableMaterialArea,
  };
}

/**
 * Checks a stored DC entry: reads its MPPT number, cable and laying (in the site's highest
 * temperature), then runs `checkMpptRow` (at the site's lowest for the open-circuit voltage).
 *
 * @throws RangeError when `mpptNo` is not 'MPPT{n}' for an MPPT of the inverter.
 */
export function checkDcEntry(
  limits: InverterLimits,
  entry: DcEntry,
  panel: PanelElectrical,
  site: SiteTemperatures,
): MpptRowCheck {
  const mpptIndex = mpptIndexFromNo(entry.mpptNo);
  if (mpptIndex === null) throw new RangeError(`'${entry.mpptNo}' is not an MPPT number`);
  return checkMpptRow({
    limits,
    mpptIndex,
    panel,
    numberOfStrings: entry.numberOfStrings,
    numberOfComponentsPerString: entry.numberOfComponentsPerString,
    dcCable: dcEntryCable(entry),
    dcCableLaying: cableLayingOf(entry, site.maxTemperatureC),
    siteMinTemperatureC: site.minTemperatureC,
  });
}
