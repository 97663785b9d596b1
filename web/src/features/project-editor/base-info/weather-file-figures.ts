/**
 * A weather file's figures as the base info step shows them [ENG-6]: its coordinates, years and
 * annual irradiation, and how far its site is from the project's (far beyond 50 km, as the
 * engine's notice says).
 */
import { FAR_WEATHER_FILE_KM } from '@pvd/shared/api/climate-source-notice';
import { distanceKm } from '@pvd/shared/geo/distance';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import type { WeatherFile } from './weather-file-api';

type T = TFunction<'editorClimate'>;

/** '30.29° N, 120.16° E' / '北纬 30.29°，东经 120.16°'. */
export function coordinatesText(latitude: number, longitude: number, t: T, language: Language): string {
  const degrees = (value: number) => formatNumber(Math.abs(value), language, 2);
  return t('file.coordinates', {
    latitude: t(latitude >= 0 ? 'north' : 'south', { value: degrees(latitude) }),
    longitude: t(longitude >= 0 ? 'east' : 'west', { value: degrees(longitude) }),
  });
}

/** '2005–2023', '2021', or '-' for a file kept before its years were. */
export function yearsText(years: WeatherFile['years'], t: T): string {
  if (!years) return t('file.noYears');
  return years.first === years.last ? t('file.year', years) : t('file.years', years);
}

/** How far the file's site is from the project, and whether that is far. [km] */
export function fileDistance(
  file: Pick<WeatherFile, 'latitude' | 'longitude'>,
  project: { latitude: number; longitude: number } | null,
): { km: number; far: boolean } | null {
  if (!project || file.latitude === null || file.longitude === null) return null;
  const km = Math.round(distanceKm({ latitude: file.latitude, longitude: file.longitude }, project));
  return { km, far: km > FAR_WEATHER_FILE_KM };
}
