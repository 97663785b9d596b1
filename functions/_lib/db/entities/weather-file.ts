/**
 * Weather file: an hourly weather year a user uploaded (EPW, TMY3, PVGIS TMY) to use as the
 * climate of a project. It belongs to the account that uploaded it; the original file stays in
 * the bucket under `weather/<accountId>/<id>`, and the table keeps it read and packed.
 *
 * Keys: `WEATHERFILE#<id>` / `META` (name, owner, site, derived products; GSI1
 * `ACCOUNT#<accountId>#WEATHERFILES` / `<created ISO>` lists an account's files newest first),
 * and `WEATHERFILE#<id>` / `SERIES` (the packed hourly year, about 40 KB, kept apart so that
 * listing and ownership checks never read it). Both are written in one transaction.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { bucketPrefixes } from '../../config/resources';
import { db, queryAllPages, tableName } from '../client';
import { weatherSiteSchema } from './climate-cache';
import { climateDerivedSchema } from './climate-derived';

/** Where the original files are kept in the bucket. */
export const WEATHER_FILE_PREFIX = bucketPrefixes.weather;

const metaSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  fileName: z.string(),
  /** The format the reader recognised (the weather's `source`). */
  format: z.string(),
  site: weatherSiteSchema,
  records: z.number(),
  /** The calendar years of its records; absent for files kept before they were. */
  years: z.object({ first: z.number(), last: z.number() }).nullish(),
  derived: z
    .string()
    .transform((text) => JSON.parse(text) as unknown)
    .pipe(climateDerivedSchema),
  objectKey: z.string(),
  createdAt: z.string(),
});
export type WeatherFileMeta = z.output<typeof metaSchema>;
export type NewWeatherFileMeta = Omit<WeatherFileMeta, 'derived'> & { derived: unknown };

/**
 * What is read of a record that no longer passes its schema (say, derived products written by an
 * older reader): enough to list it, check its owner and delete it, so a bad record can never lock
 * its owner out of their files.
 */
const unreadableSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  objectKey: z.string(),
  fileName: z.string().catch(''),
  createdAt: z.string().catch(''),
});
export type UnreadableWeatherFile = z.output<typeof unreadableSchema> & { unreadable: true };
/** A stored weather file as read: whole, or only what {@link UnreadableWeatherFile} keeps. */
export type StoredWeatherFile = WeatherFileMeta | UnreadableWeatherFile;

export function isUnreadable(file: StoredWeatherFile): file is UnreadableWeatherFile {
  return 'unreadable' in file;
}

function readStored(item: Record<string, unknown>): StoredWeatherFile {
  const whole = metaSchema.safeParse(item);
  if (whole.success) return whole.data;
  return { ...unreadableSchema.parse(item), unreadable: true };
}

const seriesSchema = z.object({ series: z.instanceof(Uint8Array) });

const metaKey = (id: string) => ({ PK: `WEATHERFILE#${id}`, SK: 'META' });
const seriesKey = (id: string) => ({ PK: `WEATHERFILE#${id}`, SK: 'SERIES' });
const accountIndex = (accountId: string) => `ACCOUNT#${accountId}#WEATHERFILES`;

/** Stores a new weather file's record and packed series together. */
export async function createWeatherFile(meta: NewWeatherFileMeta, series: Uint8Array): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...metaKey(meta.id),
              GSI1PK: accountIndex(meta.accountId),
              GSI1SK: meta.createdAt,
              type: 'WeatherFile',
              ...meta,
              derived: JSON.stringify(meta.derived),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...seriesKey(meta.id), type: 'WeatherFileSeries', series },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ],
    }),
  );
}

/** A weather file's record (no series), whole or unreadable, or undefined. */
export async function getWeatherFile(id: string): Promise<StoredWeatherFile | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: metaKey(id) }));
  return Item ? readStored(Item) : undefined;
}

/** A weather file's packed hourly series, or undefined. */
export async function getWeatherFileSeries(id: string): Promise<Uint8Array | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: seriesKey(id) }));
  return Item ? seriesSchema.parse(Item).series : undefined;
}

/** An account's weather files, newest first (GSI1; the series items are not in the index). */
export async function listWeatherFilesOfAccount(accountId: string): Promise<StoredWeatherFile[]> {
  const items = await queryAllPages({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': accountIndex(accountId) },
    ScanIndexForward: false,
  });
  return items.map(readStored);
}

/** Deletes a weather file's record and series (its original in the bucket is the caller's to delete). */
export async function deleteWeatherFileItems(id: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: metaKey(id) } },
        { Delete: { TableName: tableName(), Key: seriesKey(id) } },
      ],
    }),
  );
}
