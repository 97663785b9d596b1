/**
 * Project: a user's design, in its owner's partition, so listing and searching a user's projects
 * is a query of one partition.
 *
 * A project is one list row plus its parts, all written in one transaction:
 * - `ACCOUNT#<accountId>` / `PROJECT#<id>`: the list row (the list's columns, search text,
 *   version) — small, so the list query reads 2 000 projects in about 1 MB;
 * - `ACCOUNT#<accountId>` / `PROJECTBODY#<id>`: the whole record (shared/project) as gzip'd JSON,
 *   with the same version. At every limit of the editor at once, with random figures, it is about
 *   120 KB gzip'd (1.1 MB of JSON); the issue's large project (20 drawn arrays of 5 000 panels
 *   with 200 removed, 50 inverters of 12 MPPTs) about 50 KB: far below the 400 KB item limit
 *   (tests/functions/_lib/db/project-size.test.ts);
 * - `PROJECT#<id>` / `OWNER` → ownerId: tells a project that is not there (113) from another
 *   user's (114) before anything of it is read;
 * - `ACCOUNT#<accountId>` / `PROJECTIMAGE#<id>#…`: the project image and each array's roof
 *   image (S3 keys), outside the versioned parts so an upload never makes an edit stale;
 * - `ACCOUNT#<accountId>` / `REVISION#PROJECTS`: the list revision (partition-cache.ts).
 * An edit puts the row and the body on the condition `version = <the version it read>` (117
 * otherwise), so of concurrent edits exactly one lands and nothing is half-written.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { projectRow } from '@pvd/shared/api/project';
import { STORED_PROJECT_MAX_JSON_BYTES } from '@pvd/shared/constants/limits';
import { type ProjectRecord, projectRecord } from '@pvd/shared/project/record/project';
import * as z from 'zod';
import { db, tableName, writeUnlessRefused } from '../client';
import { type Item, normaliseName } from '../items';
import { cachedPartitionRows, raiseRevision } from '../partition-cache';
import { imageItem, listProjectImages, type ProjectImage, projectImageKey } from './project-image';

const partition = (accountId: string) => `ACCOUNT#${accountId}`;
const rowKey = (accountId: string, id: string) => ({ PK: partition(accountId), SK: `PROJECT#${id}` });
const bodyKey = (accountId: string, id: string) => ({ PK: partition(accountId), SK: `PROJECTBODY#${id}` });
const ownerKey = (id: string) => ({ PK: `PROJECT#${id}`, SK: 'OWNER' });
const LIST = 'PROJECTS';

/** The list row's attributes [LIST-3] and the version. */
const projectRowSchema = projectRow.extend({ version: z.number() });
export type StoredProjectRow = z.infer<typeof projectRowSchema>;

/** The attributes the list query projects. */
const ROW_COLUMNS = [...Object.keys(projectRowSchema.shape), 'searchText'];

/**
 * Text a search matches: name and address, lower-cased and NFKC-normalised so full-width Latin
 * (ＡＢＣ) finds ABC; Chinese has no case and is kept as it is.
 */
export function projectSearchText(text: string): string {
  return normaliseName(text.normalize('NFKC'));
}

function rowOf(record: ProjectRecord): StoredProjectRow {
  return {
    Id: record.projectId,
    ProName: record.projectBase.proName,
    ProOwner: record.projectBase.proOwnerName,
    ProMapAddress: record.mapLocation.proAddress,
    ProInstallCapacity: record.projectBase.proCapacityKw,
    ProInstallCapacityUnit: record.projectBase.proCapacityUnit,
    CreateTime: record.createTime,
    LastModifyTime: record.lastModifyTime,
    ProType: record.projectBase.proType,
    IsComplete: record.isComplete,
    SharedBy: record.sharedBy,
    version: record.version,
  };
}

function rowItem(accountId: string, record: ProjectRecord): Item {
  const row = rowOf(record);
  return {
    ...rowKey(accountId, record.projectId),
    type: 'Project',
    ...row,
    searchText: `${projectSearchText(row.ProName)}\n${projectSearchText(row.ProMapAddress)}`,
  };
}

function bodyItem(accountId: string, record: ProjectRecord): Item {
  return {
    ...bodyKey(accountId, record.projectId),
    type: 'ProjectBody',
    version: record.version,
    format: 'json+gzip',
    body: gzipSync(JSON.stringify(record)),
  };
}

/** The stored size of a project's body item. [bytes] */
export function projectBodyBytes(record: ProjectRecord): number {
  return (bodyItem('x', record).body as Buffer).byteLength;
}

/** Who owns a project: undefined when there is no such project. */
export async function getProjectOwner(id: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: ownerKey(id), ConsistentRead: true }),
  );
  return Item ? String(Item.ownerId) : undefined;
}

/**
 * A stored body that is no project of today's schema: larger than STORED_PROJECT_MAX_JSON_BYTES
 * unpacked, not gzip'd JSON, or beyond the schema's bounds (written before them, or around the
 * API). `fields` names the fields the schema refused.
 */
export class UnreadableProjectError extends Error {
  constructor(
    readonly fields: string[],
    options?: ErrorOptions,
  ) {
    super(`the stored project cannot be read${fields.length ? ` (${fields.join(', ')})` : ''}`, options);
    this.name = 'UnreadableProjectError';
  }
}

