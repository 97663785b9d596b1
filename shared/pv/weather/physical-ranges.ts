/**
 * The physical ranges every reader checks its values against, in one place. A weather file is
 * user input: a value no sensor or model can produce (an irradiance of 1e308 W/m², an air
 * temperature of -5000 °C) would otherwise flow into the yield unchecked, so it is refused with
 * a {@link WeatherFormatError} 'out-of-range' that names the quantity, the value and the row.
 * Missing values (NaN, from a format's missing-value code) are not range-checked: the readers'
 * "column all missing" rule covers them.
 */
import { civilFromDays, dayOfYear } from '../civil-calendar';
import { extraterrestrialSpencer } from '../irradiance/extraterrestrial';
import { WeatherFormatError } from './errors';
import type { SeriesBuffers } from './series-buffers';

/**
 * Largest irradiance (GHI, DNI or DHI) accepted. [W/m²]
 * @remarks Above the extraterrestrial normal irradiance (at most 1413 W/m², in early January)
 * and above the hourly and half-hourly means measured anywhere: cloud enhancement pushes GHI
 * past it only for seconds to minutes.
 */
export const IRRADIANCE_MAX = 1500;
/**
 * How far below 0 an irradiance may be and still be read (as 0). [W/m²]
 * @remarks Thermopile pyranometers read slightly negative at night (thermal offset): ISO 9060
 * allows a zero offset "a" of up to 30 W/m² for its lowest class (second class in ISO 9060:1990,
 * class C in ISO 9060:2018), and models write -0.00 (PVGIS). Such values carry no energy and
 * become 0; anything lower (e.g. -500) is a wrong value, not an offset, and is refused.
 */
export const IRRADIANCE_NEGATIVE_TOLERANCE = 30;
/**
 * Relative margin by which DNI may exceed the extraterrestrial normal irradiance of its day. [-]
 * @remarks DNI at the ground is physically below it (the clearest skies transmit about 80 %).
 * The 2 % margin covers the solar constant a source may use (1361 to 1368 W/m² against our
 * 1366.1 W/m²: ±0.4 %), a day-of-year taken in another time base (±0.06 %) and pyrheliometer
 * calibration (about 1.5 %), so that a file that clips DNI at its own extraterrestrial value
 * is still read.
 */
export const DNI_EXTRATERRESTRIAL_TOLERANCE = 0.02;
/**
 * Air temperatures accepted, hourly or monthly mean. [°C]
 * @remarks Around the extremes ever measured near the surface: -89.2 °C (Vostok, 1983) and
 * 56.7 °C (Death Valley, 1913), WMO Archive of Weather and Climate Extremes.
 */
export const TEMP_AIR_RANGE = { min: -90, max: 70 } as const;
/**
 * Wind speeds accepted, hourly or monthly mean. [m/s]
 * @remarks Above the strongest sustained surface winds measured (tropical cyclones, about
 * 70 m/s over one minute); gusts (113 m/s at Barrow Island, 1996) are not hourly means.
 */
export const WIND_SPEED_RANGE = { min: 0, max: 80 } as const;
/**
 * Largest mean daily irradiation of a month (GHI or DHI) accepted from a monthly source.
 * [kWh/m²/day]
 * @remarks No site receives more than the top of the atmosphere, whose daily irradiation on a
 * horizontal plane peaks at about 13.5 kWh/m²/day (90° S at the December solstice; J. A. Duffie
 * and W. A. Beckman, Solar Engineering of Thermal Processes, 4th ed., 2013, eq. 1.10.3). The
 * clearest atmospheres transmit at most about 80-85 % of it, so real monthly means stay near
 * 11 kWh/m²/day at most (Antarctic plateau in December; sunny deserts reach 8-9). 12 keeps a
 * margin above every real mean while refusing values written in another unit (MJ/m²/day is
 * 3.6 times larger).
 */
export const DAILY_IRRADIATION_MAX = 12;

/** The quantities whose range is checked, named as in `HourlyWeather` and `MonthlyClimate`. */
export type RangedQuantity =
  | 'ghi'
  | 'dni'
  | 'dhi'
  | 'tempAir'
  | 'windSpeed'
  | 'ghiDaily'
  | 'dhiDaily'
  | 'tempMean'
  | 'tempMax'
  | 'tempMin';

interface Range {
  label: string;
  unit: string;
  min: number;
  max: number;
}

const irradianceRange = (label: string): Range => ({
  label,
  unit: 'W/m²',
  min: -IRRADIANCE_NEGATIVE_TOLERANCE,
  max: IRRADIANCE_MAX,
});
const temperatureRange = (label: string): Range => ({ label, unit: '°C', ...TEMP_AIR_RANGE });
const dailyRange = (label: string): Range => ({
  label,
  unit: 'kWh/m²/day',
  min: 0,
  max: DAILY_IRRADIATION_MAX,
});

/** Accepted range of each quantity. */
export const PHYSICAL_RANGES: Readonly<Record<RangedQuantity, Readonly<Range>>> = {
  ghi: irradianceRange('GHI'),
  dni: irradianceRange('DNI'),
  dhi: irradianceRange('DHI'),
  tempAir: temperatureRange('air temperature'),
  windSpeed: { label: 'wind speed', unit: 'm/s', ...WIND_SPEED_RANGE },
  ghiDaily: dailyRange('daily GHI'),
  dhiDaily: dailyRange('daily DHI'),
  tempMean: temperatureRange('mean air temperature'),
  tempMax: temperatureRange('mean daily maximum air temperature'),
  tempMin: temperatureRange('mean daily minimum air temperature'),
};

