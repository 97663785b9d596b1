/**
 * A project's load year in the bucket (docs/decisions/0050-meter-load-in-the-bucket.md):
 * `loads/<account>/<project>/<meter file id>`, packed by load-codec.ts. The project record names
 * the meter file; its owner's account and the project's id give the key, so a copy (of a project
 * into any account) has its own object, and deleting a project deletes everything under its
 * prefix (an object left by a save that failed half-way too).
 */
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { copyObject, deleteObject, listObjectKeys, putObject, readObject } from '../aws/s3';
import { bucketPrefixes } from '../config/resources';
import { logger } from '../logger';
import { decodeLoadYear, encodeLoadYear, type StoredLoadYear, UnreadableLoadError } from './load-codec';

/** Stored as plain bytes: no content encoding, so no client unpacks them on the way. */
const LOAD_CONTENT_TYPE = 'application/octet-stream';

/** Where every load object of a project lives. */
export function projectLoadPrefix(accountId: string, projectId: string): string {
  return `${bucketPrefixes.loads}${accountId}/${projectId}/`;
}

/** The object of one meter file's year. */
export function loadObjectKey(accountId: string, projectId: string, meterFileId: string): string {
  return `${projectLoadPrefix(accountId, projectId)}${meterFileId}`;
}

/** Writes a load year at `key`. */
export async function putLoadYear(key: string, year: StoredLoadYear): Promise<void> {
  await putObject(key, encodeLoadYear(year), LOAD_CONTENT_TYPE);
}

/**
 * The load year of the owner's project: its meter file's, or undefined when it has none (its load
 * is then the typical shape of its figures).
 *
 * @throws UnreadableLoadError when the object is missing or not a load year.
 */
export async function readProjectLoadYear(
  accountId: string,
  record: Pick<ProjectRecord, 'projectId' | 'userLoad'>,
): Promise<StoredLoadYear | undefined> {
  const file = record.userLoad?.meterFile;
  if (!file) return undefined;
  const key = loadObjectKey(accountId, record.projectId, file.id);
  const bytes = await readObject(key).catch((cause: unknown) => {
    const name = (cause as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound')
      throw new UnreadableLoadError(`no load object at ${key}`, { cause });
    throw cause;
  });
  return decodeLoadYear(bytes);
}

/**
 * Copies the load year of `source` (owned by `fromAccountId`) to the copy `toProjectId` in
 * `toAccountId`; answers the new key, or undefined when the project has no meter file.
 */
export async function copyProjectLoad(
  fromAccountId: string,
  source: Pick<ProjectRecord, 'projectId' | 'userLoad'>,
  toAccountId: string,
  toProjectId: string,
): Promise<string | undefined> {
  const file = source.userLoad?.meterFile;
  if (!file) return undefined;
  const key = loadObjectKey(toAccountId, toProjectId, file.id);
  await copyObject(loadObjectKey(fromAccountId, source.projectId, file.id), key, LOAD_CONTENT_TYPE);
  return key;
}

/** Deletes load objects no record names any more; a failure only leaves an orphan (logged). */
export async function deleteLoadObjects(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deleteObject(key).catch((error) => logger.warn('load not deleted', { key, error: String(error) }));
  }
}

/** Every load object of a project (for its deletion). */
export function listProjectLoadKeys(accountId: string, projectId: string): Promise<string[]> {
  return listObjectKeys(projectLoadPrefix(accountId, projectId));
}
