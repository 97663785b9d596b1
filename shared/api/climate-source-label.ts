/**
 * The name of a climate source in a reader's language, built from what the source is (its id,
 * and the file's name for an uploaded weather file), never read from a stored text: a project
 * stores its climate source once, in the language of the moment, and is read in either.
 */
import type { Culture } from '../errors/codes';
import type { ClimateSourceId } from './climate';

const LABELS: Record<Exclude<ClimateSourceId, 'weather-file'>, Record<Culture, string>> = {
  'pvgis-tmy': {
    'zh-CN': 'PVGIS 典型气象年（欧盟委员会联合研究中心）',
    en: 'PVGIS typical meteorological year (European Commission JRC)',
  },
  'nasa-power': {
    'zh-CN': 'NASA POWER 气候数据（多年月均值）',
    en: 'NASA POWER climatology (long-term monthly means)',
  },
  'clear-sky-estimate': {
    'zh-CN': '估算值：晴空模型与该地点的典型晴空指数',
    en: "Estimate: clear-sky model with the place's typical clear-sky index",
  },
};

const WEATHER_FILE: Record<Culture, string> = { 'zh-CN': '上传的气象文件：', en: 'Uploaded weather file: ' };

/**
 * The source's name in `culture`.
 *
 * @param source - The source's id, its uploaded file's name, and the label it was stored with:
 *   only a weather file stored before its name was kept (no `fileName`) falls back to that label.
 * @example
 * climateSourceLabel({ id: 'clear-sky-estimate', label: '估算值：晴空模型与该地点的典型晴空指数' }, 'en');
 * // "Estimate: clear-sky model with the place's typical clear-sky index"
 */
export function climateSourceLabel(
  source: { id: ClimateSourceId; fileName?: string; label?: string },
  culture: Culture,
): string {
  if (source.id !== 'weather-file') return LABELS[source.id][culture];
  if (source.fileName === undefined && source.label !== undefined) return source.label;
  return `${WEATHER_FILE[culture]}${source.fileName ?? ''}`;
}