/** Where a value was read: the format, the row as people read it, and the error's `line`. */
export interface ValuePlace {
  format: string;
  /** e.g. 'line 14', 'record 5 of outputs.tmy_hourly', 'JUN of T2M' */
  row: string;
  /** 1-based line (text) or record number (JSON); undefined when neither applies. */
  line?: number;
}

/** @param limit what the value breaks, with its unit, e.g. 'outside -90..70 °C' */
function outOfRange(quantity: RangedQuantity, value: number, place: ValuePlace, limit: string) {
  const { label, unit } = PHYSICAL_RANGES[quantity];
  return new WeatherFormatError('out-of-range', `${label} ${value} ${unit} at ${place.row} is ${limit}`, {
    format: place.format,
    quantity,
    value,
    ...(place.line === undefined ? {} : { line: place.line }),
  });
}

/**
 * Checks one value against the physical range of its quantity. NaN (missing) passes; ±Infinity
 * does not.
 * @throws {@link WeatherFormatError} 'out-of-range'
 */
export function checkRange(quantity: RangedQuantity, value: number, place: ValuePlace): void {
  if (!withinRange(quantity, value)) throw rangeError(quantity, value, place);
}

/** True for NaN (missing) and for values within the physical range of `quantity`. */
function withinRange(quantity: RangedQuantity, value: number): boolean {
  const range = PHYSICAL_RANGES[quantity];
  return !(value < range.min || value > range.max); // NaN compares false both ways
}

function rangeError(quantity: RangedQuantity, value: number, place: ValuePlace): WeatherFormatError {
  const { min, max, unit } = PHYSICAL_RANGES[quantity];
  return outOfRange(quantity, value, place, `outside its physical range ${min}..${max} ${unit}`);
}

const MS_PER_DAY = 86_400_000;

/**
 * Checks the records of an hourly reader one by one, in file order, so that the first bad row
 * is the one named. Create one per file.
 */
export class RecordRangeCheck {
  private day = Number.NaN;
  private dniLimit = 0;

  /**
   * @param format reader name, for errors
   * @param rowName how a row is named in messages: `line 14` for text (the default), or e.g.
   *   `(n) => \`record ${n} of outputs.tmy_hourly\`` for JSON
   */
  constructor(
    private readonly format: string,
    private readonly rowName: (row: number) => string = (row) => `line ${row}`,
  ) {}

  /**
   * Checks record `i` of `series` as the reader stored it (engine units, missing values NaN)
   * and turns irradiance between -{@link IRRADIANCE_NEGATIVE_TOLERANCE} and 0 into 0.
   *
   * @remarks GHI, DNI, DHI within [-30, 1500] W/m²; DNI also at most the extraterrestrial
   * normal irradiance of the record's day (Spencer, in UTC; see `extraterrestrialSpencer`)
   * × (1 + {@link DNI_EXTRATERRESTRIAL_TOLERANCE}); air temperature within -90..70 °C; wind
   * speed within 0..80 m/s. `series.timesUtcMs[i]` must be set (any convention within a day of
   * the physical instant will do: the extraterrestrial irradiance changes by 0.06 % a day).
   * @param row the 1-based line (or JSON record number) the record was read from
   * @throws {@link WeatherFormatError} 'out-of-range' for the first value out of its range
   */
  check(series: SeriesBuffers, i: number, row: number): void {
    // Unrolled, without arrays or objects: this runs for every record.
    this.irradiance(series.ghi, 'ghi', i, row);
    this.irradiance(series.dni, 'dni', i, row);
    this.irradiance(series.dhi, 'dhi', i, row);
    const dni = series.dni[i]!;
    if (dni > this.dniLimitAt(series.timesUtcMs[i]!)) {
      const limit = `above ${this.dniLimit.toFixed(1)} W/m², the extraterrestrial normal irradiance of its day + 2 %`;
      throw outOfRange('dni', dni, this.place(row), limit);
    }
    this.within(series.tempAir[i]!, 'tempAir', row);
    this.within(series.windSpeed[i]!, 'windSpeed', row);
  }

  /** Checks `values[i]`; -30..0 W/m² (and -0, which PVGIS writes -0.00) becomes 0. */
  private irradiance(values: Float64Array, quantity: RangedQuantity, i: number, row: number): void {
    const value = values[i]!;
    this.within(value, quantity, row);
    if (value <= 0) values[i] = 0;
  }

  private within(value: number, quantity: RangedQuantity, row: number): void {
    if (!withinRange(quantity, value)) throw rangeError(quantity, value, this.place(row));
  }

  /** Built only for an error: naming the row costs a string per record. */
  private place(row: number): ValuePlace {
    return { format: this.format, row: this.rowName(row), line: row };
  }

  /** Highest DNI accepted on the UTC day of `timeUtcMs`. [W/m²] */
  private dniLimitAt(timeUtcMs: number): number {
    const day = Math.floor(timeUtcMs / MS_PER_DAY);
    if (day !== this.day) {
      this.day = day;
      const extraterrestrial = extraterrestrialSpencer(dayOfYear(civilFromDays(day)));
      this.dniLimit = extraterrestrial * (1 + DNI_EXTRATERRESTRIAL_TOLERANCE);
    }
    return this.dniLimit;
  }
}
