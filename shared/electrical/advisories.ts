/**
 * Temperature-corrected advisories (MPP voltage at the hottest cell temperature, short-circuit
 * current per MPPT) shown beside the five string checks [STR-1]..[STR-5]. They never turn a row
 * into an error: each is success or warning.
 */
import { type CheckResult, passOr } from './check-result';
import type { InverterLimits } from './inverter-limits';
import { cellTemperatureRoss, mppVoltageAt, shortCircuitCurrentAt, TYPICAL_NOCT_C } from './temperature';
import type { PanelElectrical } from './types';

/** Irradiance of the hot-cell design point (full sun). [W/m²] */
export const HOT_DESIGN_IRRADIANCE_WM2 = 1000;

/**
 * Short-circuit limit of an MPPT whose model states none, as a multiple of its max DC current.
 * 1.25 is the margin NEC 690.8(A)(1) puts between a string's Isc and its design current, and
 * inverters' stated short-circuit ratings are typically 1.25–1.5 × their max input current, so
 * this is the cautious end.
 */
export const SHORT_CIRCUIT_LIMIT_FACTOR = 1.25;

/** The hot design point: the site's maximum ambient temperature under full sun. */
export interface HotDesignPoint {
  /** The site's maximum ambient temperature. [°C] */
  siteMaxTemperatureC: number;
  /** The panel's NOCT; a typical 45 °C when omitted. [°C] */
  noctC?: number;
  /** Plane-of-array irradiance; 1000 W/m² when omitted. [W/m²] */
  irradianceWm2?: number;
}

/**
 * Hottest expected cell temperature: Ross/NOCT model at the site maximum and full sun
 * (+31.25 K with the defaults). [°C]
 */
export function hotCellTemperatureC(point: HotDesignPoint): number {
  return cellTemperatureRoss(
    point.siteMaxTemperatureC,
    point.irradianceWm2 ?? HOT_DESIGN_IRRADIANCE_WM2,
    point.noctC ?? TYPICAL_NOCT_C,
  );
}

/** MPP voltage of a string on the hottest day, against the MPPT's lower voltage limit. */
export interface HotMppVoltageAdvisory {
  cellTemperatureC: number;
  /** String MPP voltage at the hot cell temperature. [V] */
  stringMppVoltageV: number;
  /** The MPPT's lower MPP voltage. [V] */
  mppVoltageMinV: number;
  /** Success when the hot string voltage stays at or above the minimum, else warning. */
  result: CheckResult;
}

/**
 * Advisory: does the string stay inside the MPP range on the hottest day?
 *
 * @remarks
 * V_mp,string(T_hot) = V_mp × (1 + γ × (T_hot − 25 °C)) × n_series ≥ V_mppt,min, with γ the Pmax
 * coefficient when known, else Voc's (see `mppVoltageAt`), and T_hot from `hotCellTemperatureC`.
 * Below it the inverter leaves the MPP and the array loses energy on hot days.
 */
export function hotMppVoltageAdvisory(
  limits: InverterLimits,
  panel: PanelElectrical,
  numberOfComponentsPerString: number,
  point: HotDesignPoint,
): HotMppVoltageAdvisory {
  const cellTemperatureC = hotCellTemperatureC(point);
  const stringMppVoltageV = mppVoltageAt(panel, cellTemperatureC) * numberOfComponentsPerString;
  return {
    cellTemperatureC,
    stringMppVoltageV,
    mppVoltageMinV: limits.mppVoltageMinV,
    result: passOr(stringMppVoltageV >= limits.mppVoltageMinV, 'warning'),
  };
}

/** Short-circuit current into one MPPT on the hottest day, against the MPPT's limit. */
export interface ShortCircuitAdvisory {
  cellTemperatureC: number;
  /** Isc × strings at the hot cell temperature. [A] */
  shortCircuitCurrentA: number;
  /** The limit compared with. [A] */
  limitA: number;
  /** Where the limit came from: the model's short-circuit rating, or max DC current × 1.25. */
  limitSource: 'model' | 'max-dc-current';
  /** Success when the current is at most the limit, else warning. */
  result: CheckResult;
}

/**
 * Advisory: short-circuit current per MPPT.
 *
 * @remarks
 * I_sc,MPPT = I_sc × (1 + α × (T_hot − 25 °C)) × n_strings ≤ I_sc,max[MPPT], where I_sc,max is the
 * model's `maxshortcircuitcurrent` when stated, else max DC current × 1.25
 * (`SHORT_CIRCUIT_LIMIT_FACTOR`).
 */
export function shortCircuitCurrentAdvisory(
  limits: InverterLimits,
  mpptIndex: number,
  panel: PanelElectrical,
  numberOfStrings: number,
  point: HotDesignPoint,
): ShortCircuitAdvisory {
  const cellTemperatureC = hotCellTemperatureC(point);
  const shortCircuitCurrentA = shortCircuitCurrentAt(panel, cellTemperatureC) * numberOfStrings;
  const stated = limits.maxShortCircuitCurrentA?.[mpptIndex];
  const limitA = stated ?? limits.maxDcCurrentA[mpptIndex]! * SHORT_CIRCUIT_LIMIT_FACTOR;
  return {
    cellTemperatureC,
    shortCircuitCurrentA,
    limitA,
    limitSource: stated === undefined ? 'max-dc-current' : 'model',
    result: passOr(shortCircuitCurrentA <= limitA, 'warning'),
  };
}
