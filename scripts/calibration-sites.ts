/**
 * The real weather years the offline climate estimate is calibrated on: the project's fixtures
 * (../shared/fixtures/weather) and pvlib-python's sample files (a pvlib-src checkout beside the
 * repository). Nothing here is committed data: each site is read from its file when the file is
 * there, and left out when it is not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DAYS_PER_MONTH } from '../shared/pv/civil-calendar';
import { computeSunPositions } from '../shared/pv/solar-position/sun-positions';
import { parseWeatherFile } from '../shared/pv/weather/index';
import type { MonthlyClimate } from '../shared/pv/weather/types';

/** What the calibration needs of a year. */
export interface SiteYear {
  /** [kWh/m²] */
  ghiAnnual: number;
  /** The year's source label, as HourlyWeather.source (e.g. 'tmy3', 'pvgis-tmy-json', 'nsrdb-psm'). */
  source: string;
  /** Hourly air temperature with each record's local calendar month (0..11) and day of year; absent when the file has none. */
  temperature?: { values: number[]; month: number[]; day: number[] };
}

export interface CalibrationSite {
  name: string;
  /** The file, relative to its folder. */
  file: string;
  folder: 'fixtures' | 'pvlib-data' | 'pvlib-tests';
  /** [°] */
  latitude: number;
  longitude: number;
  read: (text: string) => SiteYear;
}

const repoRoot = resolve(import.meta.dirname, '..');

/** The first of `../name` and `../../name` (a worktree one level deeper) that exists. */
function besideRepository(...parts: string[]): string | undefined {
  return [resolve(repoRoot, '..', ...parts), resolve(repoRoot, '..', '..', ...parts)].find(existsSync);
}

const FOLDERS = {
  fixtures: () => besideRepository('shared', 'fixtures', 'weather'),
  'pvlib-data': () => besideRepository('pvlib-src', 'pvlib', 'data'),
  'pvlib-tests': () => besideRepository('pvlib-src', 'tests', 'data'),
};

/** The path of a file in one of the folders, or undefined when it is not on this machine. */
export function calibrationFile(folder: CalibrationSite['folder'], file: string): string | undefined {
  const dir = FOLDERS[folder]();
  const path = dir && join(dir, file);
  return path && existsSync(path) ? path : undefined;
}

/** The path of a site's file, or undefined when it is not on this machine. */
export function sitePath(site: CalibrationSite): string | undefined {
  return calibrationFile(site.folder, site.file);
}

/** A file any of the project's readers knows (TMY3, TMY2, EPW, PVGIS json). */
function projectReader(text: string): SiteYear {
  const weather = parseWeatherFile(text, 'calibration');
  let sum = 0;
  for (const g of weather.ghi) if (Number.isFinite(g)) sum += g;
  const temperature = { values: [] as number[], month: [] as number[], day: [] as number[] };
  weather.timesUtcMs.forEach((ms, i) => {
    const local = new Date(ms + weather.site.timezone * 3_600_000);
    temperature.values.push(weather.tempAir[i]!);
    temperature.month.push(local.getUTCMonth());
    temperature.day.push(Math.floor((ms + weather.site.timezone * 3_600_000) / 86_400_000));
  });
  return { ghiAnnual: (sum * weather.intervalHours) / 1000, source: weather.source, temperature };
}

/** A pandas dump of NSRDB PSM data (pvlib's tests): Year, Month, Day, ..., Temperature, ..., GHI columns. */
function nsrdbDump(text: string, skipLines = 0): SiteYear {
  const lines = text
    .split(/\r?\n/)
    .slice(skipLines)
    .filter((line) => line.trim() !== '');
  const header = lines[0]!.split(',');
  const column = (name: string) => header.indexOf(name);
  const rows = lines.slice(1).map((line) => line.split(',').map(Number));
  const year = rows.map((r) => r[column('Year')]!);
  const hoursPerRecord = 8760 / rows.length >= 0.9 ? 1 : 0.5;
  const ghiAnnual = (rows.reduce((sum, r) => sum + r[column('GHI')]!, 0) * hoursPerRecord) / 1000;
  if (column('Temperature') < 0) return { ghiAnnual, source: 'nsrdb-psm' };
  return {
    ghiAnnual,
    source: 'nsrdb-psm',
    temperature: {
      values: rows.map((r) => r[column('Temperature')]!),
      month: rows.map((r) => r[column('Month')]! - 1),
      day: rows.map((r, i) => Date.UTC(year[i]!, r[column('Month')]! - 1, r[column('Day')]!) / 86_400_000),
    },
  };
}

