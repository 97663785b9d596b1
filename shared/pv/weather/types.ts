/**
 * The weather series the energy engine reads, whatever file or service it came from.
 * Readers in this folder turn each format into one of these two shapes.
 */

/** Where the weather was measured or modelled. */
export interface WeatherSite {
  /** Site name from the file, if any. */
  name?: string;
  /** Latitude, north positive. [°] */
  latitude: number;
  /** Longitude, east positive. [°] */
  longitude: number;
  /** Elevation above sea level. [m] */
  elevation: number;
  /** Offset of the site's standard time from UTC, as the source states it (informative only). [h] */
  timezone: number;
}

/**
 * A year (or any run of whole days) of hourly or half-hourly records (`intervalHours` 1 or 0.5);
 * energy sums multiply by `intervalHours`. All series have the same length.
 * `timesUtcMs[i]` is the physical instant the record describes, i.e. where the sun
 * position must be evaluated (the middle of the averaging interval, the label plus the
 * file's irradiance time offset, or the label itself for instantaneous values such as NSRDB
 * PSM data). Readers apply each format's convention; the engine never
 * shifts times again.
 */
export interface HourlyWeather {
  site: WeatherSite;
  /**
   * Format or service the data came from, e.g. 'epw', 'epw-pvgis', 'tmy3', 'tmy2', 'nsrdb-psm3',
   * 'pvgis-tmy-json'.
   */
  source: string;
  /** Physical instants of the records. [ms since 1970-01-01T00:00Z] */
  timesUtcMs: Float64Array;
  /** Length of each record's interval. [h] */
  intervalHours: number;
  /** Global horizontal irradiance. [W/m²] */
  ghi: Float64Array;
  /** Direct normal irradiance. [W/m²] */
  dni: Float64Array;
  /** Diffuse horizontal irradiance. [W/m²] */
  dhi: Float64Array;
  /** Air temperature at 2 m. [°C] */
  tempAir: Float64Array;
  /** Wind speed (at 10 m unless the format says otherwise). [m/s] */
  windSpeed: Float64Array;
  /** Station pressure, when the file has it. [Pa] */
  pressure?: Float64Array;
}

/**
 * Monthly climate means from a monthly source (PVGIS monthly radiation, NASA POWER
 * climatology). Turned into hourly days before simulating.
 */
export interface MonthlyClimate {
  site: WeatherSite;
  /** Format or service the data came from, e.g. 'pvgis-monthly', 'nasa-power-climatology'. */
  source: string;
  /** Mean daily global horizontal irradiation for Jan..Dec. [kWh/m²/day] */
  ghiDaily: number[];
  /** Mean daily diffuse horizontal irradiation for Jan..Dec, when the source has it. [kWh/m²/day] */
  dhiDaily?: number[];
  /** Mean air temperature Jan..Dec. [°C] */
  tempMean: number[];
  /** Mean daily maximum air temperature Jan..Dec, when known. [°C] */
  tempMax?: number[];
  /** Mean daily minimum air temperature Jan..Dec, when known. [°C] */
  tempMin?: number[];
  /** Mean wind speed Jan..Dec, when known. [m/s] */
  windSpeed?: number[];
}
