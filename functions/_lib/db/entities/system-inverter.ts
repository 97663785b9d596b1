/**
 * System inverter: a model of the shared catalogue [CAT-4]. Its model name is unique
 * (case-insensitive) through a guard item written in the same transaction; edits carry the
 * version read and fail instead of overwriting a newer save (117).
 *
 * Keys: `CATALOGUE#INVERTER` / `INVERTER#<id>` (the catalogue partition, listed by one query with
 * only the list columns projected, cached per container: see partition-cache.ts); its list
 * revision `CATALOGUE#INVERTER` / `REVISION#INVERTERS`; guard `UNIQUE#INVERTERMODEL#<name>` / `UNIQUE`.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SystemInverterSpec } from '@pvd/shared/catalogue/system-inverter';
import {
  SYSTEM_INVERTER_LIST_COLUMNS,
  type SystemInverter,
  systemInverter,
} from '@pvd/shared/catalogue/system-inverter-view';
import * as z from 'zod';
import { db, isConditionFailure, tableName, writeUnlessRefused } from '../client';
import {
  claimName,
  type Item,
  normaliseName,
  releaseName,
  setFieldsExpression,
  type TransactPart,
} from '../items';
import { replaceNamedItem, type SaveOutcome, writeNewNamedItem } from '../named-item';
import { cachedPartitionRows, raiseRevision } from '../partition-cache';
import { newestFirst } from '../sorting';

export type { SaveOutcome } from '../named-item';

const PK = 'CATALOGUE#INVERTER';
const NAME_KIND = 'INVERTERMODEL';
const LIST = 'INVERTERS';
const itemKey = (id: string) => ({ PK, SK: `INVERTER#${id}` });

const storedInverterSchema = systemInverter.omit({ img: true }).extend({
  /** S3 key of the model's image under images/, or null. */
  imageKey: z.string().nullable(),
});
export type StoredInverter = z.infer<typeof storedInverterSchema>;

/** The stored item of a model: its fields plus lower-case copies the list filters search. */
function toItem(inverter: StoredInverter): Item {
  return {
    ...itemKey(inverter.id),
    type: 'SystemInverter',
    ...inverter,
    modelnameSearch: normaliseName(inverter.modelname),
    seriesSearch: normaliseName(inverter.series),
  };
}

export interface NewInverterMeta {
  id: string;
  imageKey: string | null;
  now: Date;
}

/** A new model's stored form from its checked datasheet. */
export function newStoredInverter(spec: SystemInverterSpec, meta: NewInverterMeta): StoredInverter {
  const time = meta.now.toISOString();
  return {
    ...spec,
    id: meta.id,
    imageKey: meta.imageKey,
    createtime: time,
    lastmodifytime: time,
    version: 1,
  };
}

/** A model by id (strongly consistent), or undefined. */
export async function getSystemInverter(id: string): Promise<StoredInverter | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(id), ConsistentRead: true }),
  );
  return Item ? storedInverterSchema.parse(Item) : undefined;
}

/** The transaction parts that store a new item: its name claim and the item. */
export function newInverterParts(inverter: StoredInverter): TransactPart[] {
  return [
    claimName(NAME_KIND, inverter.modelname, inverter.id),
    {
      Put: {
        TableName: tableName(),
        Item: toItem(inverter),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** Raises the list revision after writes (imports raise it once per batch of rows). */
export function markInvertersChanged(): Promise<void> {
  return raiseRevision(PK, LIST);
}

export interface WriteOptions {
  /** The caller raises the list revision itself (bulk imports). */
  deferRevision?: boolean;
}

/** Stores a new model; false (nothing written) when its name is taken. */
export async function createSystemInverter(
  inverter: StoredInverter,
  options: WriteOptions = {},
): Promise<boolean> {
  const created = await writeNewNamedItem(newInverterParts(inverter));
  if (created && !options.deferRevision) await markInvertersChanged();
  return created;
}

/**
 * Replaces a model with `next` if it is still at `expectedVersion`; a new name is claimed and the
 * old one released in the same transaction.
 */
export async function replaceSystemInverter(
  current: StoredInverter,
  next: StoredInverter,
  expectedVersion: number,
): Promise<SaveOutcome> {
  const outcome = await replaceNamedItem({
    kind: NAME_KIND,
    id: current.id,
    oldName: current.modelname,
    newName: next.modelname,
    item: toItem(next),
    expectedVersion,
  });
  if (outcome === 'saved') await markInvertersChanged();
  return outcome;
}

/** Deletes a model and releases its name; false when it was already gone. */
export async function deleteSystemInverter(inverter: StoredInverter): Promise<boolean> {
  const deleted = await writeUnlessRefused(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: itemKey(inverter.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          releaseName(NAME_KIND, inverter.modelname, inverter.id),
        ],
      }),
    ),
  );
  if (deleted) await markInvertersChanged();
  return deleted;
}

/** The batch settings of the maintainer's menu: series, type or image. */
export type InverterBatchFields = { series: string } | { invertertype: 1 | 2 } | { imageKey: string | null };

/** Sets fields of one model and raises its version; undefined when the model is gone. */
export async function updateSystemInverterFields(
  id: string,
  fields: InverterBatchFields,
  now = new Date(),
): Promise<StoredInverter | undefined> {
  const values: Record<string, unknown> = { ...fields, lastmodifytime: now.toISOString() };
  if ('series' in fields) values.seriesSearch = normaliseName(fields.series);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: itemKey(id),
        ...setFieldsExpression(values),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    await markInvertersChanged();
    return storedInverterSchema.parse(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export interface InverterListFilter {
  /** Part of the model name, any case. */
  modelname?: string;
  mainsvoltype?: SystemInverter['mainsvoltype'];
  /** Part of the series, any case. */
  series?: string;
  invertertype?: 1 | 2;
}

/** The attributes a listing row holds: the list columns, the image key and the search helpers. */
const INDEX_COLUMNS = [...SYSTEM_INVERTER_LIST_COLUMNS, 'imageKey', 'modelnameSearch', 'seriesSearch'];

function matches(filter: InverterListFilter): (row: Item) => boolean {
  const name = filter.modelname?.trim() ? normaliseName(filter.modelname) : '';
  const series = filter.series?.trim() ? normaliseName(filter.series) : '';
  return (row) =>
    (!name || String(row.modelnameSearch).includes(name)) &&
    (!series || String(row.seriesSearch).includes(series)) &&
    (!filter.mainsvoltype || row.mainsvoltype === filter.mainsvoltype) &&
    (!filter.invertertype || row.invertertype === filter.invertertype);
}

/**
 * The models matching a filter, newest first: one query of the catalogue partition with only
 * the list columns projected (cached per container, checked against the list revision), then
 * filtered. Answers raw rows; callers parse the rows they answer.
 */
export async function querySystemInverters(filter: InverterListFilter): Promise<Item[]> {
  const rows = await cachedPartitionRows({
    partition: PK,
    list: LIST,
    skPrefix: 'INVERTER#',
    columns: INDEX_COLUMNS,
    order: newestFirst('modelname'),
  });
  return rows.filter(matches(filter));
}

/** Transaction-free bulk load of new models with their name guards (seeds and benches only). */
export function storedInverterItems(inverter: StoredInverter): Item[] {
  return [toItem(inverter), { ...claimName(NAME_KIND, inverter.modelname, inverter.id).Put.Item }];
}
