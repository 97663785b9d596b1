/**
 * Input and result shapes of the automatic string design (`autoDesign`). Every explanation is a
 * kind with its numbers, never prose: the web translates the kinds into the user's language.
 */
import type { CableRun } from './cable-loss';
import type { InverterModel, PvArrayForChecks } from './types';

/** The site temperatures the design must hold at. */
export interface AutoDesignSite {
  /** The site's minimum ambient temperature, taken as the coldest cell temperature. [°C] */
  minTemperatureC: number;
  /** The site's maximum ambient temperature; the hot cell adds full-sun heating to it. [°C] */
  maxTemperatureC: number;
  /** The panels' NOCT; a typical 45 °C when omitted. [°C] */
  noctC?: number;
}

/** What the automatic string design is asked to wire. */
export interface AutoDesignInput {
  /** The chosen PV arrays: each one's panel datasheet and panel count. */
  pvArrays: readonly PvArrayForChecks[];
  /** The chosen inverter units (one entry per counted inverter), each with its model. */
  inverters: readonly { info: InverterModel }[];
  site: AutoDesignSite;
  /** The DC cable assumed for every MPPT row (the user's default material and run). */
  dcCable: CableRun;
}

/** One proposed MPPT row: strings of equal length from one array. */
export interface ProposedMpptRow {
  /** 'MPPT{n}', n from 1. */
  mpptNo: string;
  /** 0-based MPPT index. */
  mpptIndex: number;
  pvArrayId: string;
  numberOfStrings: number;
  /** Panels in series per string. */
  numberOfComponentsPerString: number;
  /** Peak power of the row: P_max × panels per string × strings. [W] */
  stringPowerW: number;
  /**
   * What the row's manual check warns of (empty: it passes every check). Only an array that no
   * MPPT takes without a warning gets such rows (`ArrayPlacement.acceptedWithWarnings`).
   */
  warnings: RowWarning[];
}

/** A warning the manual check gives a row, with the figure and the limit it was compared with. */
export type RowWarning =
  /** MPP current of the strings over the MPPT's max DC current. [A] */
  | { kind: 'max-dc-current'; currentA: number; limitA: number }
  /** String power over the MPPT's maximum input power. [W] */
  | { kind: 'string-input-power'; powerW: number; limitW: number }
  /** DC cable loss at or over its limit. [%] */
  | { kind: 'dc-cable-loss'; lossPercent: number; limitPercent: number }
  /** String MPP voltage on the hottest day under the MPPT's minimum. [V], [°C] */
  | { kind: 'hot-mpp-voltage'; voltageV: number; minV: number; cellTemperatureC: number }
  /** Short-circuit current when hot over the MPPT's limit. [A] */
  | { kind: 'short-circuit-current'; currentA: number; limitA: number };

/** Why an MPPT is left without strings. */
export type EmptyMpptReason =
  /** Every panel of every array is already placed. */
  | 'all-panels-placed'
  /** The arrays with panels left cannot take this MPPT (voltage window, current, power or loss). */
  | 'no-array-fits'
  /** An array with panels left fits this MPPT, but the inverter is at its power limit. */
  | 'inverter-power-limit'
  /** An array with panels left fits this MPPT, but its panels left make no valid string here. */
  | 'panels-left-make-no-string'
  /** Strings here would unbalance the all-access inverter's MPPT pairs (strings were taken back). */
  | 'mppt-pair-balance';

/** A point about one proposed inverter. */
export type InverterNote =
  /** The inverter gets no strings at all (its MPPTs say why). */
  | { kind: 'inverter-empty' }
  /** AC/rated power ratio under the normal range ([STR-7]: 70-150 %): too few panels for it. */
  | { kind: 'rated-power-ratio-below-normal'; ratioPercent: number; normalMinPercent: number };

/** The proposal for one inverter unit, in the input's order. */
export interface ProposedInverter {
  /** Index of the unit in `AutoDesignInput.inverters`. */
  inverterIndex: number;
  /** The designed MPPTs, MPPT1 first. */
  rows: ProposedMpptRow[];
  /** The MPPTs left empty, with why. */
  emptyMppts: { mpptNo: string; mpptIndex: number; reason: EmptyMpptReason }[];
  /** Σ string power of the rows. [W] */
  totalStringPowerW: number;
  /** String power / rated AC output / European efficiency × 100 [STR-7]. [%] */
  acRatedPowerRatioPercent: number;
  notes: InverterNote[];
}

