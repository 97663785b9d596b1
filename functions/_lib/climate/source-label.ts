/**
 * The `source` object of an engine answer, in the caller's language: which climate was used,
 * whether it is an estimate, and a notice wherever the figures need one: the product never shows an
 * estimate as if it were measured [ENG-1].
 */
import type { ClimateSource } from '@pvd/shared/api/climate';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import type { Culture } from '@pvd/shared/errors/codes';
import { ESTIMATE_GHI_ERROR } from '@pvd/shared/pv/climate/clear-sky-index';
import type { ClimateOrigin } from './climate-data';
import { distanceKm } from './location';

/** Beyond this distance from the requested location, a weather file's answer says how far it is. [km] */
export const FAR_WEATHER_FILE_KM = 50;

const BELOW = Math.round(ESTIMATE_GHI_ERROR.below * 100);
const ABOVE = Math.round(ESTIMATE_GHI_ERROR.above * 100);

/** What the estimate is, by how much it may be off, and how to get real figures. */
const ESTIMATE_NOTICE: Record<Culture, string> = {
  'zh-CN':
    '未能获取该地点的实测或模型气候数据：以下结果由晴空辐照模型（Haurwitz）乘以按离海距离、海拔和纬度得出的典型晴空指数估算，并非实测数据。' +
    `与真实气象年相比，年辐照量可能偏低多达 ${BELOW}%、偏高多达 ${ABOVE}%（按偏低校准；比地形所示更多云的内陆地区，如四川盆地，仍可能偏高），` +
    '发电量、回收期和收益随之偏差；最低温度是有意偏冷的估计。' +
    '如需可靠结果，请上传该地点的气象文件（EPW、TMY3、TMY2、PVGIS 或 NSRDB），或在能连接 PVGIS 或 NASA POWER 时重新获取。',
  en:
    'No measured or modelled climate data could be reached for this location: these figures are an ' +
    "estimate from a clear-sky model (Haurwitz) times a clear-sky index typical of the place's distance to " +
    `the sea, elevation and latitude, not measured data. Against real weather years the annual irradiation may be up to ${BELOW} % ` +
    `too low or ${ABOVE} % too high (calibrated to err low; an inland place cloudier than its geography, such as ` +
    'the Sichuan basin, can still come out too high), and yield, payback and return with it; the minimum ' +
    'temperature is a deliberately cold guess. For real figures, upload a weather file for the site (EPW, ' +
    'TMY3, TMY2, PVGIS or NSRDB) or fetch the climate again when PVGIS or NASA POWER can be reached.',
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
