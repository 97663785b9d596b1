/**
 * System battery: a battery model offered with the storage inverters of one series [CAT-7],
 * imported from spreadsheets. Series plus model is unique (case-insensitive) through a guard item.
 *
 * Keys: `CATALOGUE#BATTERY` / `BATTERY#<id>`; guard `UNIQUE#BATTERYMODEL#<series>#<model>` / `UNIQUE`.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type SystemBatterySpec, systemBattery } from '@pvd/shared/catalogue/battery';
import type { BatteryDatasheet } from '@pvd/shared/catalogue/battery-datasheet';
import type { z } from 'zod';
import { db, tableName } from '../client';
import { claimName, type Item, normaliseName, queryPartition, type TransactPart } from '../items';

const PK = 'CATALOGUE#BATTERY';
const NAME_KIND = 'BATTERYMODEL';
const itemKey = (id: string) => ({ PK, SK: `BATTERY#${id}` });

export type StoredSystemBattery = z.infer<typeof systemBattery>;

/** The name a system battery is unique by. */
export function systemBatteryName(battery: Pick<SystemBatterySpec, 'inverterseries' | 'batterymodel'>) {
  return `${battery.inverterseries}#${battery.batterymodel}`;
}

function toItem(battery: StoredSystemBattery): Item {
  return {
    ...itemKey(battery.id),
    type: 'SystemBattery',
    ...battery,
    modelSearch: normaliseName(battery.batterymodel),
    seriesSearch: normaliseName(battery.inverterseries),
  };
}

/** A new battery's stored form. */
export function newStoredSystemBattery(
  spec: SystemBatterySpec,
  id: string,
  now: Date,
  datasheet?: BatteryDatasheet,
): StoredSystemBattery {
  return { ...spec, id, createtime: now.toISOString(), ...(datasheet && { datasheet }) };
}

/** The transaction parts that store a new battery: its name claim and the item. */
export function newSystemBatteryParts(battery: StoredSystemBattery): TransactPart[] {
  return [
    claimName(NAME_KIND, systemBatteryName(battery), battery.id),
    {
      Put: { TableName: tableName(), Item: toItem(battery), ConditionExpression: 'attribute_not_exists(PK)' },
    },
  ];
}

/** A system battery by id (strongly consistent), or undefined. */
export async function getSystemBattery(id: string): Promise<StoredSystemBattery | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(id), ConsistentRead: true }),
  );
  return Item ? systemBattery.parse(Item) : undefined;
}

/** Batteries whose model contains `modelName` (any case): a filtered query of the catalogue partition. */
export async function querySystemBatteries(modelName: string): Promise<StoredSystemBattery[]> {
  const text = normaliseName(modelName);
  const items = await queryPartition({
    pk: PK,
    skPrefix: 'BATTERY#',
    filter: text ? { expression: 'contains(modelSearch, :q)', values: { ':q': text } } : undefined,
  });
  return items.map((item) => systemBattery.parse(item));
}

/** The batteries of one inverter series (any case). */
export async function querySystemBatteriesOfSeries(series: string): Promise<StoredSystemBattery[]> {
  const items = await queryPartition({
    pk: PK,
    skPrefix: 'BATTERY#',
    filter: { expression: 'seriesSearch = :s', values: { ':s': normaliseName(series) } },
  });
  return items.map((item) => systemBattery.parse(item));
}

/** A new battery's items for a bulk load (seeds only): the battery and its name guard. */
export function storedSystemBatteryItems(battery: StoredSystemBattery): Item[] {
  return [toItem(battery), { ...claimName(NAME_KIND, systemBatteryName(battery), battery.id).Put.Item }];
}
