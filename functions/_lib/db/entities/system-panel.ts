/**
 * System panel: a module of the shared catalogue [CAT-1]. Manufacturer plus model is unique
 * (case-insensitive) through a guard item written in the same transaction; edits carry the
 * version read (117 otherwise).
 *
 * Keys: `CATALOGUE#PANEL` / `PANEL#<id>` (listed by one projected query, cached per container:
 * see partition-cache.ts); its list revision `CATALOGUE#PANEL` / `REVISION#PANELS`; guard
 * `UNIQUE#PANELMODEL#<manufacturer>#<model>` / `UNIQUE`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type PanelSpec, panelInfo } from '@pvd/shared/catalogue/panel';
import * as z from 'zod';
import { db, tableName } from '../client';
import { claimName, type Item, normaliseName, type TransactPart } from '../items';
import { replaceNamedItem, type SaveOutcome, writeNewNamedItem } from '../named-item';
import { cachedPartitionRows, raiseRevision } from '../partition-cache';
import { newestFirst } from '../sorting';

const PK = 'CATALOGUE#PANEL';
const NAME_KIND = 'PANELMODEL';
const LIST = 'PANELS';
const itemKey = (id: string) => ({ PK, SK: `PANEL#${id}` });

const storedPanelSchema = panelInfo
  .omit({ IsDefault: true, choseWay: true })
  .extend({ lastmodifytime: z.string() });
export type StoredSystemPanel = z.infer<typeof storedPanelSchema>;

/** The attributes a listing reads (everything but the keys and search helpers). */
export const SYSTEM_PANEL_COLUMNS = Object.keys(storedPanelSchema.shape);

/** The name a system panel is unique by. */
export function systemPanelName(panel: Pick<PanelSpec, 'manufacturer' | 'componentmodelname'>): string {
  return `${panel.manufacturer}#${panel.componentmodelname}`;
}

function toItem(panel: StoredSystemPanel): Item {
  return {
    ...itemKey(panel.Id),
    type: 'SystemPanel',
    ...panel,
    manufacturerSearch: normaliseName(panel.manufacturer),
    modelSearch: normaliseName(panel.componentmodelname),
  };
}

/** A new system panel's stored form. */
export function newStoredSystemPanel(spec: PanelSpec, id: string, now: Date): StoredSystemPanel {
  const time = now.toISOString();
  return { ...spec, Id: id, createtime: time, lastmodifytime: time, version: 1 };
}

/** A system panel by id (strongly consistent), or undefined. */
export async function getSystemPanel(id: string): Promise<StoredSystemPanel | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(id), ConsistentRead: true }),
  );
  return Item ? storedPanelSchema.parse(Item) : undefined;
}

/** The transaction parts that store a new item: its name claim and the item. */
export function newSystemPanelParts(panel: StoredSystemPanel): TransactPart[] {
  return [
    claimName(NAME_KIND, systemPanelName(panel), panel.Id),
    { Put: { TableName: tableName(), Item: toItem(panel), ConditionExpression: 'attribute_not_exists(PK)' } },
  ];
}

/** Raises the list revision after writes (imports raise it once per batch of rows). */
export function markSystemPanelsChanged(): Promise<void> {
  return raiseRevision(PK, LIST);
}

/** Stores a new system panel; false (nothing written) when manufacturer and model are taken. */
export async function createSystemPanel(
  panel: StoredSystemPanel,
  options: { deferRevision?: boolean } = {},
): Promise<boolean> {
  const created = await writeNewNamedItem(newSystemPanelParts(panel));
  if (created && !options.deferRevision) await markSystemPanelsChanged();
  return created;
}

/** Replaces a system panel if it is still at `expectedVersion`, moving its name guard when renamed. */
export async function replaceSystemPanel(
  current: StoredSystemPanel,
  next: StoredSystemPanel,
  expectedVersion: number,
): Promise<SaveOutcome> {
  const outcome = await replaceNamedItem({
    kind: NAME_KIND,
    id: current.Id,
    oldName: systemPanelName(current),
    newName: systemPanelName(next),
    item: toItem(next),
    expectedVersion,
  });
  if (outcome === 'saved') await markSystemPanelsChanged();
  return outcome;
}

export interface SystemPanelFilter {
  /** Part of the manufacturer, any case. */
  manufacturer?: string;
  /** Part of the model name, any case. */
  componentName?: string;
}

/**
 * The system panels matching a filter, newest first: one query of the catalogue partition with
 * only the panel's columns projected (cached per container, checked against the list revision),
 * then filtered. Answers raw rows.
 */
export async function querySystemPanels(filter: SystemPanelFilter): Promise<Item[]> {
  const rows = await cachedPartitionRows({
    partition: PK,
    list: LIST,
    skPrefix: 'PANEL#',
    columns: [...SYSTEM_PANEL_COLUMNS, 'manufacturerSearch', 'modelSearch'],
    order: newestFirst('componentmodelname'),
  });
  const manufacturer = filter.manufacturer?.trim() ? normaliseName(filter.manufacturer) : '';
  const model = filter.componentName?.trim() ? normaliseName(filter.componentName) : '';
  return rows.filter(
    (row) =>
      (!manufacturer || String(row.manufacturerSearch).includes(manufacturer)) &&
      (!model || String(row.modelSearch).includes(model)),
  );
}

/** Parses a raw system panel item read by {@link querySystemPanels}. */
export function parseSystemPanel(item: Item): StoredSystemPanel {
  return storedPanelSchema.parse(item);
}

/** A new panel's items for a bulk load (seeds and benches): the panel and its name guard. */
export function storedSystemPanelItems(panel: StoredSystemPanel): Item[] {
  return [toItem(panel), { ...claimName(NAME_KIND, systemPanelName(panel), panel.Id).Put.Item }];
}