/** The voltage window of one panel type on one MPPT: the string lengths every voltage check allows. */
export interface StringLengthWindow {
  /** Shortest string whose MPP voltage stays at or above the MPPT minimum, hot and at STC. */
  minPanelsPerString: number;
  /** Longest string within the MPP maximum at STC and the max DC voltage cold (0 when none). */
  maxPanelsPerString: number;
  /** Which limit sets the longest string. */
  maxLimitedBy: 'open-circuit-voltage-cold' | 'mpp-voltage-max';
  /** One panel's open-circuit voltage at the site minimum temperature. [V] */
  openCircuitVoltageColdV: number;
  /** One panel's MPP voltage at the hot cell temperature. [V] */
  mppVoltageHotV: number;
  /** One panel's MPP voltage at STC. [V] */
  mppVoltageStcV: number;
  /** The site minimum temperature the cold voltage is taken at. [°C] */
  siteMinTemperatureC: number;
  /** The hot cell temperature: site maximum plus full-sun heating. [°C] */
  hotCellTemperatureC: number;
  /** The MPPT's limits. [V] */
  maxDcVoltageV: number;
  mppVoltageMinV: number;
  mppVoltageMaxV: number;
}

/** Why not even one string of an array's panel fits an inverter model. */
export type StringUnfitReason =
  /** The model allows no string on the MPPT (its string limit is 0). */
  | { kind: 'mppt-takes-no-strings' }
  /** No string length satisfies every voltage limit (shortest allowed > longest allowed). */
  | { kind: 'no-string-length-fits'; window: StringLengthWindow }
  /** One string's MPP current, or its short-circuit current when hot, is over the MPPT's limit. */
  | {
      kind: 'string-current-too-high';
      mppCurrentA: number;
      maxDcCurrentA: number;
      shortCircuitCurrentHotA: number;
      shortCircuitLimitA: number;
    }
  /** The shortest string already has more power than the MPPT takes. */
  | { kind: 'string-power-too-high'; shortestStringPowerW: number; maxMpptPowerW: number }
  /**
   * The DC cable cannot carry even one string's design current where it is laid [STR-9]; the
   * smallest standard size that would, or null when none does [STR-10].
   */
  | {
      kind: 'cable-capacity-too-low';
      designCurrentA: number;
      capacityA: number;
      suggestedAreaMm2: number | null;
    }
  /** Even the longest single string loses 1 % or more on the DC cable. */
  | { kind: 'cable-loss-too-high'; lowestLossPercent: number; limitPercent: number }
  /** The inverter's max DC power (or the 150 % ratio) is under one shortest string. */
  | { kind: 'inverter-power-too-low'; shortestStringPowerW: number; inverterLimitW: number };

/** Why some of an array's panels are not placed. */
export type LeftoverReason =
  /** No MPPT of any chosen inverter takes a string of this panel; one entry per inverter model. */
  | { kind: 'no-mppt-fits'; models: { inverterIndexes: number[]; reason: StringUnfitReason }[] }
  /** The array has fewer panels than the shortest string. */
  | { kind: 'array-too-small'; panelcount: number; minPanelsPerString: number }
  /** The panels left make no whole number of strings within the window. */
  | { kind: 'panels-left-make-no-string'; minPanelsPerString: number; maxPanelsPerString: number }
  /** Every MPPT this panel fits is taken by this or another array. */
  | { kind: 'no-free-mppt' }
  /** The array's MPPTs are full: strings, current, power or cable loss allow no more. */
  | { kind: 'mppt-limits-reached' }
  /** The inverters' max DC power or the 150 % AC/rated ratio allows no more. */
  | { kind: 'inverter-power-limit' }
  /** Strings were taken back to keep an all-access inverter's MPPT pairs balanced. */
  | { kind: 'mppt-pair-balance' };

/** How much of one array is placed, and why the rest is not. */
export interface ArrayPlacement {
  arrayId: string;
  panelcount: number;
  placedPanels: number;
  /** panelcount − placedPanels. */
  panelsLeft: number;
  /** Empty when every panel is placed. */
  reasons: LeftoverReason[];
  /**
   * No MPPT of the chosen inverters takes one string of this array without a warning, so it is
   * placed on single strings that the manual check accepts with warnings (each row says which).
   */
  acceptedWithWarnings: boolean;
}

/** The proposed string design. */
export interface AutoDesign {
  inverters: ProposedInverter[];
  arrays: ArrayPlacement[];
}
