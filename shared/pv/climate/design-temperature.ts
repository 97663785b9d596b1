/**
 * The site's design low: the lowest air temperature a string must stand, which sets the
 * open-circuit voltage check and the automatic string design. It is the idea of the ASHRAE
 * "extreme annual mean minimum dry-bulb temperature" (ASHRAE Handbook—Fundamentals, climatic
 * design conditions; the value string-sizing practice uses), not a monthly mean; wherever it is
 * estimated it errs cold, since a string sized on too warm a morning exceeds the inverter's
 * maximum DC voltage.
 *
 * - From an hourly year (PVGIS TMY, an uploaded file): its coldest hour less a margin. A typical
 *   year is built of typical months, so its coldest hour is a typical winter's, not a cold one's:
 *   Amsterdam's IWEC station year has −8.4 °C against ASHRAE 2009's extreme annual mean minimum
 *   of −8.7 °C at that station (printed in the file's own DESIGN CONDITIONS line), hence
 *   {@link STATION_YEAR_MARGIN_K}. Years built from reanalysis or satellite data (PVGIS, whose
 *   temperatures are ERA5's 0.25° cells; NSRDB PSM, MERRA-2's) smooth the coldest nights of
 *   valleys and plains, hence the larger {@link MODELLED_YEAR_MARGIN_K} (the PVGIS year at
 *   45° N 8° E, in the Po plain, has no hour below −2.3 °C).
 * - From monthly means (NASA POWER): the coldest month's mean daily minimum less
 *   {@link MONTHLY_MARGIN_K}.
 * - With no data (offline): {@link designLowWithoutData}, the cold envelope of inhabited
 *   climates at the latitude, less the lapse rate over high ground.
 * The calibration table: `npx tsx scripts/calibrate-climate-estimate.ts`.
 */

/** Margin below the coldest hour of a station's typical year. [K] */
export const STATION_YEAR_MARGIN_K = 2;
/** Margin below the coldest hour of a modelled (reanalysis, satellite) year. [K] */
export const MODELLED_YEAR_MARGIN_K = 5;
/**
 * Margin below the coldest month's mean daily minimum: the largest gap between that mean and the
 * coldest hour over the calibration files (13.7 K, Burlington VT) plus the station margin, rounded up. [K]
 */
export const MONTHLY_MARGIN_K = 16;
/** Standard atmosphere's lapse rate. [K/km] */
export const LAPSE_RATE_K_PER_KM = 6.5;
/**
 * Elevation above which the envelope is lowered by the lapse rate: the envelope's cold lowland
 * interiors already include plains up to about 1 km (Denver, the Colorado plateau's valleys). [m]
 */
export const ENVELOPE_ELEVATION_M = 1000;

/**
 * Sea-level cold envelope by |latitude| [°] → [°C]: at or below the extreme annual minimum of
 * the coldest inhabited lowland climates at that latitude (continental North America and Asia:
 * the calibration files' coldest hours, Greensboro −16.7 °C at 36° N, Burlington −24 °C at 44° N),
 * so it errs cold everywhere else, by 10-30 K on coasts open to the west wind.
 */
export const COLD_ENVELOPE: readonly (readonly [number, number])[] = [
  [0, 16],
  [20, 8],
  [25, 2],
  [30, -7],
  [35, -17],
  [40, -24],
  [45, -34],
  [50, -39],
  [55, -44],
  [60, -48],
  [65, -50],
];

/** Weather sources (HourlyWeather.source) whose temperatures are modelled, not a station's. */
const MODELLED_SOURCES = /^(pvgis|epw-pvgis|nsrdb-psm)/;

/**
 * The design low from the coldest hour of a typical year.
 * @param source the year's source label (HourlyWeather.source), e.g. 'tmy3', 'pvgis-tmy-json'
 */
export function designLowFromLowestHour(lowestHourC: number, source: string): number {
  return lowestHourC - (MODELLED_SOURCES.test(source) ? MODELLED_YEAR_MARGIN_K : STATION_YEAR_MARGIN_K);
}

/** The design low of an hourly year (non-finite values ignored; NaN when none is finite). [°C] */
export function designLowFromHourly(tempAir: ArrayLike<number>, source: string): number {
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tempAir.length; i++) if (tempAir[i]! < lowest) lowest = tempAir[i]!;
  return Number.isFinite(lowest) ? designLowFromLowestHour(lowest, source) : Number.NaN;
}

/** The design low from the coldest month's mean daily minimum. [°C] */
export function designLowFromMonthlyMinimum(coldestMeanDailyMinimumC: number): number {
  return coldestMeanDailyMinimumC - MONTHLY_MARGIN_K;
}

/**
 * The design low where nothing is known but the place: the cold envelope at its latitude
 * (linear between the nodes) less 6.5 K per km of elevation above {@link ENVELOPE_ELEVATION_M}.
 * @param latitude [°]
 * @param elevationM take the high end of what is known (higher is colder) [m]
 * @example
 * designLowWithoutData(30.27, 150); // Hangzhou: −7.5 °C (the envelope at 30.27°)
 */
export function designLowWithoutData(latitude: number, elevationM: number): number {
  const lat = Math.min(90, Math.abs(latitude));
  let envelope = COLD_ENVELOPE[COLD_ENVELOPE.length - 1]![1];
  for (let i = 1; i < COLD_ENVELOPE.length; i++) {
    const [lat0, t0] = COLD_ENVELOPE[i - 1]!;
    const [lat1, t1] = COLD_ENVELOPE[i]!;
    if (lat <= lat1) {
      envelope = t0 + ((t1 - t0) * (lat - lat0)) / (lat1 - lat0);
      break;
    }
  }
  return envelope - (LAPSE_RATE_K_PER_KM * Math.max(0, elevationM - ENVELOPE_ELEVATION_M)) / 1000;
}
