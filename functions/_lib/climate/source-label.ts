/**
 * The `source` object of an engine answer, in the caller's language: which climate was used,
 * whether it is an estimate, and a notice wherever the figures need one (ARCHITECTURE.md: the
 * product never shows an estimate as if it were measured).
 */
import type { ClimateSource } from '@pvd/shared/api/climate';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import type { Culture } from '@pvd/shared/errors/codes';
import type { ClimateOrigin } from './climate-data';
import { distanceKm } from './location';

/** Beyond this distance from the requested location, a weather file's answer says how far it is. [km] */
export const FAR_WEATHER_FILE_KM = 50;

const ESTIMATE_NOTICE: Record<Culture, string> = {
  'zh-CN':
    '未能获取该地点的实测或模型气候数据：以下结果由晴空辐照模型（Haurwitz）乘以典型晴朗指数估算，并非实测数据。',
  en:
    'No measured or modelled climate data could be reached for this location: these figures are an ' +
    'estimate from a clear-sky model (Haurwitz) times a typical clearness index, not measured data.',
};

function farFileNotice(km: number, culture: Culture): string {
  const rounded = Math.round(km);
  return culture === 'en'
    ? `The weather file is for a site about ${rounded} km from this location.`
    : `该气象文件的站点距此位置约 ${rounded} 公里。`;
}

/**
 * The answer's `source` for a climate.
 * @param origin where the climate came from
 * @param requested the location the caller asked about [°]
 * @param culture the caller's language
 * @example
 * describeSource({ id: 'clear-sky-estimate', latitude: 39.91, longitude: 116.41 }, requested, 'en');
 * // { id: 'clear-sky-estimate', isEstimate: true, notice: 'No measured ...', ... }
 */
export function describeSource(
  origin: ClimateOrigin,
  requested: { latitude: number; longitude: number },
  culture: Culture,
): ClimateSource {
  const source: ClimateSource = {
    id: origin.id,
    label: climateSourceLabel({ id: origin.id, fileName: origin.fileName ?? '' }, culture),
    isEstimate: origin.id === 'clear-sky-estimate',
    latitude: origin.latitude,
    longitude: origin.longitude,
  };
  if (origin.id === 'clear-sky-estimate') source.notice = ESTIMATE_NOTICE[culture];
  if (origin.id === 'weather-file') {
    source.weatherFileId = origin.weatherFileId;
    source.fileName = origin.fileName ?? '';
    const km = distanceKm(origin, requested);
    if (km > FAR_WEATHER_FILE_KM) source.notice = farFileNotice(km, culture);
  }
  return source;
}
