/**
 * Writes of the catalogue items whose name is unique (system inverters by model; system panels by
 * manufacturer and model): a new item together with its name claim, and a replace over the version
 * read that moves the claim when the name changes. Each is one transaction, so of two saves of one
 * name exactly one wins, and an edit made from an old read never overwrites a newer save (117).
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, writeUnlessRefused } from './client';
import {
  claimName,
  failedPart,
  type Item,
  normaliseName,
  releaseName,
  type TransactPart,
  versionedPut,
} from './items';

/** How a replace ended: written, refused for a newer version (117), or refused for a taken name. */
export type SaveOutcome = 'saved' | 'conflict' | 'nameTaken';

/**
 * Writes a new item's parts (its name claim and the item, as the entity builds them); false, with
 * nothing written, when the name is taken.
 */
export function writeNewNamedItem(parts: TransactPart[]): Promise<boolean> {
  return writeUnlessRefused(db().send(new TransactWriteCommand({ TransactItems: parts })));
}

/** A replace of a uniquely named item. */
export interface NamedItemReplace {
  /** The kind of the name guards, e.g. `INVERTERMODEL`. */
  kind: string;
  /** The item's id: the owner of its name claim. */
  id: string;
  /** The stored item's name. */
  oldName: string;
  /** The name the item is saved under. */
  newName: string;
  /** The item as it is to be stored. */
  item: Item;
  /** The version the editor read. */
  expectedVersion: number;
}

/**
 * Replaces a uniquely named item if it is still at `expectedVersion`; when the name changed
 * (compared as normalised) the new name is claimed and the old one released in the same
 * transaction. The caller raises its list revision after a save.
 */
export async function replaceNamedItem(replace: NamedItemReplace): Promise<SaveOutcome> {
  const { kind, id, oldName, newName } = replace;
  const put = versionedPut(replace.item, replace.expectedVersion);
  const renamed = normaliseName(oldName) !== normaliseName(newName);
  const parts = renamed ? [put, claimName(kind, newName, id), releaseName(kind, oldName, id)] : [put];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: parts }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Parts 1 and 2 are the name guards: only their refusal is a taken name. Anything else is
    // the versioned put's (a newer save) or DynamoDB's cancel of a transaction that met another
    // one on the item (`TransactionConflict`): a save in flight, which the editor reloads after.
    return renamed && (failedPart(error, 1) || failedPart(error, 2)) ? 'nameTaken' : 'conflict';
  }
  return 'saved';
}
