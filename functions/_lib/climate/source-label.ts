/**
 * The `source` object of an engine answer, in the caller's language: which climate was used,
 * whether it is an estimate, and a notice wherever the figures need one: the product never shows an
 * estimate as if it were measured [ENG-1].
 */
import type { ClimateSource } from '@pvd/shared/api/climate';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import type { Culture } from '@pvd/shared/errors/codes';
import { distanceKm } from '@pvd/shared/geo/distance';
import type { ClimateOrigin } from './climate-data';

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
  if (origin.id === 'weather-file') {
    source.weatherFileId = origin.weatherFileId;
    source.fileName = origin.fileName ?? '';
    source.distanceKm = Math.round(distanceKm(origin, requested));
  }
  const notice = climateSourceNotice(source, culture);
  if (notice !== undefined) source.notice = notice;
  return source;
}
