/**
 * The engine tests' year: a PVGIS TMY json answer at 45° N 8° E written from the NASA POWER
 * fixture's monthly means turned into hours (the engine's synthesis), in the exact layout of the
 * PVGIS TMY json (tests/shared/pv/weather/fixtures/pvgis-45n8e-tmy-jan1-3.json), so that the real
 * reader reads it; and the fixtures of the weather readers' folder.
 */
import { readFileSync } from 'node:fs';
import { hourlyFromMonthly } from '@pvd/shared/pv/climate/monthly-to-hourly';
import { ClimateYear } from '@pvd/shared/pv/engine/climate';
import { readNasaPowerClimatology, readPvgisTmyJson } from '@pvd/shared/pv/weather/index';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';

const FIXTURES = new URL('../weather/fixtures/', import.meta.url);

/** A fixture of the weather readers' folder, as text. */
export function weatherFixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

/** The NASA POWER climatology fixture (45° N 8° E), parsed, optionally moved to another point. */
export function nasaPowerAnswer(location?: { latitude: number; longitude: number }): Record<string, unknown> {
  const data = JSON.parse(weatherFixture('nasa-power-climatology-45n8e.json')) as {
    geometry: { coordinates: number[] };
  };
  if (location) data.geometry.coordinates = [location.longitude, location.latitude, 250];
  return data as unknown as Record<string, unknown>;
}

function stamp(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}:${two(d.getUTCHours())}00`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A PVGIS TMY json answer for a location: 8760 hourly records of 2021 labelled in UTC, with
 * `irradiance_time_offset` 0.5 h (each record is the mean of the hour after its label).
 */
export function pvgisTmyAnswer(location: { latitude: number; longitude: number }): Record<string, unknown> {
  const monthly = readNasaPowerClimatology(nasaPowerAnswer());
  // The synthetic year runs on solar-zone time; its record h is centred on UTC hour h − zone + ½.
  const zone = Math.round(location.longitude / 15);
  const weather = hourlyFromMonthly({ ...monthly, site: { ...location, elevation: 250, timezone: zone } });
  const n = weather.ghi.length;
  const start = Date.UTC(2021, 0, 1);
  const tmyHourly = Array.from({ length: n }, (_, k) => {
    // UTC hour k is synthetic record k + zone (the year wraps around at its ends).
    const i = (((k + zone) % n) + n) % n;
    return {
      'time(UTC)': stamp(start + k * 3_600_000),
      T2m: round2(weather.tempAir[i]!),
      RH: 70,
      'G(h)': round2(weather.ghi[i]!),
      'Gb(n)': round2(weather.dni[i]!),
      'Gd(h)': round2(weather.dhi[i]!),
      'IR(h)': 300,
      WS10m: round2(weather.windSpeed[i]!),
      WD10m: 180,
      SP: 99000,
    };
  });
  return {
    inputs: {
      location: { ...location, elevation: 250, irradiance_time_offset: 0.5 },
      meteo_data: { radiation_db: 'PVGIS-SARAH3', meteo_db: 'ERA5', year_min: 2005, year_max: 2023 },
    },
    outputs: {
      months_selected: Array.from({ length: 12 }, (_, m) => ({ month: m + 1, year: 2021 })),
      tmy_hourly: tmyHourly,
    },
    meta: {},
  };
}

let sharedYear: HourlyWeather | undefined;

/** The PVGIS-shaped year at 45° N 8° E as the reader gives it (read once per test file). */
export function testYear(): HourlyWeather {
  sharedYear ??= readPvgisTmyJson(pvgisTmyAnswer({ latitude: 45, longitude: 8 }));
  return sharedYear;
}

/** The engine's climate of that year. */
export function testClimateYear(): ClimateYear {
  const weather = testYear();
  return new ClimateYear(() => weather);
}
