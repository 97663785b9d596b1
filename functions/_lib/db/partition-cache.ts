/**
 * A per-container cache of listed partitions (the catalogue's, and each user's custom panels),
 * kept honest by a revision counter item: every list call reads the revision (one strongly
 * consistent GetItem) and reloads the partition when it moved, so a write seen by any container
 * is seen by all. Writers raise the revision after their write; a cached list is also dropped
 * after {@link MAX_AGE_MS}, which bounds staleness should a writer stop between its write and
 * the raise. Why: reading 5 000 items costs about 600 RCU and hundreds of milliseconds per call
 * (seconds on DynamoDB Local), while the catalogue changes a few times a day.
 *
 * Keys: `<partition>` / `REVISION` → revision (a number raised with ADD).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { type Item, queryPartition } from './items';

/** Longest a cached list is served without a reload. [ms] */
export const MAX_AGE_MS = 60_000;
/** Rows the cache may hold across partitions before the oldest lists are dropped. */
const MAX_CACHED_ROWS = 60_000;

interface Entry {
  revision: number;
  loadedAt: number;
  rows: Item[];
}

const cache = new Map<string, Entry>();
let cachedRows = 0;

const revisionKey = (partition: string, list: string) => ({ PK: partition, SK: `REVISION#${list}` });

async function readRevision(partition: string, list: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: revisionKey(partition, list), ConsistentRead: true }),
  );
  return Number(Item?.revision ?? 0);
}

/** Raises a list's revision after a write, so every container reloads it. */
export async function raiseRevision(partition: string, list: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: revisionKey(partition, list),
      UpdateExpression: 'SET #type = :type ADD revision :one',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'ListRevision', ':one': 1 },
    }),
  );
}

function store(key: string, entry: Entry): void {
  const previous = cache.get(key);
  if (previous) cachedRows -= previous.rows.length;
  cache.delete(key);
  cache.set(key, entry);
  cachedRows += entry.rows.length;
  // Maps iterate in insertion order: the first keys are the least recently loaded lists.
  for (const [oldKey, oldEntry] of cache) {
    if (cachedRows <= MAX_CACHED_ROWS || oldKey === key) break;
    cache.delete(oldKey);
    cachedRows -= oldEntry.rows.length;
  }
}

/**
 * The rows of a list, from the cache when its revision has not moved, else from `load` (which
 * should answer them sorted as the list shows them). Callers must not change the rows.
 */
export async function cachedList(
  partition: string,
  list: string,
  load: () => Promise<Item[]>,
): Promise<readonly Item[]> {
  const key = `${partition}|${list}`;
  const revision = await readRevision(partition, list);
  const hit = cache.get(key);
  if (hit && hit.revision === revision && Date.now() - hit.loadedAt < MAX_AGE_MS) return hit.rows;
  const rows = await load();
  store(key, { revision, loadedAt: Date.now(), rows });
  return rows;
}

/** A listing of one partition: its items under a sort-key prefix, with only some columns read. */
export interface PartitionListing {
  partition: string;
  /** The list's name in its revision key, e.g. `INVERTERS`. */
  list: string;
  skPrefix: string;
  /** The attributes a row holds (the list's columns and what its filters search). */
  columns: readonly string[];
  /** The order the list shows its rows in. */
  order(a: Item, b: Item): number;
}

/**
 * The rows of a listing in its order: one strongly consistent query of the partition with only
 * the listing's columns projected, cached per container and checked against the list revision
 * (see {@link cachedList}). Callers filter the rows and must not change them.
 */
export function cachedPartitionRows(listing: PartitionListing): Promise<readonly Item[]> {
  return cachedList(listing.partition, listing.list, async () => {
    const items = await queryPartition({
      pk: listing.partition,
      skPrefix: listing.skPrefix,
      projection: listing.columns,
      consistent: true,
    });
    return items.sort(listing.order);
  });
}

/** Empties the cache (tests of the cache itself). */
export function onlyUseInTestsClearListCache(): void {
  cache.clear();
  cachedRows = 0;
}