/** PVWatts' hourly output (pvlib's tests): beam normal and diffuse; GHI = DNI cos z + DHI at mid-hour. */
function pvwattsHourly(latitude: number, longitude: number, timezone: number) {
  return (text: string): SiteYear => {
    const lines = text.split(/\r?\n/);
    const start = lines.findIndex((line) => line.startsWith('Month,Day,Hour')) + 1;
    const rows = lines.slice(start, start + 8760).map((line) => line.split(',').map(Number));
    const timesUtcMs = Float64Array.from(
      rows,
      (r) => Date.UTC(2019, r[0]! - 1, r[1]!, r[2]!, 30) - timezone * 3_600_000,
    );
    const sun = computeSunPositions({ site: { latitude, longitude, elevation: 0, timezone }, timesUtcMs });
    let sum = 0;
    rows.forEach((r, i) => {
      sum += r[3]! * Math.max(0, Math.cos((sun.apparentZenith[i]! * Math.PI) / 180)) + r[4]!;
    });
    return {
      ghiAnnual: sum / 1000,
      // PVWatts reads the NSRDB's modelled years.
      source: 'nsrdb-psm',
      temperature: {
        values: rows.map((r) => r[5]!),
        month: rows.map((r) => r[0]! - 1),
        day: rows.map((r) => Date.UTC(2019, r[0]! - 1, r[1]!) / 86_400_000),
      },
    };
  };
}

/** Every site, one year each (where a site has several files, its TMY). */
export const CALIBRATION_SITES: readonly CalibrationSite[] = [
  {
    name: 'Greensboro NC (NSRDB TMY3)',
    file: '723170TYA.CSV',
    folder: 'fixtures',
    latitude: 36.1,
    longitude: -79.95,
    read: projectReader,
  },
  {
    name: 'Italy 45°N 8°E (PVGIS TMY)',
    file: 'tmy_45.000_8.000_2005_2023.json',
    folder: 'fixtures',
    latitude: 45,
    longitude: 8,
    read: projectReader,
  },
  {
    name: 'Sand Point AK (NSRDB TMY3)',
    file: '703165TY.csv',
    folder: 'pvlib-data',
    latitude: 55.317,
    longitude: -160.517,
    read: projectReader,
  },
  {
    name: 'Miami FL (NREL TMY2)',
    file: '12839.tm2',
    folder: 'pvlib-data',
    latitude: 25.8,
    longitude: -80.267,
    read: projectReader,
  },
  {
    name: 'Amsterdam NL (IWEC)',
    file: 'NLD_Amsterdam062400_IWEC.epw',
    folder: 'pvlib-tests',
    latitude: 52.3,
    longitude: 4.77,
    read: projectReader,
  },
  {
    name: 'Burlington VT (SolarAnywhere TMY3)',
    file: 'Burlington, United States SolarAnywhere Time Series 2021 Lat_44_465 Lon_-73_205 TMY3 format.csv',
    folder: 'pvlib-tests',
    latitude: 44.465,
    longitude: -73.205,
    read: projectReader,
  },
  {
    name: 'NW Colorado (NSRDB PSM3 TMY)',
    file: 'test_psm3_tmy-2017.csv',
    folder: 'pvlib-tests',
    latitude: 40.5137,
    longitude: -108.5449,
    read: (text) => nsrdbDump(text),
  },
  {
    name: 'Golden CO (PVWatts NSRDB year)',
    file: 'pvwatts_8760_rackmount.csv',
    folder: 'pvlib-tests',
    latitude: 39.73,
    longitude: -105.18,
    read: pvwattsHourly(39.73, -105.18, -7),
  },
  {
    name: 'Fairbanks AK (NSRDB PSM4 TMY)',
    file: 'test_psm4_polar_tmy_2023.csv',
    folder: 'pvlib-tests',
    latitude: 64.84091,
    longitude: -147.70454,
    read: (text) => nsrdbDump(text, 2),
  },
];

/** The sites whose files are on this machine, read. */
export function readCalibrationSites(): { site: CalibrationSite; year: SiteYear }[] {
  return CALIBRATION_SITES.flatMap((site) => {
    const path = sitePath(site);
    return path ? [{ site, year: site.read(readFileSync(path, 'latin1')) }] : [];
  });
}

/** Annual GHI of monthly means. [kWh/m²] */
export function annualGhi(climate: Pick<MonthlyClimate, 'ghiDaily'>): number {
  return climate.ghiDaily.reduce((sum, daily, m) => sum + daily * DAYS_PER_MONTH[m]!, 0);
}
