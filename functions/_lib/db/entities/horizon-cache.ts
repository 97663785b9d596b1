/**
 * Far-horizon cache: PVGIS's skyline for a location rounded to 0.01°, kept as the climate is
 * (climate-cache.ts), so PVGIS is asked once per place and half-year.
 *
 * Keys: `HORIZON#pvgis#<lat>_<lon>` / `HORIZON`; `expiresAt` (TTL) 180 days after the fetch,
 * checked on every read. The points as JSON text (48 from PVGIS, at most 360).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, epochSeconds, isAlive, tableName } from '../client';
import { CLIMATE_CACHE_LIFETIME_DAYS } from './climate-cache';

const horizonPoints = z.array(z.object({ azimuth: z.number(), elevation: z.number() }));
export type CachedHorizonPoints = z.output<typeof horizonPoints>;

const horizonCacheItem = z.object({
  locationKey: z.string(),
  points: z
    .string()
    .transform((text) => JSON.parse(text) as unknown)
    .pipe(horizonPoints),
  fetchedAt: z.string(),
  expiresAt: z.number(),
});

const horizonKey = (locationKey: string) => ({ PK: `HORIZON#pvgis#${locationKey}`, SK: 'HORIZON' });

/** The cached skyline of a rounded location, if stored, readable and not expired. */
export async function getCachedHorizon(
  locationKey: string,
  nowMs = Date.now(),
): Promise<CachedHorizonPoints | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: horizonKey(locationKey) }));
  const parsed = Item ? horizonCacheItem.safeParse(Item) : undefined;
  // An unreadable item is fetched again and replaced rather than refused.
  const item = parsed?.success ? parsed.data : undefined;
  return isAlive(item, nowMs) ? item?.points : undefined;
}

/** Stores (or replaces) the skyline of a rounded location for 180 days. */
export async function putCachedHorizon(
  locationKey: string,
  points: CachedHorizonPoints,
  nowMs = Date.now(),
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...horizonKey(locationKey),
        type: 'HorizonCache',
        locationKey,
        points: JSON.stringify(points),
        fetchedAt: new Date(nowMs).toISOString(),
        expiresAt: epochSeconds(nowMs + CLIMATE_CACHE_LIFETIME_DAYS * 24 * 3600 * 1000),
      },
    }),
  );
}
