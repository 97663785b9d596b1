/**
 * The default item of an account's list (its default custom panel, its default cable material),
 * held by one pointer item in the account's partition rather than a flag on every item. Why: moving
 * the default is then one write, not two that could leave none or two defaults, and a delete can
 * check the pointer in the same transaction, so the default is never deleted, even when a delete
 * and a "set default" race.
 *
 * Keys: `ACCOUNT#<accountId>` / `DEFAULT#<kind>` → `<idAttribute>`.
 */
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, writeUnlessRefused } from './client';
import type { Item, TransactPart } from './items';

/** A DynamoDB primary key. */
export interface ItemKey {
  PK: string;
  SK: string;
}

/** What a list's pointer is called and where the list's items are. */
export interface DefaultPointer {
  /** The pointer's sort key, e.g. `DEFAULT#PANEL`. */
  sk: string;
  /** The pointer's item type, e.g. `UserPanelDefault`. */
  type: string;
  /** The attribute holding the default item's id, e.g. `panelId`. */
  idAttribute: string;
  /** The key of one of the account's items of the list. */
  itemKey(accountId: string, id: string): ItemKey;
}

/** The pointer's key in the account's partition. */
function defaultPointerKey(pointer: DefaultPointer, accountId: string): ItemKey {
  return { PK: `ACCOUNT#${accountId}`, SK: pointer.sk };
}

/** The pointer item naming `id` the account's default. */
function pointerItem(pointer: DefaultPointer, accountId: string, id: string): Item {
  return { ...defaultPointerKey(pointer, accountId), type: pointer.type, [pointer.idAttribute]: id };
}

/**
 * Transaction part making `id` the account's default, for a transaction that also writes the
 * item (a new item that takes the default, a new account's default material).
 */
export function defaultPointerPut(pointer: DefaultPointer, accountId: string, id: string) {
  return { Put: { TableName: tableName(), Item: pointerItem(pointer, accountId, id) } };
}

/** Makes `id` the account's default only when the account has no default yet. */
export async function setDefaultItemIfNone(
  pointer: DefaultPointer,
  accountId: string,
  id: string,
): Promise<void> {
  // Refused means another item is the default already, which is what should stay.
  await writeUnlessRefused(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: pointerItem(pointer, accountId, id),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/** Id of the account's default item, if any (strongly consistent). */
export async function getDefaultId(pointer: DefaultPointer, accountId: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: defaultPointerKey(pointer, accountId),
      ConsistentRead: true,
    }),
  );
  const id = Item?.[pointer.idAttribute];
  return typeof id === 'string' ? id : undefined;
}

/** Runs a transaction; false when one of its conditions refused it. */
function transact(parts: TransactPart[]): Promise<boolean> {
  return writeUnlessRefused(db().send(new TransactWriteCommand({ TransactItems: parts })));
}

/** Points the account's default at its item `id`; false when the account has no such item. */
export function setDefaultItem(pointer: DefaultPointer, accountId: string, id: string): Promise<boolean> {
  return transact([
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: pointer.itemKey(accountId, id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    defaultPointerPut(pointer, accountId, id),
  ]);
}

/**
 * Deletes the account's items `ids`, all or none: false when one of them is (now) the default or
 * is already gone. The pointer is checked in the same transaction as the deletes; `alsoParts`
 * (e.g. releasing the items' name guards) are written in it too.
 */
export function deleteUnlessDefault(
  pointer: DefaultPointer,
  accountId: string,
  ids: readonly string[],
  alsoParts: readonly TransactPart[] = [],
): Promise<boolean> {
  const idValues = Object.fromEntries(ids.map((id, i) => [`:id${i}`, id]));
  const notTheDefault = `NOT (#defaultId IN (${Object.keys(idValues).join(', ')}))`;
  return transact([
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: defaultPointerKey(pointer, accountId),
        ConditionExpression: `attribute_not_exists(PK) OR ${notTheDefault}`,
        ExpressionAttributeNames: { '#defaultId': pointer.idAttribute },
        ExpressionAttributeValues: idValues,
      },
    },
    ...ids.map((id) => ({
      Delete: {
        TableName: tableName(),
        Key: pointer.itemKey(accountId, id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    })),
    ...alsoParts,
  ]);
}
