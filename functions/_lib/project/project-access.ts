/**
 * Ownership before anything is read [PRJ-6]: a project id that names no project answers 113,
 * another user's 114; only then is the caller's own record read.
 */

import { Code } from '@pvd/shared/errors/codes';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { getProjectOwner, getProjectRecord, UnreadableProjectError } from '../db/entities/project';
import { AppError } from '../errors';
import { notYours } from '../refusals';

/** 113: no such project. */
export function projectNotFound(): AppError {
  return new AppError(Code.projectNotFound);
}

/** Checks that the caller owns the project (113 none, 114 another user's); reads nothing of it. */
export async function checkProjectOwner(accountId: string, projectId: string): Promise<void> {
  const owner = await getProjectOwner(projectId);
  if (owner === undefined) throw projectNotFound();
  if (owner !== accountId) throw notYours();
}

/**
 * The caller's project, after the owner check (113 when it went in between; 118
 * 'storedProjectUnreadable' with the fields at fault for a stored body beyond today's schema,
 * which the owner can still delete).
 */
export async function ownedProject(accountId: string, projectId: string): Promise<ProjectRecord> {
  await checkProjectOwner(accountId, projectId);
  const record = await getProjectRecord(accountId, projectId).catch((error: unknown) => {
    if (!(error instanceof UnreadableProjectError)) throw error;
    throw new AppError(Code.invalidInput, {
      messageKey: 'storedProjectUnreadable',
      data: { fields: error.fields },
      cause: error,
    });
  });
  if (!record) throw projectNotFound();
  return record;
}
