/**
 * A site's far horizon from PVGIS's horizon service [SUR-8], cached as the climate is: in the
 * container's memory, then in the table by location rounded to 0.01° for 180 days
 * (db/entities/horizon-cache.ts); PVGIS is asked only when neither holds it.
 *
 * API: `GET {base}/printhorizon?lat=..&lon=..&outputformat=json` ("PVGIS non-interactive
 * service", JRC), read by shared/project/record/horizon-file.ts. Without an answer (no network, a
 * timeout, a failing service) the call answers −1 with a localized message saying so and that a
 * file or the manual profile can be used; a place PVGIS has no data for (HTTP 4xx, over the sea)
 * answers its own message. After a timeout, a network error or a failing service the container
 * does not ask PVGIS again for a minute (as the climate service waits), so a user retrying does
 * not hold a request for the whole time limit each time.
 */
import { Code } from '@pvd/shared/errors/codes';
import { readPvgisHorizonJson } from '@pvd/shared/project/record/horizon-file';
import { config } from '../config/env';
import { type CachedHorizonPoints, getCachedHorizon, putCachedHorizon } from '../db/entities/horizon-cache';
import { AppError } from '../errors';
import { errorFields, logger } from '../logger';
import { type RoundedLocation, roundLocation } from './location';
import { LruMap } from './lru';
import { ClimateSourceError, fetchSourceText } from './sources/fetch-text';
import { pvgisToolUrl } from './sources/pvgis';

/** The horizon request URL of a location (base without a trailing slash, e.g. …/api/v5_3). */
export function pvgisHorizonUrl(
  baseUrl: string,
  location: Pick<RoundedLocation, 'latitude' | 'longitude'>,
): string {
  return pvgisToolUrl(baseUrl, 'printhorizon', location);
}

const memory = new LruMap<string, CachedHorizonPoints>(64);

/** Wait after PVGIS gave no answer before asking it again. [ms] */
export const HORIZON_RETRY_AFTER_MS = 60_000;
/** Until when PVGIS is not asked again. [ms since epoch] */
let sourceDownUntil = 0;

/**
 * Fetches and reads PVGIS's horizon of a location.
 * @throws AppError −1 'horizonServiceUnavailable' without an answer, 'horizonServiceNoData' for a
 *   place PVGIS has no horizon for or an answer that is not one
 */
export async function fetchPvgisHorizon(
  location: RoundedLocation,
  options: { baseUrl: string; timeoutMs: number; fetch?: typeof fetch; now?: () => number },
): Promise<CachedHorizonPoints> {
  const now = options.now ?? Date.now;
  if (sourceDownUntil > now()) {
    throw new AppError(Code.failed, { messageKey: 'horizonServiceUnavailable', status: 503 });
  }
  let text: string;
  try {
    text = await fetchSourceText(pvgisHorizonUrl(options.baseUrl, location), options);
  } catch (error) {
    const failure = error instanceof ClimateSourceError ? error.failure : 'network';
    logger.warn('horizon source failed', { source: 'pvgis-horizon', failure, ...errorFields(error) });
    const messageKey = failure === 'no-data' ? 'horizonServiceNoData' : 'horizonServiceUnavailable';
    if (failure !== 'no-data') sourceDownUntil = now() + HORIZON_RETRY_AFTER_MS;
    throw new AppError(Code.failed, { messageKey, status: failure === 'no-data' ? 422 : 503, cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const read = readPvgisHorizonJson(json);
  if (!read.ok) throw new AppError(Code.failed, { messageKey: 'horizonServiceNoData', status: 502 });
  return read.points;
}

/** The far horizon of a site (see the module comment). */
export async function horizonOfSite(latitude: number, longitude: number): Promise<CachedHorizonPoints> {
  const location = roundLocation(latitude, longitude);
  const known = memory.get(location.key);
  if (known) return known;
  const stored = await getCachedHorizon(location.key).catch((error: unknown) => {
    logger.warn('horizon cache read failed', errorFields(error));
    return undefined;
  });
  if (stored) {
    memory.set(location.key, stored);
    return stored;
  }
  const { PVGIS_API_URL, CLIMATE_SOURCE_TIMEOUT_MS } = config();
  const points = await fetchPvgisHorizon(location, {
    baseUrl: PVGIS_API_URL,
    timeoutMs: CLIMATE_SOURCE_TIMEOUT_MS,
  });
  await putCachedHorizon(location.key, points).catch((error: unknown) => {
    logger.warn('horizon cache write failed', errorFields(error));
  });
  memory.set(location.key, points);
  return points;
}
