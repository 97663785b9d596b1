/**
 * Cable material: a user's conductor material with its resistivity [Ω·mm²/m], in its owner's
 * partition. One default per account, held by a pointer item, so moving the star is one write
 * and a delete checks in the same transaction that it does not remove the default. Every new
 * account gets copper (default) and aluminium in its creation transaction. A name is unique among
 * the account's materials (any case) through a guard item written in the same transaction.
 *
 * Keys: `ACCOUNT#<accountId>` / `CABLE#<id>`; the default pointer `ACCOUNT#<accountId>` /
 * `DEFAULT#CABLE` → materialId; guard `UNIQUE#CABLENAME#<accountId>#<name>` / `UNIQUE`.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_CABLE_MATERIALS } from '@pvd/shared/catalogue/cable-material';
import type { Culture } from '@pvd/shared/errors/codes';
import * as z from 'zod';
import { db, tableName, writeUnlessRefused } from '../client';
import {
  type DefaultPointer,
  defaultPointerPut,
  deleteUnlessDefault,
  getDefaultId,
  setDefaultItem,
} from '../default-pointer';
import { newId } from '../ids';
import {
  claimName,
  type Item,
  normaliseName,
  queryPartition,
  releaseName,
  type TransactPart,
} from '../items';
import { replaceNamedItem, type SaveOutcome } from '../named-item';

const partition = (accountId: string) => `ACCOUNT#${accountId}`;
const NAME_KIND = 'CABLENAME';
/** The name a material is unique by: its name within its account. */
const guardName = (accountId: string, name: string) => `${accountId}#${name}`;
const itemKey = (accountId: string, id: string) => ({ PK: partition(accountId), SK: `CABLE#${id}` });

/** The account's default material. */
const DEFAULT_MATERIAL: DefaultPointer = {
  sk: 'DEFAULT#CABLE',
  type: 'CableMaterialDefault',
  idAttribute: 'materialId',
  itemKey,
};

const storedMaterialSchema = z.object({
  Id: z.string(),
  MaterialName: z.string(),
  /** [Ω·mm²/m] */
  Resistivity: z.number(),
  createtime: z.string(),
  lastmodifytime: z.string(),
  version: z.number(),
});
export type StoredCableMaterial = z.infer<typeof storedMaterialSchema>;

function toItem(accountId: string, material: StoredCableMaterial): Item {
  return {
    ...itemKey(accountId, material.Id),
    type: 'CableMaterial',
    ...material,
    nameSearch: normaliseName(material.MaterialName),
  };
}

/** A new material's stored form. */
export function newStoredCableMaterial(name: string, resistivity: number, id: string, now: Date) {
  const time = now.toISOString();
  return {
    Id: id,
    MaterialName: name,
    Resistivity: resistivity,
    createtime: time,
    lastmodifytime: time,
    version: 1,
  };
}

/**
 * Transaction parts that give a new account copper (default) and aluminium, named in the
 * account's language (for `createAccount`).
 */
export function defaultCableMaterialPuts(accountId: string, language: Culture, now: Date) {
  const puts: { Put: { TableName: string; Item: Item; ConditionExpression?: string } }[] = [];
  for (const material of DEFAULT_CABLE_MATERIALS) {
    const stored = newStoredCableMaterial(material.name[language], material.resistivity, newId(), now);
    puts.push({ Put: { TableName: tableName(), Item: toItem(accountId, stored) } });
    puts.push(claimName(NAME_KIND, guardName(accountId, stored.MaterialName), stored.Id));
    if (material.isDefault) puts.push(defaultPointerPut(DEFAULT_MATERIAL, accountId, stored.Id));
  }
  return puts;
}

/** The caller's material, or undefined when the caller has none of that id. */
export async function getCableMaterial(accountId: string, id: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(accountId, id), ConsistentRead: true }),
  );
  return Item ? storedMaterialSchema.parse(Item) : undefined;
}

/** Id of the caller's default material, if any. */
export function getDefaultCableMaterialId(accountId: string): Promise<string | undefined> {
  return getDefaultId(DEFAULT_MATERIAL, accountId);
}

/** The caller's materials whose name contains `name` (any case), oldest first. */
export async function queryCableMaterials(accountId: string, name = ''): Promise<StoredCableMaterial[]> {
  const text = normaliseName(name);
  const items = await queryPartition({
    pk: partition(accountId),
    skPrefix: 'CABLE#',
    filter: text ? { expression: 'contains(nameSearch, :q)', values: { ':q': text } } : undefined,
    consistent: true,
  });
  return items
    .map((item) => storedMaterialSchema.parse(item))
    .sort((a, b) => a.createtime.localeCompare(b.createtime) || a.Id.localeCompare(b.Id));
}

/** True when `a` and `b` name the same material (any case and spacing). */
export function sameMaterialName(a: string, b: string): boolean {
  return normaliseName(a) === normaliseName(b);
}

/**
 * Stores a new material with its name claim; with `makeDefault` it takes the star in the same
 * transaction. False (nothing written) when the account has a material of that name.
 */
export function createCableMaterial(
  accountId: string,
  material: StoredCableMaterial,
  makeDefault: boolean,
): Promise<boolean> {
  const parts: TransactPart[] = [
    claimName(NAME_KIND, guardName(accountId, material.MaterialName), material.Id),
    { Put: { TableName: tableName(), Item: toItem(accountId, material) } },
  ];
  if (makeDefault) parts.push(defaultPointerPut(DEFAULT_MATERIAL, accountId, material.Id));
  return writeUnlessRefused(db().send(new TransactWriteCommand({ TransactItems: parts })));
}

/**
 * Replaces the caller's material if it is still at `expectedVersion` ('conflict', 117), moving
 * its name claim when renamed ('nameTaken' when another of the account's materials has it).
 */
export function replaceCableMaterial(
  accountId: string,
  current: StoredCableMaterial,
  next: StoredCableMaterial,
  expectedVersion: number,
): Promise<SaveOutcome> {
  return replaceNamedItem({
    kind: NAME_KIND,
    id: current.Id,
    oldName: guardName(accountId, current.MaterialName),
    newName: guardName(accountId, next.MaterialName),
    item: toItem(accountId, next),
    expectedVersion,
  });
}

/**
 * Deletes the caller's material unless it is the default (checked in the same transaction), and
 * gives its name back.
 */
export function deleteCableMaterial(accountId: string, material: StoredCableMaterial): Promise<boolean> {
  return deleteUnlessDefault(
    DEFAULT_MATERIAL,
    accountId,
    [material.Id],
    [releaseName(NAME_KIND, guardName(accountId, material.MaterialName), material.Id)],
  );
}

/** Moves the star to the caller's material; false when the caller has no such material. */
export function setDefaultCableMaterial(accountId: string, id: string): Promise<boolean> {
  return setDefaultItem(DEFAULT_MATERIAL, accountId, id);
}
