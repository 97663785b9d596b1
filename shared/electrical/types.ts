/**
 * Input shapes of the electrical checks, named exactly as the product names the fields
 * of the inverter group, the system inverter and the custom panel. The catalogue's zod
 * schemas are written to satisfy these structurally, so only the fields the checks read are here.
 */
import type { CableInsulation, InstallationMethod } from './cable-ampacity-tables';

/** Mains connection of an inverter model. */
export type MainsVoltageType = 'Single-Phase' | 'Three-Phase';

/**
 * Unit of a panel temperature coefficient as the catalogue stores it. '%/℃' is relative to the
 * value at 25 °C; 'mV/℃' is absolute per module (for a current coefficient the catalogue reuses
 * the same unit list, and the value is read as mA/℃, the only physically meaningful reading).
 */
export type TempCoefficientUnit = '%/℃' | 'mV/℃';

/**
 * Text holding one value per MPPT separated by '/', or one value for all MPPTs, e.g. '12.5/12.5'
 * or '600'. Read it with `parsePerMpptList`.
 */
export type PerMpptText = string;

/** The fields of a system inverter model that the string and AC checks read. */
export interface InverterModel {
  /** Number of MPP trackers. */
  mpptcount: number;
  mainsvoltype: MainsVoltageType;
  /** Maximum efficiency. [%] */
  maxeffec: number;
  /** European weighted efficiency. [%] */
  europeeffec: number;
  /** Maximum DC input power: one value for the inverter, or one per MPPT (summed). [W] */
  maxdcpower: PerMpptText;
  /** Maximum DC input voltage per MPPT. [V] */
  maxdcvoltage: PerMpptText;
  /** Maximum DC input current per MPPT. [A] */
  maxdccurrent: PerMpptText;
  /** Maximum number of strings per MPPT. */
  mppnumberofstrings: PerMpptText;
  /** Maximum input power per MPPT. [W] */
  maxmppt: PerMpptText;
  /** Lower end of the MPP voltage range. [V] */
  mppvoltagerangemin: number;
  /** Upper end of the MPP voltage range. [V] */
  mppvoltagerangemax: number;
  /** Rated AC output power. [W] */
  ratedacoutputpower: number;
  /** Maximum AC output power. [W] */
  maxacpower: number;
  /** '1' for an independent-module model whose MPPT pairs must carry balanced strings. */
  isneedallaccess: '1' | '0';
  /**
   * Maximum short-circuit current per MPPT, when the datasheet gives one (not a field of the
   * specification: an optional addition read by the short-circuit advisory). [A]
   */
  maxshortcircuitcurrent?: PerMpptText;
}

/** The fields of a PV panel (module) that the electrical checks read, at STC. */
export interface PanelElectrical {
  /** Peak power at STC. [W] */
  peakpower: number;
  /** Voltage at the maximum power point. [V] */
  mppvoltage: number;
  /** Current at the maximum power point. [A] */
  mppcurrent: number;
  /** Open-circuit voltage. [V] */
  opencircuitvoltage: number;
  /** Short-circuit current. [A] */
  shortcircuitcurrent: number;
  /** Temperature coefficient of Voc, negative for silicon. [%/°C or mV/°C, see the unit] */
  tempcoefficientvoc: number;
  tempcoefficientvocunit: TempCoefficientUnit;
  /** Temperature coefficient of Isc, positive for silicon. [%/°C or mA/°C, see the unit] */
  tempcoefficientisc: number;
  tempcoefficientiscunit: TempCoefficientUnit;
  /** Temperature coefficient of Pmax, when known. [%/°C] */
  tempCoefficientPmax?: number;
}

/**
 * How a cable is laid, as a DC or AC entry stores it [STR-9]; a field left out takes
 * DEFAULT_CABLE_LAYING (see `cableLayingOf`).
 */
export interface CableLayingFields {
  cableInsulation?: CableInsulation | null;
  cableInstallationMethod?: InstallationMethod | null;
  /** Circuits laid together with this one, itself included (1 = alone). */
  cableGroupedCircuits?: number | null;
}

/** The site temperatures the checks read (`proMinTemperature`, `proMaxTemperature`). */
export interface SiteTemperatures {
  /** The site's minimum ambient temperature, taken as the coldest cell temperature [STR-3]. [°C] */
  minTemperatureC: number;
  /** The site's maximum ambient temperature, the air around the cables [STR-9]. [°C] */
  maxTemperatureC: number;
}

/** One DC row of an inverter: what is wired to one MPPT input. */
export interface DcEntry extends CableLayingFields {
  /** 'MPPT{n}', n from 1. */
  mpptNo: string;
  /** Id of the PV array wired to this MPPT; empty or null when none is chosen. */
  pvArrayId?: string | null;
  numberOfStrings: number;
  numberOfComponentsPerString: number;
  /** Cable resistivity, stored so that copper is 0.0175. [Ω·mm²/m] */
  cableMaterialResistivity: number;
  /** Cable cross-section. [mm²] */
  cableMaterialArea: number;
  /** One-way cable length from the strings to the inverter. [m] */
  cableMaterialLength: number;
}

/** The AC cable of one inverter. */
export interface AcEntry extends CableLayingFields {
  /** Cable resistivity, stored so that copper is 0.0175. [Ω·mm²/m] */
  cableMaterialResistivity: number;
  /** Cable cross-section. [mm²] */
  cableMaterialArea: number;
  /** One-way cable length from the inverter to the grid connection. [m] */
  cableMaterialLength: number;
}

/** A PV array as the project-level checks see it. */
export interface PvArrayForChecks {
  /** Client-generated unique id, referenced by `DcEntry.pvArrayId`. */
  id: string;
  /** Number of panels in the array. */
  panelcount: number;
  panel: PanelElectrical;
}

/** One inverter unit of a group: its model (`info`) and its DC and AC wiring. */
export interface InverterUnit {
  info: InverterModel;
  DC: readonly DcEntry[];
  AC?: AcEntry;
}

/** A group of identical inverters: `inverters` holds one unit per counted inverter. */
export interface InverterGroup {
  modelname?: string;
  invertercount?: number;
  inverters: readonly InverterUnit[];
}
