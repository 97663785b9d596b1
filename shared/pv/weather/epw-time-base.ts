/**
 * Physical check of the clock an hourly file's rows are written in, independent of its
 * headers: on clear days the irradiance-weighted centroid of GHI falls on solar noon. PVGIS
 * writes its EPW export in UTC while the LOCATION line states the local zone, so the centroid
 * of such a file sits `timezone` hours before the local solar noon.
 */
import { dayOfYear } from '../civil-calendar';

/** Which clock the rows follow: the header's zone, UTC, or no decision possible. */
export type RowClock = 'stated-zone' | 'utc' | 'undetermined';

/** Outcome of {@link detectRowClock}. */
export interface RowClockVerdict {
  clock: RowClock;
  /** Clear days used (daily clearness index ≥ {@link CLEAR_DAY_KT}). */
  clearDays: number;
  /** Median over clear days of (GHI centroid − solar noon in the stated zone). [h] */
  medianDeviationHours: number;
}

/** Daily clearness index from which a day counts as clear. [-] */
export const CLEAR_DAY_KT = 0.6;
/** Fewest clear days for a decision. */
const MIN_CLEAR_DAYS = 3;
/** A hypothesis is accepted when the median deviation is this close to it... [h] */
const ACCEPT_WITHIN_HOURS = 0.75;
/** ...and this much closer to it than to the other hypothesis. [h] */
const MIN_SEPARATION_HOURS = 0.2;
/** Solar constant used for the extraterrestrial daily irradiation. [W/m²] */
const SOLAR_CONSTANT = 1367;
const DEG = Math.PI / 180;

/**
 * Equation of time (true minus mean solar time), Spencer's Fourier series.
 * @remarks E = 229.18·(0.000075 + 0.001868 cos B − 0.032077 sin B − 0.014615 cos 2B − 0.04089 sin 2B),
 * B = 2π(n − 1)/365. Accuracy about 0.5 min, ample for a one-hour decision.
 * Source: J. W. Spencer, "Fourier series representation of the position of the sun", Search,
 * vol. 2, no. 5, p. 172, 1971.
 * @param dayNumber day of the year n (1-366)
 * @returns equation of time [min]
 */
export function equationOfTimeMinutes(dayNumber: number): number {
  const b = (2 * Math.PI * (dayNumber - 1)) / 365;
  return (
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(b) -
      0.032077 * Math.sin(b) -
      0.014615 * Math.cos(2 * b) -
      0.04089 * Math.sin(2 * b))
  );
}

/**
 * Daily extraterrestrial irradiation on a horizontal plane.
 * @remarks H0 = (24/π)·Gsc·(1 + 0.033 cos(360n/365))·(cos φ cos δ sin ωs + ωs sin φ sin δ), with
 * Cooper's declination δ = 23.45° sin(360(284 + n)/365) and ωs = acos(−tan φ tan δ).
 * Source: J. A. Duffie and W. A. Beckman, Solar Engineering of Thermal Processes, 4th ed.,
 * Wiley, 2013, eqs. 1.6.1a and 1.10.3, doi:10.1002/9781118671603.
 * @param latitude [°]
 * @param dayNumber day of the year n (1-366)
 * @returns [Wh/m²]
 */
export function extraterrestrialDailyWh(latitude: number, dayNumber: number): number {
  const declination = 23.45 * DEG * Math.sin((2 * Math.PI * (284 + dayNumber)) / 365);
  const phi = latitude * DEG;
  const cosSunset = Math.max(-1, Math.min(1, -Math.tan(phi) * Math.tan(declination)));
  const sunsetAngle = Math.acos(cosSunset);
  const eccentricity = 1 + 0.033 * Math.cos((2 * Math.PI * dayNumber) / 365);
  return (
    (24 / Math.PI) *
    SOLAR_CONSTANT *
    eccentricity *
    (Math.cos(phi) * Math.cos(declination) * Math.sin(sunsetAngle) +
      sunsetAngle * Math.sin(phi) * Math.sin(declination))
  );
}

/** Input of {@link detectRowClock}: whole days of hourly GHI. */
export interface RowClockInput {
  /** Latitude [°] and longitude [°, east positive] of the site. */
  latitude: number;
  longitude: number;
  /** Time zone stated by the header. [h] */
  timezone: number;
  /** Per record: GHI, mean over the hour. [W/m²] */
  ghi: Float64Array;
  /** Per day: year, month, day of the day's records (records are whole days, 24 per day). */
  dates: Int32Array;
  /** Where in its hour a record's value applies, relative to the hour-ending label. [h] */
  labelOffsetHours: number;
}

/** GHI centroid of day `d` in hours of the file clock, and the day's clearness index. */
function dayCentroid(input: RowClockInput, d: number): { centroid: number; kt: number } {
  let sum = 0;
  let moment = 0;
  for (let h = 0; h < 24; h++) {
    const g = input.ghi[d * 24 + h]!;
    if (!(g > 0)) continue;
    sum += g;
    moment += g * (h + 1 + input.labelOffsetHours);
  }
  const [year, month, day] = [input.dates[3 * d]!, input.dates[3 * d + 1]!, input.dates[3 * d + 2]!];
  const h0 = extraterrestrialDailyWh(input.latitude, dayOfYear({ year, month, day }));
  return { centroid: sum > 0 ? moment / sum : Number.NaN, kt: h0 > 0 ? sum / h0 : 0 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Decides from the data alone whether hourly rows are written in the header's time zone or in
 * UTC.
 *
 * @remarks
 * For each clear day (daily clearness index Kt = ΣGHI/H0 ≥ 0.6) the GHI-weighted centroid of
 * the record times is compared with local solar noon in the stated zone,
 * `12 h − EoT/60 − longitude/15 + timezone`. The median deviation is ≈ 0 for rows in the stated
 * zone and ≈ −timezone for rows in UTC. A zone of 0 h, fewer than 3 clear days, or a median
 * near neither hypothesis gives 'undetermined'.
 */
export function detectRowClock(input: RowClockInput): RowClockVerdict {
  const deviations: number[] = [];
  const days = input.dates.length / 3;
  for (let d = 0; d < days; d++) {
    const { centroid, kt } = dayCentroid(input, d);
    if (!(kt >= CLEAR_DAY_KT) || Number.isNaN(centroid)) continue;
    const n = dayOfYear({
      year: input.dates[3 * d]!,
      month: input.dates[3 * d + 1]!,
      day: input.dates[3 * d + 2]!,
    });
    const solarNoon = 12 - equationOfTimeMinutes(n) / 60 - input.longitude / 15 + input.timezone;
    deviations.push(centroid - solarNoon);
  }
  const medianDeviationHours = deviations.length > 0 ? median(deviations) : Number.NaN;
  const verdict = (clock: RowClock): RowClockVerdict => ({
    clock,
    clearDays: deviations.length,
    medianDeviationHours,
  });
  if (deviations.length < MIN_CLEAR_DAYS || Math.abs(input.timezone) < 0.5) return verdict('undetermined');
  const fromStated = Math.abs(medianDeviationHours);
  const fromUtc = Math.abs(medianDeviationHours + input.timezone);
  if (fromStated <= ACCEPT_WITHIN_HOURS && fromUtc - fromStated >= MIN_SEPARATION_HOURS) {
    return verdict('stated-zone');
  }
  if (fromUtc <= ACCEPT_WITHIN_HOURS && fromStated - fromUtc >= MIN_SEPARATION_HOURS) return verdict('utc');
  return verdict('undetermined');
}
