/**
 * The sentence shown beside a climate source's figures, in a reader's language, built from what the
 * source is (as its name is, climate-source-label.ts): always for the estimate, which the product
 * never shows as if it were measured [ENG-1], and for a weather file whose site is far from the
 * project [ENG-6]. A project stores its climate source once, in the language of the moment, and is
 * read in either; a switch of language shows the sentence in the new one [ACC-13].
 */
import type { Culture } from '../errors/codes';
import { ESTIMATE_GHI_ERROR } from '../pv/climate/clear-sky-index';
import type { ClimateSourceId } from './climate';

/** Beyond this distance from the project, a weather file's answer says how far its site is. [km] */
export const FAR_WEATHER_FILE_KM = 50;

const BELOW = Math.round(ESTIMATE_GHI_ERROR.below * 100);
const ABOVE = Math.round(ESTIMATE_GHI_ERROR.above * 100);

/** What the estimate is, by how much it may be off, and where to get real figures. */
const ESTIMATE_NOTICE: Record<Culture, string> = {
  'zh-CN':
    '未能获取该地点的实测或模型气候数据：以下结果由晴空辐照模型（Haurwitz）乘以按离海距离、海拔和纬度得出的典型晴空指数估算，并非实测数据。' +
    `与真实气象年相比，年辐照量可能偏低多达 ${BELOW}%、偏高多达 ${ABOVE}%（按偏低校准；比地形所示更多云的内陆地区，如四川盆地，仍可能偏高），` +
    '发电量、回收期和收益随之偏差；最低温度是有意偏冷的估计。' +
    '如需可靠结果，请在“基础信息”步骤的“气候数据”中上传该地点的气象文件（EPW、TMY3、TMY2、PVGIS 或 NSRDB），或在能连接 PVGIS 或 NASA POWER 时重新获取。',
  en:
    'No measured or modelled climate data could be reached for this location: these figures are an ' +
    "estimate from a clear-sky model (Haurwitz) times a clear-sky index typical of the place's distance to " +
    `the sea, elevation and latitude, not measured data. Against real weather years the annual irradiation may be up to ${BELOW} % ` +
    `too low or ${ABOVE} % too high (calibrated to err low; an inland place cloudier than its geography, such as ` +
    'the Sichuan basin, can still come out too high), and yield, payback and return with it; the minimum ' +
    'temperature is a deliberately cold guess. For real figures, upload a weather file for the site (EPW, ' +
    'TMY3, TMY2, PVGIS or NSRDB) under “Climate data” on the Base info step, or fetch the climate again when ' +
    'PVGIS or NASA POWER can be reached.',
};

function farFileNotice(km: number, culture: Culture): string {
  const rounded = Math.round(km);
  return culture === 'en'
    ? `The weather file is for a site about ${rounded} km from this location.`
    : `该气象文件的站点距此位置约 ${rounded} 公里。`;
}

/**
 * The notice of a source in `culture`, or undefined when its figures need none.
 *
 * @param source - What the source is: its id, and for a weather file the distance of its site
 *   from the project [km]; a weather file stored before its distance was kept falls back to the
 *   notice it was stored with.
 * @example
 * climateSourceNotice({ id: 'weather-file', distanceKm: 1068.4 }, 'en');
 * // 'The weather file is for a site about 1068 km from this location.'
 */
export function climateSourceNotice(
  source: { id: ClimateSourceId; distanceKm?: number; notice?: string },
  culture: Culture,
): string | undefined {
  if (source.id === 'clear-sky-estimate') return ESTIMATE_NOTICE[culture];
  if (source.id !== 'weather-file') return undefined;
  if (source.distanceKm === undefined) return source.notice;
  return source.distanceKm > FAR_WEATHER_FILE_KM ? farFileNotice(source.distanceKm, culture) : undefined;
}
