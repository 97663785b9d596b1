/**
 * Inputs and results of the energy simulation.
 */
import type { Degrees } from '../angles';
import type { IamModel } from '../iam';
import type { Albedo } from '../irradiance/albedo';
import type { TranspositionModel } from '../irradiance/sky-diffuse';
import type { AgeingMethod } from '../losses/ageing';
import type { SystemLosses } from '../losses/system-losses';
import type { InverterModel } from '../power/inverter';
import type { HorizonProfile } from '../shading/horizon';
import type { RowBlocks } from '../shading/row-electrical';
import type { RowGeometry } from '../shading/row-shading';
import type { ShadingScene } from '../shading/scene';
import type { TemperatureModel } from '../temperature';
import type { SingleAxisTracker } from '../tracking/single-axis';

/** One PV array: panels of one kind in one plane. */
export interface PvArray {
  id?: string;
  /** Tilt from horizontal [°]. */
  surfaceTilt: Degrees;
  /** Azimuth clockwise from north, 180 = south [°]. */
  surfaceAzimuth: Degrees;
  /** Nameplate DC power at STC (panel peak power × count) [W]. */
  dcCapacity: number;
  /** Panel temperature coefficient of power γ [%/°C]; default by wafer material. */
  tempCoefficientPmax?: number;
  /** Panel wafer material, for the default γ. */
  waferMaterial?: string;
  /** Cell temperature model; default 'sapm-open-rack-glass-polymer'. */
  temperatureModel?: TemperatureModel;
  /** Incidence-angle model; default 'physical'. */
  iamModel?: IamModel;
  /**
   * Parallel rows of the array (more than one row): row-to-row shading of the beam and masking
   * of the sky diffuse (see shading/row-shading.ts). Absent: no shading.
   */
  rows?: RowGeometry;
  /** Shading from the surroundings: far horizon, obstacles, electrical effect. Absent: none. */
  surroundings?: ArraySurroundings;
  /**
   * A single-axis tracker carrying the panels [TRK-1]: the plane turns every record and
   * `surfaceTilt` and `surfaceAzimuth` are not used; its rows are the tracker's (no `rows`, no
   * `surroundings`), bifacial ones too [TRK-6]. Absent: the fixed plane.
   */
  tracker?: SingleAxisTracker;
  /**
   * Bifacial panels in rows: front and rear by the infinite-sheds model [BIF-1, BIF-4] (needs
   * `rows`, or a `tracker` whose GCR gives the rows [BIF-2, TRK-6]; not with `surroundings`).
   * Absent: monofacial.
   */
  bifacial?: BifacialPanels;
}

/** The rear of a bifacial array and the rows' height [BIF-4]. */
export interface BifacialPanels {
  /** Rear over front efficiency φ [-]. */
  bifaciality: number;
  /** Rear light lost to racking and rear mismatch (negative: a loss) [-]; default −0.02. */
  shadeFactor?: number;
  /** Rear light lost to the module's busbars and box (negative: a loss) [-]; default 0. */
  transmissionFactor?: number;
  /** Height of the collector's centre above the ground [m]. */
  heightM: number;
}

/**
 * What shades an array besides its own rows (array-shading.ts applies it hour by hour).
 */
export interface ArraySurroundings {
  /** The far horizon: hides the sun behind it and its share of the sky. */
  horizon?: HorizonProfile;
  /**
   * The array's panels, all in the array's plane, with the obstacles around them and its
   * strings (near shading, and its electrical effect per string); the horizon is `horizon`'s.
   */
  scene?: Omit<ShadingScene, 'horizon'>;
  /**
   * The bypass-diode blocks of a row's collector: with rows and without module-level
   * electronics, the rows' shade takes Martínez's factor in place of the linear one.
   */
  rowBlocks?: RowBlocks;
}

/** Part of an array wired to an inverter (its MPPT inputs). */
export interface InverterInput {
  /** Index of the array in `SystemDesign.arrays`. */
  array: number;
  /** DC capacity of that array wired here (strings × panels × peak power) [W]. */
  dcCapacity: number;
  /** DC cable loss of this input [%]; default the system's `losses.dcLine`. */
  dcLineLoss?: number;
}

/** One inverter (or `count` identical inverters sharing the same inputs equally). */
export interface InverterUnit {
  id?: string;
  model: InverterModel;
  /** Number of identical units; default 1. */
  count?: number;
  inputs: InverterInput[];
  /** AC cable loss [%]; default the system's `losses.acLine`. */
  acLineLoss?: number;
}

/** A whole system: arrays, the inverters they feed, losses and site options. */
export interface SystemDesign {
  arrays: PvArray[];
  inverters: InverterUnit[];
  /** System losses; default the loss step's defaults [WIZ-10]. */
  losses?: SystemLosses;
  /** Sky-diffuse model; default 'perez'. */
  transposition?: TranspositionModel;
  /** Ground reflectance, one value or 12 monthly values [BIF-3] [-]; default 0.2. */
  albedo?: Albedo;
  /** Maintainer-set calibration of the AC energy (the generation factor [ENG-2]) [-]; default 1. */
  calibrationFactor?: number;
  /** Ageing accumulation; default 'linear'. */
  ageingMethod?: AgeingMethod;
}

/**
 * Energy lost at each step of the chain, in the loss step's order [WIZ-10] [kWh]. With `nominal` the array
 * energy at STC efficiency (Σ P_dc0 · E_poa / 1000, the unshaded plane-of-array irradiance),
 * nominal − Σ losses + calibrationGain (+ bifacialGain) = AC.
 */
export interface LossBreakdown {
  nominal: number;
  /**
   * Bifacial arrays: the rear's weighted irradiation the DC model adds, Σ P_dc0 · w · E_rear / 1000
   * with w = φ(1 + shade factor)(1 + transmission) [BIF-4, BIF-5]; absent without one.
   */
  bifacialGain?: number;
  /** The far horizon: the sun behind it and the sky it hides (0 without one). */
  horizon: number;
  /** Obstacles: their shadows and the sky they hide, linear (0 without). */
  nearShading: number;
  /** Row-to-row shading: beam shaded and sky diffuse masked by the rows in front (0 without rows). */
  shading: number;
  /** The electrical effect of the obstacles' and the rows' shade on strings (Martínez; 0 without). */
  electricalShading: number;
  /** The IAM model on the beam (0 when the user's percentages replace the models). */
  incidenceAngleModel: number;
  /** The user's incidence-angle percentage (extra to the model unless it replaces it). */
  incidenceAngle: number;
  soiling: number;
  /** The cell temperature model (negative when cells run below 25 °C on balance; 0 when the user's percentages replace the models). */
  temperatureModel: number;
  /** The user's thermal percentage (extra to the model unless it replaces it). */
  thermal: number;
  lightInducedDegradation: number;
  moduleQuality: number;
  mismatch: number;
  /** Array capacity not wired to any inverter. */
  unconnected: number;
  dcLine: number;
  /** Inverter conversion loss, without the clipping. */
  inverter: number;
  /** What the inverters' rated AC power cuts off (the conversion would give more). */
  clipping: number;
  acLine: number;
  unavailability: number;
  /** AC energy added (or removed, if negative) by the calibration factor. */
  calibrationGain: number;
}
