/** Business constants shared by the web and the functions. */

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

/** Table pages [LIST-1]: default 10 rows; sizes 10-50; the first page is offset 1. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/** The common battery list's own page sizes [LIST-1]. */
export const COMMON_BATTERY_PAGE_SIZES = [10, 15, 20, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

/** Largest image upload (company logo, inverter, project and array images). [bytes] */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest far-horizon file (PVGIS CSV or JSON, or two columns). [bytes] */
export const HORIZON_FILE_MAX_BYTES = 1024 * 1024;
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
 *
 * A saved project's report counts its drawn areas too (shared/project/design/work-bounds.ts, with the
 * PROJECT_LIMITS below): panels, corners and removals of each area, before any is filled. Its
 * items of one PV array are one engine array (shared/project/design/engine-design.ts), so
 * its engine work follows its 20 arrays at most, whatever the MPPTs.
 */
export const ENGINE_MAX_ARRAY_YEARS = 800;

/**
 * Largest stored project body once unpacked (its gzip'd JSON): four times the largest legal
 * project's 1.1 MB, so a body written around the API cannot unpack into hundreds of megabytes
 * on read. [bytes]
 */
export const STORED_PROJECT_MAX_JSON_BYTES = 4 * 1024 * 1024;

/** Brand colour [NAV-5]. */
export const BRAND_COLOUR = '#f08519';

/**
 * The largest project the editor allows: the stored project stays far below
 * DynamoDB's 400 KB item limit at these bounds (tests/functions/db/project-size.test.ts).
 */
export const PROJECT_LIMITS = {
  /** PV arrays of one project. */
  pvArrays: 20,
  /**
   * Panels of one array: a manual array's count, and the panel positions a drawn area may hold
   * (the fill stops counting past it, so no area makes it build more).
   */
  panelsPerArray: 20_000,
  /**
   * Panels of the whole project (manual counts, and the positions of every drawn area): about
   * 10 MWp of 400 W panels, 15 MWp of 600 W ones, as large as a single design here gets. It
   * bounds the fills of one request to 25 000 positions whatever the number of arrays.
   */
  panelsPerProject: 25_000,
  /**
   * Largest distance between two corners of a drawn area. [m]
   *
   * @remarks The longest single roofs (car plants, logistics halls) are 500-1 000 m long, and a
   * ground field holding the largest array (20 000 panels of 2.6 m² at a ground coverage of 0.4,
   * about 13 ha) is some 360 m square, 510 m corner to corner, more on an irregular plot: 1 km
   * holds both. It bounds the fill's rows: a row is at least 0.1 m deep, so at most 10 000 rows
   * are looked at, however thin the area.
   */
  drawnAreaSpanM: 1_000,
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
  /** Obstacles around a project's arrays (boxes, walls, trees): the near-shading model's bound. */
  obstacles: 50,
  /** Corners of an obstacle's footprint or points of a wall's line. */
  obstaclePoints: 100,
  /**
   * Panels whose near shading a project's yield computes: the drawn panels wired to its inverters
   * (all drawn panels before any string). A year of shading for 5 000 panels and 50 obstacles
   * takes about 0.7 s of one core (bench `shading`); a larger project (up to `panelsPerProject`)
   * is still saved and simulated, with its near shading marked as not computed rather than
   * refused, since a save must not fail on what only a yield figure costs.
   */
  nearShadingPanels: 5_000,
  /** Points of a far-horizon profile (one a degree; PVGIS gives 48). */
  horizonPoints: 360,
} as const;

/**
 * Bounds of an array's mounting and rear side [MNT-1] [MNT-2] [MNT-3].
 *
 * @remarks East-west racks are built at 5-20° (ballasted flat-roof systems); 30° keeps their
 * halves low enough for the shading model of docs/mounting.md (two rows back to back). A
 * tracker's axis rarely slopes more than the ground it follows, and single-axis trackers turn at
 * most ±60° in practice; the engine takes up to 89° and ±90° (shared/pv/tracking/single-axis.ts).
 * The ground coverage ratio spans the trackers and sheds that are built (0.1 sparse to 0.9
 * dense); a bifacial row's centre stands 0.5-3 m above the ground in practice.
 */
