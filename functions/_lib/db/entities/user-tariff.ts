/**
 * User tariff: a tariff of a user's own library [TAR-14], in its JSON form [TAR-1], in its owner's
 * partition (so another user's id is simply not found: 114). An account keeps at most
 * TARIFF_LIMITS.perAccount tariffs, counted by a counter item written in the same transaction as
 * each insert and delete, so concurrent inserts cannot pass the bound.
 *
 * Keys: `ACCOUNT#<accountId>` / `TARIFF#<id>`; the count `ACCOUNT#<accountId>` / `COUNT#TARIFFS`.
 *
 * A DynamoDB map keeps no order of its keys, but a tariff's periods are in the user's order (their
 * colours, the brushes, the table): the item keeps their names in order beside it (`periodOrder`),
 * and a read puts them back so.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TARIFF_LIMITS } from '@pvd/shared/constants/limits';
import { tariffSchema } from '@pvd/shared/tariff/schema';
import * as z from 'zod';
import { db, isConditionFailure, tableName, writeUnlessRefused } from '../client';
import { failedPart, type Item, normaliseName, putAtVersion, queryPartition } from '../items';

const partition = (accountId: string) => `ACCOUNT#${accountId}`;
const itemKey = (accountId: string, id: string) => ({ PK: partition(accountId), SK: `TARIFF#${id}` });
const countKey = (accountId: string) => ({ PK: partition(accountId), SK: 'COUNT#TARIFFS' });

const storedTariffSchema = z.object({
  Id: z.string(),
  tariff: tariffSchema,
  createtime: z.string(),
  lastmodifytime: z.string(),
  version: z.number(),
});
export type StoredUserTariff = z.output<typeof storedTariffSchema>;

function toItem(accountId: string, stored: StoredUserTariff): Item {
  return {
    ...itemKey(accountId, stored.Id),
    type: 'UserTariff',
    ...stored,
    nameSearch: normaliseName(stored.tariff.name),
    periodOrder: Object.keys(stored.tariff.periods),
  };
}

/** A stored item read back, its periods in the order they were written (items before the order: as read). */
function fromItem(item: Record<string, unknown>): StoredUserTariff {
  const stored = storedTariffSchema.parse(item);
  const order = z.array(z.string()).safeParse(item.periodOrder);
  if (!order.success) return stored;
  const { periods } = stored.tariff;
  const named = order.data.filter((name) => name in periods);
  const rest = Object.keys(periods).filter((name) => !named.includes(name));
  const ordered = Object.fromEntries([...named, ...rest].map((name) => [name, periods[name]!]));
  return { ...stored, tariff: { ...stored.tariff, periods: ordered } };
}

/** A new tariff's stored form. */
export function newStoredUserTariff(
  tariff: StoredUserTariff['tariff'],
  id: string,
  now: Date,
): StoredUserTariff {
  const time = now.toISOString();
  return { Id: id, tariff, createtime: time, lastmodifytime: time, version: 1 };
}

/** The caller's tariff, or undefined when the caller has none of that id. */
export async function getUserTariff(accountId: string, id: string): Promise<StoredUserTariff | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(accountId, id), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

/** The caller's tariffs whose name contains `name` (any case), oldest first. */
export async function queryUserTariffs(accountId: string, name = ''): Promise<StoredUserTariff[]> {
  const text = normaliseName(name);
  const items = await queryPartition({
    pk: partition(accountId),
    skPrefix: 'TARIFF#',
    filter: text ? { expression: 'contains(nameSearch, :q)', values: { ':q': text } } : undefined,
    consistent: true,
  });
  return items
    .map((item) => fromItem(item))
    .sort((a, b) => a.createtime.localeCompare(b.createtime) || a.Id.localeCompare(b.Id));
}

/** The count's change, refused when an insert would pass the bound. */
function countPart(accountId: string, by: 1 | -1) {
  return {
    Update: {
      TableName: tableName(),
      Key: countKey(accountId),
      UpdateExpression: 'ADD tariffCount :by SET #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':by': by,
        ':type': 'UserTariffCount',
        ...(by === 1 && { ':max': TARIFF_LIMITS.perAccount }),
      },
      ...(by === 1 && { ConditionExpression: 'attribute_not_exists(tariffCount) OR tariffCount < :max' }),
    },
  };
}

/** Tries of an insert that met another transaction on the count (never a full library). */
const INSERT_ATTEMPTS = 3;

/**
 * Stores a new tariff and counts it; false (nothing written) when the library is full. An insert
 * cancelled by a concurrent write of the count (DynamoDB's `TransactionConflict`) is tried again.
 */
export async function createUserTariff(accountId: string, stored: StoredUserTariff): Promise<boolean> {
  const put = {
    Put: {
      TableName: tableName(),
      Item: toItem(accountId, stored),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [countPart(accountId, 1), put] }));
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (failedPart(error, 0)) return false;
      if (attempt >= INSERT_ATTEMPTS) throw error;
    }
  }
}

/** Replaces the caller's tariff if it is still at `expectedVersion`; false (117) otherwise. */
export function replaceUserTariff(
  accountId: string,
  next: StoredUserTariff,
  expectedVersion: number,
): Promise<boolean> {
  return putAtVersion(toItem(accountId, next), expectedVersion);
}

/** Deletes the caller's tariff and uncounts it; false when it was not there (any more). */
export function deleteUserTariff(accountId: string, id: string): Promise<boolean> {
  return writeUnlessRefused(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: itemKey(accountId, id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          countPart(accountId, -1),
        ],
      }),
    ),
  );
}
