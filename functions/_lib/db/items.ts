/**
 * Query and write helpers shared by the catalogue entities: a whole-partition query with a
 * filter and a projection (the catalogue's listing pattern), batched puts, unique-name guard
 * items for transactions, and puts over an expected version.
 */
import { BatchWriteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, queryAllPages, tableName, writeUnlessRefused } from './client';

export type Item = Record<string, unknown>;

export interface PartitionQuery {
  pk: string;
  /** Only items whose sort key starts with this. */
  skPrefix: string;
  /** A filter on the items, with its own `#name` and `:value` placeholders. */
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  /** Attributes to answer (all when absent). */
  projection?: readonly string[];
  /** Strongly consistent read (base table only). */
  consistent?: boolean;
}

/**
 * Every item of one partition matching the query, page after page. Attribute names are always
 * aliased, so reserved words (`series`, `weight` ...) need no care at the call site.
 */
export async function queryPartition(query: PartitionQuery): Promise<Item[]> {
  const names: Record<string, string> = { ...query.filter?.names };
  const projection = query.projection?.map((attribute, i) => {
    names[`#p${i}`] = attribute;
    return `#p${i}`;
  });
  return queryAllPages({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': query.pk, ':sk': query.skPrefix, ...query.filter?.values },
    ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
    ...(projection ? { ProjectionExpression: projection.join(', ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ConsistentRead: query.consistent ?? false,
  });
}

/** Puts items 25 at a time (unconditional: for seeds and bulk loads of new ids). */
export async function batchPut(items: readonly Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    // Unprocessed items are retried with a short back-off, as the SDK guide advises.
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
    }
  }
}

/** Runs `work` over `items` with at most `limit` at a time, answering results in order. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Lower-case text with single spaces: the form names are compared in. */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The key of a unique-name guard item: `UNIQUE#<kind>#<normalised name>` / `UNIQUE`. Writing it
 * with `attribute_not_exists` in the same transaction as the item makes two concurrent inserts of
 * one name end with exactly one winner.
 */
export function uniqueNameKey(kind: string, name: string) {
  return { PK: `UNIQUE#${kind}#${normaliseName(name)}`, SK: 'UNIQUE' };
}

/** Transaction part: claims a name for `ownerId` (fails when someone holds it). */
export function claimName(kind: string, name: string, ownerId: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...uniqueNameKey(kind, name), type: 'UniqueName', kind, ownerId },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * Transaction part: gives a name back (only if `ownerId` holds it, or nobody does: items stored
 * before their kind had guards have none, and must still be editable and deletable).
 */
export function releaseName(kind: string, name: string, ownerId: string) {
  return {
    Delete: {
      TableName: tableName(),
      Key: uniqueNameKey(kind, name),
      ConditionExpression: 'attribute_not_exists(PK) OR ownerId = :owner',
      ExpressionAttributeValues: { ':owner': ownerId },
    },
  };
}

/**
 * Transaction part: puts `item` only over the stored version `expectedVersion`, so an edit made
 * from an old read fails (117) instead of overwriting a newer save.
 */
export function versionedPut(item: Item, expectedVersion: number) {
  return {
    Put: {
      TableName: tableName(),
      Item: item,
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': expectedVersion },
    },
  };
}

/** Puts `item` only over the stored version `expectedVersion`; false when someone saved in between. */
export function putAtVersion(item: Item, expectedVersion: number): Promise<boolean> {
  return writeUnlessRefused(db().send(new PutCommand(versionedPut(item, expectedVersion).Put)));
}

/** True when part `index` of a cancelled transaction failed its condition. */
export function failedPart(error: unknown, index: number): boolean {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  // A plain conditional write (no transaction) has no reasons: its one condition failed.
  return reasons ? reasons[index]?.Code === 'ConditionalCheckFailed' : index === 0;
}

/** SET clauses for `fields` plus `version = version + 1`, with their placeholders. */
export function setFieldsExpression(fields: Record<string, unknown>) {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':one': 1 };
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  return {
    UpdateExpression: `SET ${[...sets, '#version = #version + :one'].join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** One part of a TransactWriteItems request. */
export type TransactPart = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** Parts per transaction: DynamoDB's limit is 100. */
const PARTS_PER_TRANSACTION = 100;

/** Why each part of a cancelled transaction failed ('None' for the parts that did not). */
function cancellationCodes(error: unknown): string[] {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

function nextBatch(groups: readonly TransactPart[][], pending: readonly number[]): number[] {
  const batch: number[] = [];
  let parts = 0;
  for (const index of pending) {
    if (parts + groups[index]!.length > PARTS_PER_TRANSACTION) break;
    batch.push(index);
    parts += groups[index]!.length;
  }
  return batch;
}

/** The groups of a cancelled transaction whose own condition failed. */
function failedGroups(
  error: unknown,
  groups: readonly TransactPart[][],
  batch: readonly number[],
): Set<number> {
  const codes = cancellationCodes(error);
  const failed = new Set<number>();
  let offset = 0;
  for (const index of batch) {
    const size = groups[index]!.length;
    if (codes.slice(offset, offset + size).includes('ConditionalCheckFailed')) failed.add(index);
    offset += size;
  }
  return failed;
}

/**
 * Writes groups of parts (a new item with its unique-name claim), many groups per transaction.
 * A group whose condition fails (its name is taken) is left out and the transaction retried with
 * the others; a conflict with another transaction is retried after a pause. Answers, per group,
 * whether it was written. Why: one transaction per item costs a round trip each; 50 per
 * transaction keep every write conditional at a fiftieth of the round trips.
 */
export async function writeGroupsAtomically(groups: readonly TransactPart[][]): Promise<boolean[]> {
  const written = groups.map(() => false);
  let pending = groups.map((_, i) => i);
  let conflicts = 0;
  while (pending.length > 0) {
    const batch = nextBatch(groups, pending);
    try {
      await db().send(new TransactWriteCommand({ TransactItems: batch.flatMap((i) => groups[i]!) }));
      for (const index of batch) written[index] = true;
      pending = pending.slice(batch.length);
      conflicts = 0;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const failed = failedGroups(error, groups, batch);
      if (failed.size === 0) {
        // A conflict with another transaction, or throttling: wait, then try again.
        if (++conflicts > 20) throw error;
        await new Promise((r) => setTimeout(r, Math.min(500, 10 * 2 ** conflicts)));
      }
      pending = pending.filter((index) => !failed.has(index));
    }
  }
  return written;
}