export const MOUNTING_LIMITS = {
  /** Tilt of each half of an east-west rack. [°] */
  eastWestTiltMaxDeg: 30,
  /** Clear gap between the low edges of neighbouring east-west units. [m] */
  eastWestGapMaxM: 5,
  /** Slope of a tracker's axis. [°] */
  trackerAxisTiltMaxDeg: 45,
  /** A tracker's largest rotation either way. [°] */
  trackerMaxAngleDeg: 90,
  /** Ground coverage ratio of tracker rows and bifacial sheds. [-] */
  gcrMin: 0.1,
  gcrMax: 0.9,
  /** Height of a bifacial collector's centre above the ground. [m] */
  bifacialHeightMaxM: 10,
} as const;

// Bounds on what one upload or text field may cause (images, text), beside the request limits above.

/**
 * Largest side of an uploaded image. [px] A logo, product photo or roof photo needs far less; a
 * 10 000 × 10 000 px PNG of 97 KB took the report export from 1.5-2 s to 7-8 s.
 */
export const IMAGE_MAX_SIDE_PX = 8_000;
/** Largest canvas of an uploaded image (width × height). [megapixels] 7 000 × 7 000 px is 49. */
export const IMAGE_MAX_MEGAPIXELS = 40;

/**
 * What a meter data file may hold [LOAD-2]. A year of 1-minute readings as `time,kw` text is about
 * 13 MB and 525,600 rows, so the bytes and rows leave room for it and its preamble; a day per row
 * ("wide") has at most 96 values, a date, a total and a few more columns.
 */
export const METER_FILE_LIMITS = {
  /** Largest file. [bytes] */
  maxBytes: 20 * 1024 * 1024,
  /** Most rows (lines of a CSV or TSV, rows of a sheet), preamble and header included. */
  maxRows: 600_000,
  /** Most columns of one row. */
  maxColumns: 200,
  /** Fewest days of readings a load is built from. [days] */
  minDays: 7,
} as const;

/** Name endings a meter data file may be uploaded with [LOAD-2] (its content decides what it is). */
export const METER_FILE_EXTENSIONS = ['.csv', '.tsv', '.txt', '.xlsx', '.xls'] as const;

/**
 * What a project keeps of a meter file's load [LOAD-1] [LOAD-5]. The series goes to the bucket
 * (docs/decisions/0050-meter-load-in-the-bucket.md); the record holds its summary, whose typical
 * week is kept at no finer step than `typicalWeekStepMinutes` (7 × 96 values), so a 1-minute
 * file's record does not carry 10,080 of them.
 */
export const STORED_LOAD_LIMITS = {
  /** Finest step of the typical week a summary keeps. [min] */
  typicalWeekStepMinutes: 15,
  /**
   * Largest stored series once unpacked: a 1-minute year of load and export, 2 × 525,600 float32
   * and the header, so a damaged object cannot unpack into more. [bytes]
   */
  maxUnpackedBytes: 2 * 525_600 * 4 + 64,
} as const;

/** Bounds of tariffs [TAR-1] and of a user's tariff library [TAR-14]. */
export const TARIFF_LIMITS = {
  /** Named periods of one tariff. */
  periods: 6,
  /** Public holidays listed in one tariff (a year's dates for several years). */
  holidays: 400,
  /** Tariffs one account may keep in its library. */
  perAccount: 100,
} as const;

/**
 * Bounds of a project's life simulated under its tariff [FIN-6] (shared/project/money/).
 */
export const PROJECT_MONEY_LIMITS = {
  /**
   * Steps × years simulated in full for one project's life: a 15-minute year for each of the 25
   * years (35,040 × 25), some 0.6-0.8 s of one core at any strategy. A finer load (a 5- or
   * 1-minute meter file) simulates every k-th year, k = ⌈steps × years / this⌉, and the years
   * between take that year's flows with their own prices (the escalation is a factor on them).
   */
  lifeStepYears: 35_040 * 25,
} as const;
