/** Business constants shared by the web and the functions (000 §9, 001 §9, ARCHITECTURE.md). */

/** A session lives 7 days. [ms] */
export const SESSION_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** An activation link stays valid 48 hours. [ms] */
export const ACTIVATION_KEY_LIFETIME_MS = 48 * 3600 * 1000;
/** A password-reset link stays valid 1 hour. [ms] */
export const RESET_KEY_LIFETIME_MS = 3600 * 1000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;

/** Table pages: default 10 rows; sizes 10-50; the first page is offset 1. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/** The common battery list's own page sizes (000 §9). */
export const COMMON_BATTERY_PAGE_SIZES = [10, 15, 20, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

/** Largest image upload (company logo, inverter, project and array images). [bytes] */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest catalogue spreadsheet. [bytes] */
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;
/** Image types accepted for upload. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Most MPPT inputs of an inverter model in the catalogue (and so DC entries of one inverter). */
export const INVERTER_MAX_MPPT = 64;
/** Most inverters of one project (the largest project the editor allows). */
export const PROJECT_MAX_INVERTERS = 50;

/**
 * The engine's work budget for one request: arrays simulated × weather records, at most this
 * many hourly array-years. One array-year costs about 0.6 ms and 0.4 MB on the project's 2-core
 * machine, so the budget is about 0.5 s and 300 MB: fifty inverters of twelve MPPTs each (600
 * DC entries) fit, a 20 × 500 report (12-22 s) does not. A 30-minute weather year counts twice.
 */
export const ENGINE_MAX_ARRAY_YEARS = 800;

/** Brand colour (000 §9). */
export const BRAND_COLOUR = '#f08519';

/**
 * The largest project the editor allows (issue 9): the stored project stays far below
 * DynamoDB's 400 KB item limit at these bounds (tests/functions/db/project-size.test.ts).
 */
export const PROJECT_LIMITS = {
  /** PV arrays of one project. */
  pvArrays: 20,
  /** Panels of one array. */
  panelsPerArray: 20_000,
  /** Corners of a drawn array's polygon. */
  polygonVertices: 100,
  /** Panels removed by hand from one drawn array (indices into the recomputed layout). */
  removedPanelsPerArray: 1_000,
  /** Strings on one MPPT input (the model's own limit applies too). */
  stringsPerMppt: 100,
  /** Panels in one string. */
  panelsPerString: 200,
  /** One-way cable length. [m] */
  cableLengthM: 10_000,
  /** Cable cross-section. [mm²] */
  cableAreaMm2: 10_000,
  /** Installed capacity. [kW] */
  capacityKw: 10_000_000,
  /** Yearly or monthly consumption. [kWh] */
  consumptionKwh: 1e10,
  /** Any price or cost. [currency/W, currency/kWh] */
  money: 1e9,
  /** Subsidy, loan and other year counts. [years] */
  years: 100,
  /** Batteries on one inverter. */
  batteriesPerInverter: 1_000,
} as const;

// Bounds on what one upload or text field may cause (images, text), beside the request limits above.

/**
 * Largest side of an uploaded image. [px] A logo, product photo or roof photo needs far less; a
 * 10 000 × 10 000 px PNG of 97 KB took the report export from 1.5-2 s to 7-8 s.
 */
export const IMAGE_MAX_SIDE_PX = 8_000;
/** Largest canvas of an uploaded image (width × height). [megapixels] 7 000 × 7 000 px is 49. */
export const IMAGE_MAX_MEGAPIXELS = 40;
