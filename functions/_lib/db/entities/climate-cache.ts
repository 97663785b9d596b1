/**
 * Climate cache: the climate an online source gave for a location rounded to 0.01°, with its
 * derived products (monthly GHI, temperatures, best orientation), so that the source is asked
 * once per place and half-year, not once per call. The clear-sky estimate is never stored here.
 *
 * Keys: `CLIMATE#<source>#<lat>_<lon>` / `CLIMATE` (source 'pvgis-tmy' or 'nasa-power', location
 * as `39.91_116.41`); `expiresAt` (TTL) 180 days after the fetch, checked on every read.
 * Size: an hourly year is stored packed and gzipped in a Binary attribute (about 40 KB, packed by
 * the climate service's series codec, above this layer); monthly means and derived products as JSON text
 * (JSON has no NaN; the reader turns null back into NaN).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, epochSeconds, isAlive, tableName } from '../client';
import { climateDerivedSchema } from './climate-derived';

/** How long a fetched climate is kept. [days] */
export const CLIMATE_CACHE_LIFETIME_DAYS = 180;

export const weatherSiteSchema = z.object({
  name: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  elevation: z.number(),
  timezone: z.number(),
});

const storedNumber = z
  .number()
  .nullable()
  .transform((value) => value ?? Number.NaN);
const storedMonths = z.array(storedNumber).length(12);

/** Monthly means as stored (the engine's `MonthlyClimate`). */
export const monthlyClimateSchema = z.object({
  site: weatherSiteSchema,
  source: z.string(),
  ghiDaily: storedMonths,
  dhiDaily: storedMonths.optional(),
  tempMean: storedMonths,
  tempMax: storedMonths.optional(),
  tempMin: storedMonths.optional(),
  windSpeed: storedMonths.optional(),
});

/** Text attribute holding JSON, parsed with `schema`. */
function jsonText<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const climateCacheItemSchema = z
  .object({
    source: z.enum(['pvgis-tmy', 'nasa-power']),
    locationKey: z.string(),
    /** The weather's own source label (e.g. 'pvgis-tmy-json'). */
    weatherSource: z.string(),
    site: weatherSiteSchema,
    /** Packed hourly year (hourly sources). */
    hourly: z.instanceof(Uint8Array).optional(),
    /** Monthly means as JSON (monthly sources). */
    monthly: jsonText(monthlyClimateSchema).optional(),
    derived: jsonText(climateDerivedSchema),
    fetchedAt: z.string(),
    expiresAt: z.number(),
  })
  .refine((item) => (item.hourly === undefined) !== (item.monthly === undefined), {
    message: 'a cached climate holds either an hourly year or monthly means',
  });
export type ClimateCacheItem = z.output<typeof climateCacheItemSchema>;

/** What is stored for one source and location. */
export interface NewClimateCacheItem {
  source: 'pvgis-tmy' | 'nasa-power';
  locationKey: string;
  weatherSource: string;
  site: z.input<typeof weatherSiteSchema>;
  hourly?: Uint8Array;
  monthly?: unknown;
  derived: unknown;
}

const climateKey = (source: string, locationKey: string) => ({
  PK: `CLIMATE#${source}#${locationKey}`,
  SK: 'CLIMATE',
});

/** The cached climate of a source at a rounded location, if stored and not expired. */
export async function getCachedClimate(
  source: NewClimateCacheItem['source'],
  locationKey: string,
  nowMs = Date.now(),
): Promise<ClimateCacheItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: climateKey(source, locationKey) }),
  );
  const item = Item ? climateCacheItemSchema.parse(Item) : undefined;
  return isAlive(item, nowMs) ? item : undefined;
}

/** Stores (or replaces) the climate of a source at a rounded location for 180 days. */
export async function putCachedClimate(item: NewClimateCacheItem, nowMs = Date.now()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...climateKey(item.source, item.locationKey),
        type: 'ClimateCache',
        source: item.source,
        locationKey: item.locationKey,
        weatherSource: item.weatherSource,
        site: item.site,
        ...(item.hourly ? { hourly: item.hourly } : {}),
        ...(item.monthly === undefined ? {} : { monthly: JSON.stringify(item.monthly) }),
        derived: JSON.stringify(item.derived),
        fetchedAt: new Date(nowMs).toISOString(),
        expiresAt: epochSeconds(nowMs + CLIMATE_CACHE_LIFETIME_DAYS * 24 * 3600 * 1000),
      },
    }),
  );
}