/** The stored body's JSON, unpacked no further than the bound. */
function unpackBody(body: Uint8Array): unknown {
  try {
    const json = gunzipSync(body, { maxOutputLength: STORED_PROJECT_MAX_JSON_BYTES }).toString('utf8');
    return JSON.parse(json);
  } catch (error) {
    throw new UnreadableProjectError([], { cause: error });
  }
}

/**
 * The owner's project record, or undefined when it is not (any more) in the owner's partition.
 *
 * @throws UnreadableProjectError for a body that is no project of today's schema.
 */
export async function getProjectRecord(accountId: string, id: string): Promise<ProjectRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: bodyKey(accountId, id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const parsed = projectRecord.safeParse(unpackBody(Item.body as Uint8Array));
  if (!parsed.success) {
    throw new UnreadableProjectError(parsed.error.issues.map((issue) => issue.path.join('.')));
  }
  return parsed.data;
}

/**
 * Stores a new project (row, body and owner item) with its images' items (a copy's; at most 21,
 * so the transaction stays far below its 100 items); false when the id is taken.
 */
export async function createProject(
  accountId: string,
  record: ProjectRecord,
  images: readonly ProjectImage[] = [],
): Promise<boolean> {
  const written = await writeUnlessRefused(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: rowItem(accountId, record),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName: tableName(), Item: bodyItem(accountId, record) } },
          {
            Put: {
              TableName: tableName(),
              Item: { ...ownerKey(record.projectId), type: 'ProjectOwner', ownerId: accountId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...images.map((image) => ({
            Put: { TableName: tableName(), Item: imageItem(accountId, record.projectId, image) },
          })),
        ],
      }),
    ),
  );
  if (written) await raiseRevision(partition(accountId), LIST);
  return written;
}

/**
 * Replaces a project if it is still at `expectedVersion` (the record carries the next version);
 * false when another save came first (or is in flight: DynamoDB cancels conflicting transactions).
 */
export async function replaceProject(
  accountId: string,
  record: ProjectRecord,
  expectedVersion: number,
): Promise<boolean> {
  const condition = {
    ConditionExpression: 'version = :v',
    ExpressionAttributeValues: { ':v': expectedVersion },
  };
  const written = await writeUnlessRefused(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: rowItem(accountId, record), ...condition } },
          { Put: { TableName: tableName(), Item: bodyItem(accountId, record), ...condition } },
        ],
      }),
    ),
  );
  if (written) await raiseRevision(partition(accountId), LIST);
  return written;
}

/**
 * Deletes a project: row, body, owner item and image items in one transaction (at most 2 + 20
 * images + 2 parts, far below the 100 of a transaction). Answers the images, whose S3 objects
 * the caller deletes after.
 */
export async function deleteProject(accountId: string, id: string): Promise<ProjectImage[] | undefined> {
  const images = await listProjectImages(accountId, id);
  const deleted = await writeUnlessRefused(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: rowKey(accountId, id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          { Delete: { TableName: tableName(), Key: bodyKey(accountId, id) } },
          { Delete: { TableName: tableName(), Key: ownerKey(id) } },
          ...images.map((image) => ({
            Delete: { TableName: tableName(), Key: projectImageKey(accountId, id, image.slot) },
          })),
        ],
      }),
    ),
  );
  if (!deleted) return undefined;
  await raiseRevision(partition(accountId), LIST);
  return images;
}

/** Newest change first; equal times by id, so pages are stable. */
function newestChangeFirst(a: Item, b: Item): number {
  return (
    String(b.LastModifyTime).localeCompare(String(a.LastModifyTime)) ||
    String(a.Id).localeCompare(String(b.Id))
  );
}

/**
 * The owner's projects whose name or address contains `search` (any case, Chinese or Latin),
 * newest change first, as raw rows: one projected query of the owner's partition, cached per
 * container and checked against the list revision, then filtered. Parse a page's rows with
 * {@link parseProjectRow}.
 */
export async function queryProjectRows(accountId: string, search: string): Promise<readonly Item[]> {
  const rows = await cachedPartitionRows({
    partition: partition(accountId),
    list: LIST,
    skPrefix: 'PROJECT#',
    columns: ROW_COLUMNS,
    order: newestChangeFirst,
  });
  const text = projectSearchText(search);
  return text ? rows.filter((row) => String(row.searchText).includes(text)) : rows;
}

/** A list row read by {@link queryProjectRows}, without its version. */
export function parseProjectRow(item: Item): Omit<StoredProjectRow, 'version'> {
  const { version: _version, ...row } = projectRowSchema.parse(item);
  return row;
}

/** Rows and bodies of new projects for a bulk load (benches and seeds; raise the revision after). */
export function newProjectItems(accountId: string, record: ProjectRecord): Item[] {
  return [
    rowItem(accountId, record),
    bodyItem(accountId, record),
    { ...ownerKey(record.projectId), type: 'ProjectOwner', ownerId: accountId },
  ];
}

/** After a bulk load into an account's partition (benches and seeds). */
export function markProjectsChanged(accountId: string): Promise<void> {
  return raiseRevision(partition(accountId), LIST);
}
