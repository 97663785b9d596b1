/**
 * Common battery: a battery the maintainer keeps in a form, offered with every storage inverter
 * [CAT-7]. Model plus brand is unique (case-insensitive) through a guard item written in the
 * same transaction as the battery; edits carry the version read (117 otherwise).
 *
 * Keys: `CATALOGUE#COMMONBATTERY` / `COMMONBATTERY#<id>`; guard
 * `UNIQUE#COMMONBATTERY#<model>#<brand>` / `UNIQUE`.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type CommonBatteryRow, commonBatteryRow } from '@pvd/shared/catalogue/battery';
import { db, tableName, writeUnlessRefused } from '../client';
import { claimName, type Item, normaliseName, queryPartition, releaseName } from '../items';
import { replaceNamedItem, type SaveOutcome, writeNewNamedItem } from '../named-item';

const PK = 'CATALOGUE#COMMONBATTERY';
const NAME_KIND = 'COMMONBATTERY';
const itemKey = (id: string) => ({ PK, SK: `COMMONBATTERY#${id}` });

export type StoredCommonBattery = CommonBatteryRow;

/** The name a common battery is unique by: its model and its brand. */
function commonBatteryName(battery: Pick<StoredCommonBattery, 'batterymodel' | 'batterybrand'>): string {
  return `${battery.batterymodel}#${battery.batterybrand}`;
}

/** True when `a` and `b` are the same model of the same brand (any case and spacing). */
export function sameCommonBattery(
  a: Pick<StoredCommonBattery, 'batterymodel' | 'batterybrand'>,
  b: Pick<StoredCommonBattery, 'batterymodel' | 'batterybrand'>,
): boolean {
  return normaliseName(commonBatteryName(a)) === normaliseName(commonBatteryName(b));
}

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

/** Stores a new common battery with its name claim; false (nothing written) when model and brand are taken. */
export function createCommonBattery(battery: StoredCommonBattery): Promise<boolean> {
  return writeNewNamedItem([
    claimName(NAME_KIND, commonBatteryName(battery), battery.id),
    {
      Put: { TableName: tableName(), Item: toItem(battery), ConditionExpression: 'attribute_not_exists(PK)' },
    },
  ]);
}

/**
 * Replaces a battery if it is still at `expectedVersion` ('conflict', 117, otherwise), moving its
 * name claim when model or brand changed ('nameTaken' when another battery holds the new one).
 */
export function replaceCommonBattery(
  current: StoredCommonBattery,
  next: StoredCommonBattery,
  expectedVersion: number,
): Promise<SaveOutcome> {
  return replaceNamedItem({
    kind: NAME_KIND,
    id: current.id,
    oldName: commonBatteryName(current),
    newName: commonBatteryName(next),
    item: toItem(next),
    expectedVersion,
  });
}

/** Deletes a battery and gives its name back; false when it was already gone. */
export function deleteCommonBattery(battery: StoredCommonBattery): Promise<boolean> {
  return writeUnlessRefused(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: itemKey(battery.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          releaseName(NAME_KIND, commonBatteryName(battery), battery.id),
        ],
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

/** A battery's items for a bulk load (seeds only): the battery and its name guard. */
export function storedCommonBatteryItems(battery: StoredCommonBattery): Item[] {
  return [toItem(battery), { ...claimName(NAME_KIND, commonBatteryName(battery), battery.id).Put.Item }];
}
