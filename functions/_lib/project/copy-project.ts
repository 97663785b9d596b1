/**
 * Copies of a project (copyProject and ShareProject [PRJ-5]): an independent deep copy in the
 * target account's partition with a new id, version 1 and new times, and its images and its meter
 * file's load year copied to objects of its own, so editing or deleting either project never
 * touches the other. The catalogue
 * copies go along unchanged: the copy computes and reports exactly as the original, even when the
 * target account lacks the sender's custom panels and cable materials.
 */
import type { Culture } from '@pvd/shared/errors/codes';
import type { MapLocationInput } from '@pvd/shared/project/record/base';
import type { ProjectRecord, SharedBy } from '@pvd/shared/project/record/project';
import { createProject } from '../db/entities/project';
import { newId } from '../db/ids';
import { copyProjectLoad, deleteLoadObjects } from '../load/stored-load';
import { copyProjectImages, deleteCopiedImages } from './project-images';
import { boundedWork } from './project-work';

/** Where a copy goes and how it is marked. */
export interface CopyTarget {
  /** The account whose partition receives the copy (the caller's own, or a share's recipient). */
  accountId: string;
  /** The copy's name: copyProject's new name; a share keeps the sender's. */
  proName: string;
  /** Who shared it, for a share; null for the owner's own copy. */
  sharedBy: SharedBy | null;
}

/**
 * The location without the sender's weather file: it is the sender's upload (their data, maybe
 * licensed to them), which the recipient may not read; the recipient's copy falls back to the
 * online climate sources.
 */
function withoutWeatherFile(location: MapLocationInput): MapLocationInput {
  const source = location.climateSource;
  return {
    ...location,
    weatherFileId: null,
    climateSource: source?.id === 'weather-file' ? null : source,
  };
}

/**
 * The record of a copy of `source` for `target`, made `now`: the same design under a new id, at
 * version 1. A copy into another account drops the sender's weather file.
 *
 * @example
 * copiedRecord(record, { accountId: 'a1', proName: 'Roof B', sharedBy: null }, 'a1', 'newId', new Date());
 */
export function copiedRecord(
  source: ProjectRecord,
  target: CopyTarget,
  sourceAccountId: string,
  projectId: string,
  now: Date,
): ProjectRecord {
  const copy = structuredClone(source);
  const time = now.toISOString();
  return {
    ...copy,
    projectId,
    version: 1,
    createTime: time,
    lastModifyTime: time,
    sharedBy: target.sharedBy,
    projectBase: { ...copy.projectBase, proName: target.proName },
    mapLocation:
      target.accountId === sourceAccountId ? copy.mapLocation : withoutWeatherFile(copy.mapLocation),
  };
}

/**
 * Stores a copy of `source` (owned by `sourceAccountId`) for `target`, images and load included;
 * answers the copy's id. A source beyond the work bounds (stored before them) is not multiplied:
 * 118 naming the field. The objects are copied first and the project with its image items
 * written in one transaction; when anything fails, the copied objects go again.
 */
export async function storeProjectCopy(
  sourceAccountId: string,
  source: ProjectRecord,
  target: CopyTarget,
  culture: Culture,
): Promise<string> {
  boundedWork(source, culture);
  const record = copiedRecord(source, target, sourceAccountId, newId(), new Date());
  const images = await copyProjectImages(sourceAccountId, source, target.accountId);
  let stored = false;
  let load: string | undefined;
  try {
    load = await copyProjectLoad(sourceAccountId, source, target.accountId, record.projectId);
    stored = await createProject(target.accountId, record, images);
  } finally {
    if (!stored) {
      await deleteCopiedImages(images);
      if (load) await deleteLoadObjects([load]);
    }
  }
  // A random 96-bit id is never taken: this would be a fault, not a refusal to explain.
  if (!stored) throw new Error('the new project id is already taken');
  return record.projectId;
}
