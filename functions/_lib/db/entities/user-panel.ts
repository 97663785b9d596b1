/**
 * User panel: a custom panel in its owner's partition, invisible to everyone else [CAT-2].
 * Which panel is the default is one pointer item, so moving the default is a single write and a
 * delete can check in the same transaction that it does not remove the default.
 *
 * Keys: `ACCOUNT#<accountId>` / `PANEL#<id>` (listed by one projected query of the partition,
 * cached per container: see partition-cache.ts); the list revision `ACCOUNT#<accountId>` /
 * `REVISION#PANELS`; the default pointer `ACCOUNT#<accountId>` / `DEFAULT#PANEL` → panelId.
 */
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type PanelSpec, panelInfo } from '@pvd/shared/catalogue/panel';
import * as z from 'zod';
import { db, tableName } from '../client';
import {
  type DefaultPointer,
  defaultPointerPut,
  deleteUnlessDefault,
  getDefaultId,
  setDefaultItem,
  setDefaultItemIfNone,
} from '../default-pointer';
import { type Item, mapWithLimit, normaliseName, putAtVersion } from '../items';
import { cachedPartitionRows, raiseRevision } from '../partition-cache';
import { newestFirst } from '../sorting';

const partition = (accountId: string) => `ACCOUNT#${accountId}`;
const itemKey = (accountId: string, id: string) => ({ PK: partition(accountId), SK: `PANEL#${id}` });
const LIST = 'PANELS';

/** The account's default panel. */
const DEFAULT_PANEL: DefaultPointer = {
  sk: 'DEFAULT#PANEL',
  type: 'UserPanelDefault',
  idAttribute: 'panelId',
  itemKey,
};

/** Raises the account's panel list revision after a write. */
function markChanged(accountId: string): Promise<void> {
  return raiseRevision(partition(accountId), LIST);
}

const storedUserPanelSchema = panelInfo
  .omit({ IsDefault: true, choseWay: true })
  .extend({ lastmodifytime: z.string() });
export type StoredUserPanel = z.infer<typeof storedUserPanelSchema>;

/** The attributes a listing reads (everything but the keys and search helpers). */
export const USER_PANEL_COLUMNS = Object.keys(storedUserPanelSchema.shape);

function toItem(accountId: string, panel: StoredUserPanel): Item {
  return {
    ...itemKey(accountId, panel.Id),
    type: 'UserPanel',
    ...panel,
    searchText: `${normaliseName(panel.manufacturer)}\n${normaliseName(panel.componentmodelname)}`,
  };
}

/** A new custom panel's stored form. */
export function newStoredUserPanel(spec: PanelSpec, id: string, now: Date): StoredUserPanel {
  const time = now.toISOString();
  return { ...spec, Id: id, createtime: time, lastmodifytime: time, version: 1 };
}

/** The caller's panel, or undefined when the caller has no panel of that id. */
export async function getUserPanel(accountId: string, id: string): Promise<StoredUserPanel | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(accountId, id), ConsistentRead: true }),
  );
  return Item ? storedUserPanelSchema.parse(Item) : undefined;
}

/** Several of the caller's panels by id (undefined for ids the caller has no panel of). */
export function getUserPanels(accountId: string, ids: readonly string[]) {
  return mapWithLimit(ids, 10, (id) => getUserPanel(accountId, id));
}

/** Id of the caller's default panel, if any. */
export function getDefaultUserPanelId(accountId: string): Promise<string | undefined> {
  return getDefaultId(DEFAULT_PANEL, accountId);
}

/**
 * Stores a new panel. It becomes the default when `makeDefault`, or when the account has no
 * default yet (so the chooser's default way always has a panel once one exists).
 */
export async function createUserPanel(accountId: string, panel: StoredUserPanel, makeDefault: boolean) {
  const put = { Put: { TableName: tableName(), Item: toItem(accountId, panel) } };
  if (makeDefault) {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [put, defaultPointerPut(DEFAULT_PANEL, accountId, panel.Id)],
      }),
    );
    await markChanged(accountId);
    return;
  }
  await db().send(new PutCommand(put.Put));
  await markChanged(accountId);
  await setDefaultItemIfNone(DEFAULT_PANEL, accountId, panel.Id);
}

/** Replaces the caller's panel if it is still at `expectedVersion`. */
export async function replaceUserPanel(
  accountId: string,
  next: StoredUserPanel,
  expectedVersion: number,
): Promise<'saved' | 'conflict'> {
  if (!(await putAtVersion(toItem(accountId, next), expectedVersion))) return 'conflict';
  await markChanged(accountId);
  return 'saved';
}

/**
 * Deletes the caller's panels, all or none: false when one of them is (now) the default or is
 * already gone. The default pointer is checked in the same transaction.
 */
export async function deleteUserPanels(accountId: string, ids: readonly string[]): Promise<boolean> {
  const deleted = await deleteUnlessDefault(DEFAULT_PANEL, accountId, ids);
  if (deleted) await markChanged(accountId);
  return deleted;
}

/** Points the default at the caller's panel; false when the caller has no such panel. */
export function setDefaultUserPanel(accountId: string, id: string): Promise<boolean> {
  return setDefaultItem(DEFAULT_PANEL, accountId, id);
}

/**
 * The caller's panels whose manufacturer or model contains `search` (any case), newest first:
 * one query of the caller's partition with only the panel's columns projected (cached per
 * container, checked against the list revision), then filtered. Answers raw rows.
 */
export async function queryUserPanels(accountId: string, search: string): Promise<Item[]> {
  const rows = await cachedPartitionRows({
    partition: partition(accountId),
    list: LIST,
    skPrefix: 'PANEL#',
    columns: [...USER_PANEL_COLUMNS, 'searchText'],
    order: newestFirst('Id'),
  });
  const text = normaliseName(search);
  return text ? rows.filter((row) => String(row.searchText).includes(text)) : [...rows];
}

/** Parses a raw item read by {@link queryUserPanels}. */
export function parseUserPanel(item: Item): StoredUserPanel {
  return storedUserPanelSchema.parse(item);
}

/** A new panel's item for a bulk load (benches only; raise the revision afterwards). */
export function storedUserPanelItem(accountId: string, panel: StoredUserPanel): Item {
  return toItem(accountId, panel);
}

/** After a bulk load into an account's partition (benches only). */
export function onlyUseInBenchesMarkUserPanelsChanged(accountId: string): Promise<void> {
  return markChanged(accountId);
}
