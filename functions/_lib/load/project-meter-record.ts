/**
 * The meter file a project record names [LOAD-5], set or removed by the one versioned edit of the
 * record (functions/_lib/db/versioned-edit.ts) on the version just read. The change touches only
 * `userLoad.meterFile`, never what an editor sends, so when an editor's save lands in between it
 * is made again on the newer version instead of being refused.
 */
import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { replaceProject } from '../db/entities/project';
import { type EditStamp, editAtVersion, StaleVersionError } from '../db/versioned-edit';
import { ownedProject, projectNotFound } from '../project/project-access';

/** Saves tried before a run of concurrent edits is answered 117. */
const MAX_ATTEMPTS = 3;

/** The record with `file` as its meter file (none: null), saved with `stamp`. */
function withMeterFile(record: ProjectRecord, file: MeterFileRecord | null, stamp: EditStamp): ProjectRecord {
  const { userLoad, ...rest } = record;
  const typicalShape = userLoad?.typicalShape;
  const next: ProjectRecord = { ...rest, version: stamp.version, lastModifyTime: stamp.lastmodifytime };
  if (file || typicalShape) next.userLoad = { ...(typicalShape && { typicalShape }), meterFile: file };
  return next;
}

/**
 * Names `file` as the owner's project's meter file (null: none), 113/114 as every project call.
 * Answers the record as saved and the meter file it replaced; nothing is written when there was
 * none to remove.
 */
export async function setProjectMeterFile(
  accountId: string,
  projectId: string,
  file: MeterFileRecord | null,
): Promise<{ record: ProjectRecord; replaced?: MeterFileRecord }> {
  for (let attempt = 1; ; attempt++) {
    const stored = await ownedProject(accountId, projectId);
    const replaced = stored.userLoad?.meterFile ?? undefined;
    if (!file && !replaced) return { record: stored };
    try {
      const { next } = await editAtVersion({
        read: async () => stored,
        expectedVersion: stored.version,
        now: new Date(),
        change: (current, stamp) => withMeterFile(current, file, stamp),
        write: (_, next, version) => replaceProject(accountId, next, version),
        refuse: { missing: projectNotFound },
      });
      return { record: next, ...(replaced && { replaced }) };
    } catch (error) {
      if (!(error instanceof StaleVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
