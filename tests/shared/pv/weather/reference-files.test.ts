/**
 * Optional validation: the three full-year weather files beside the repository, read by
 * parseWeatherFile, against the numbers pvlib-python computed for them (pvlib-reference.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseWeatherFile } from '@pvd/shared/pv/weather/index';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import { fixturesWeather } from '@tests/shared/reference/support';
import { describe, expect, it } from 'vitest';

const DIRECTORY = pathToFileURL(`${fixturesWeather}/`);
const REFERENCE = new URL('pvlib-reference.json', DIRECTORY);
const HOUR = 3_600_000;
/** Relative tolerance on sums and temperatures. */
const TOLERANCE = 0.001;

interface Location {
  time_convention: {
    first_physical_timestamp: string;
    last_physical_timestamp: string;
    n_records: number;
    solpos_shift_minutes_vs_pvlib_reader_index?: number;
    naive_epw_shift_minutes?: number;
  };
  weather: {
    annual_kwh_m2: { ghi: number; dhi: number; dni: number };
    monthly_kwh_m2: { ghi: number[]; dhi: number[]; dni: number[] };
    temp_air_c: { min: number; mean: number; max: number };
  };
}

const CASES = [
  { key: 'greensboro_nc_usa_tmy3', file: '723170TYA.CSV', source: 'tmy3', monthsInZone: -5 },
  {
    key: 'pvgis_45n_8e_tmy_json',
    file: 'tmy_45.000_8.000_2005_2023.json',
    source: 'pvgis-tmy-json',
    monthsInZone: 0,
  },
  {
    key: 'pvgis_45n_8e_tmy_epw',
    file: 'tmy_45.000_8.000_2005_2023.epw',
    source: 'epw-pvgis',
    monthsInZone: 0,
  },
] as const;

/** pvlib's printed timestamps ('2018-01-01 00:10:33.960000+00:00') as ms. */
function pandasInstant(text: string): number {
  return Date.parse(text.replace(' ', 'T').replace(/(\.\d{3})\d*/, '$1'));
}

/** Sums [kWh/m²] per month of the physical time in the file's own time base (`zone` hours). */
function monthlySums(weather: HourlyWeather, series: Float64Array, zone: number): number[] {
  const sums = new Array<number>(12).fill(0);
  for (let i = 0; i < series.length; i++) {
    sums[new Date(weather.timesUtcMs[i]! + zone * HOUR).getUTCMonth()]! += series[i]! / 1000;
  }
  return sums;
}

function sum(series: Float64Array): number {
  return series.reduce((total, value) => total + value, 0);
}

function expectRelative(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * TOLERANCE + 1e-9);
}

// The full files and pvlib's numbers live in /work/shared, beside the repository and not in it:
// a fresh clone has no such folder, so this suite skips itself there.
describe.skipIf(!existsSync(REFERENCE))('full weather files against pvlib-reference.json', () => {
  const reference = () =>
    (JSON.parse(readFileSync(REFERENCE, 'utf8')) as { locations: Record<string, Location> }).locations;

  describe.each(CASES)('$file', ({ key, file, source }) => {
    const location = () => reference()[key]!;
    let read: HourlyWeather | undefined;
    // Read lazily: the describe body also runs when the suite is skipped.
    const load = () => (read ??= parseWeatherFile(readFileSync(new URL(file, DIRECTORY), 'utf8'), file));

    it(`is read as ${source} with the reference's first and last physical instants`, () => {
      const { time_convention: convention } = location();
      const weather = load();
      expect(weather.source).toBe(source);
      expect(weather.timesUtcMs.length).toBe(convention.n_records);
      expect(weather.timesUtcMs[0]).toBe(pandasInstant(convention.first_physical_timestamp));
      expect(weather.timesUtcMs[weather.timesUtcMs.length - 1]).toBe(
        pandasInstant(convention.last_physical_timestamp),
      );
    });

    it('gives the annual and monthly GHI, DHI and DNI sums within 0.1 %', () => {
      const { annual_kwh_m2: annual, monthly_kwh_m2: monthly } = location().weather;
      const weather = load();
      for (const name of ['ghi', 'dhi', 'dni'] as const) {
        expectRelative(sum(weather[name]) / 1000, annual[name]);
        // Months in the zone the header states, as pvlib's time-zone-aware index groups them.
        monthlySums(weather, weather[name], weather.site.timezone).forEach((value, m) => {
          expectRelative(value, monthly[name][m]!);
        });
      }
    });

    it('gives the air temperature minimum, mean and maximum within 0.1 %', () => {
      const { min, mean, max } = location().weather.temp_air_c;
      const weather = load();
      const temps = Array.from(weather.tempAir);
      expectRelative(Math.min(...temps), min);
      expectRelative(sum(weather.tempAir) / temps.length, mean);
      expectRelative(Math.max(...temps), max);
    });
  });

  it('places the PVGIS EPW 40.6 min after a reader that trusts its header zone', () => {
    // pvgis_45n_8e_tmy_epw.time_convention: solar position at pvlib index + 70.566 min, where the
    // naive EPW reading is index + 30 min.
    const convention = reference().pvgis_45n_8e_tmy_epw!.time_convention;
    const content = readFileSync(new URL('tmy_45.000_8.000_2005_2023.epw', DIRECTORY), 'utf8');
    const weather = parseWeatherFile(content);
    // pvlib index of record 1 ("2018,1,1,1"): 2018-01-01 00:00 at UTC+1.
    const pvlibIndex = Date.UTC(2018, 0, 1, 0) - HOUR;
    const shiftMinutes = (weather.timesUtcMs[0]! - pvlibIndex) / 60_000;
    expect(shiftMinutes).toBeCloseTo(convention.solpos_shift_minutes_vs_pvlib_reader_index!, 3);
    expect(shiftMinutes - convention.naive_epw_shift_minutes!).toBeCloseTo(40.566, 3);
  });
});
