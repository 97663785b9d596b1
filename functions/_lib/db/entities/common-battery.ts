/**
 * Common battery: a battery the maintainer keeps in a form, offered with every storage inverter
 * (000 §3). Edits carry the version read (117 otherwise).
 *
 * Keys: `CATALOGUE#COMMONBATTERY` / `COMMONBATTERY#<id>`.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type CommonBatteryRow, commonBatteryRow } from '@pvd/shared/catalogue/common-battery';
import { db, tableName, writeUnlessRefused } from '../client';
import { type Item, normaliseName, putAtVersion, queryPartition } from '../items';

const PK = 'CATALOGUE#COMMONBATTERY';
const itemKey = (id: string) => ({ PK, SK: `COMMONBATTERY#${id}` });

export type StoredCommonBattery = CommonBatteryRow;

function toItem(battery: StoredCommonBattery): Item {
  return {
    ...itemKey(battery.id),
    type: 'CommonBattery',
    ...battery,
    modelSearch: normaliseName(battery.batterymodel),
  };
}

/** A common battery by id, or undefined. */
export async function getCommonBattery(id: string): Promise<StoredCommonBattery | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(id), ConsistentRead: true }),
  );
  return Item ? commonBatteryRow.parse(Item) : undefined;
}

/** Stores a new common battery. */
export async function createCommonBattery(battery: StoredCommonBattery): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: toItem(battery),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Replaces a battery if it is still at `expectedVersion`; false otherwise (117). */
export function replaceCommonBattery(next: StoredCommonBattery, expectedVersion: number) {
  return putAtVersion(toItem(next), expectedVersion);
}

/** Deletes a battery; false when it was already gone. */
export function deleteCommonBattery(id: string): Promise<boolean> {
  return writeUnlessRefused(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: itemKey(id),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
}

/** Batteries whose model contains `modelName` (any case): a filtered query of the catalogue partition. */
export async function queryCommonBatteries(modelName = ''): Promise<StoredCommonBattery[]> {
  const text = normaliseName(modelName);
  const items = await queryPartition({
    pk: PK,
    skPrefix: 'COMMONBATTERY#',
    filter: text ? { expression: 'contains(modelSearch, :q)', values: { ':q': text } } : undefined,
  });
  return items.map((item) => commonBatteryRow.parse(item));
}

/** A battery's item for a bulk load (seeds only). */
export function storedCommonBatteryItem(battery: StoredCommonBattery): Item {
  return toItem(battery);
}
