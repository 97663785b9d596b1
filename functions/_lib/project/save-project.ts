/**
 * Saving a project, create or edit [PRJ-4]: the catalogue copies are found, the record
 * assembled and its rules checked (118 with every field error, nothing written), then written
 * in one transaction — on the version the editor read for an edit (117 when it moved). The
 * panels the project uses are recorded for the chooser's "frequently used" way.
 */
import type { Culture } from '@pvd/shared/errors/codes';
import type { ProjectType } from '@pvd/shared/project/record/base';
import type { ProjectInput, ProjectRecord, SharedBy } from '@pvd/shared/project/record/project';
import { assembleProject } from '@pvd/shared/project/save/assemble';
import { projectRuleIssues } from '@pvd/shared/project/save/rules';
import { recordPanelUse } from '../db/entities/frequent-panel';
import { createProject, replaceProject } from '../db/entities/project';
import { newId } from '../db/ids';
import { type EditStamp, editAtVersion } from '../db/versioned-edit';
import { staleEdit } from '../refusals';
import { catalogueCopies } from './catalogue-copies';
import { ownSections } from './own-sections';
import { ownedProject, projectNotFound } from './project-access';
import { deleteImagesOfRemovedArrays } from './project-images';
import { fieldError, refused } from './save-errors';

/** What a save is: a new project, or an edit of `stored` saved with `stamp` (its next version). */
export type SaveTarget =
  | { kind: 'create'; proType: ProjectType; sharedBy?: SharedBy | null }
  | { kind: 'edit'; proType: ProjectType; stored: ProjectRecord; stamp: EditStamp };

/**
 * The record a save would store: copies found, sections assembled, rules kept (else 118). Both
 * project types keep a user load: a grid-connected project's is its own consumption.
 */
export async function buildProjectRecord(
  accountId: string,
  input: ProjectInput,
  target: SaveTarget,
  culture: Culture,
): Promise<ProjectRecord> {
  const record = await assembleProjectRecord(accountId, input, target, culture);
  const issues = projectRuleIssues(record);
  if (issues.length > 0) throw refused(issues.map((issue) => fieldError(issue.path, issue.key, culture)));
  return record;
}

/**
 * The record assembled from the input and the catalogue's copies (118 when a copy is gone), with
 * the sections beside the spec's (own-sections.ts), without the project's rules: what a save
 * checks them on, and what the editor's live results simulate while the design is still incomplete.
 */
export async function assembleProjectRecord(
  accountId: string,
  input: ProjectInput,
  target: SaveTarget,
  culture: Culture,
): Promise<ProjectRecord> {
  const stored = target.kind === 'edit' ? target.stored : undefined;
  const copies = await catalogueCopies(accountId, input, stored);
  const now = target.kind === 'edit' ? target.stamp.lastmodifytime : new Date().toISOString();
  const assembled = assembleProject(input, copies, {
    projectId: stored?.projectId ?? newId(),
    proType: target.proType,
    version: target.kind === 'edit' ? target.stamp.version : 1,
    createTime: stored?.createTime ?? now,
    now,
    sharedBy: stored ? stored.sharedBy : target.kind === 'create' ? (target.sharedBy ?? null) : null,
  });
  if (!assembled.ok) {
    throw refused(assembled.missing.map((missing) => fieldError(missing.path, 'catalogueItemGone', culture)));
  }
  return { ...assembled.record, ...(await ownSections(accountId, input, target.proType, stored, culture)) };
}

/** Writes a new project's record, then counts the panels it uses (117 if its id was taken). */
export async function writeNewProjectRecord(accountId: string, record: ProjectRecord): Promise<void> {
  if (!(await createProject(accountId, record))) throw staleEdit();
  await recordPanelsUsed(accountId, record);
}

/** One use per distinct panel of the project (system or custom), most recent first in the chooser. */
async function recordPanelsUsed(accountId: string, record: ProjectRecord): Promise<void> {
  const seen = new Set<string>();
  for (const array of record.pvArray) {
    const key = `${array.panel.source}:${array.panel.Id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await recordPanelUse(accountId, {
      panelid: array.panel.Id,
      panelchoseway: array.panel.source === 'system' ? 2 : 3,
      panelname: array.panelname,
    });
  }
}

/** The type a call saves must be the type the editor sent (when it sent one). */
function checkCallType(input: ProjectInput, proType: ProjectType, culture: Culture): void {
  const sent = input.projectBase.proType;
  if (sent !== undefined && sent !== proType) {
    throw refused([fieldError(['projectBase', 'proType'], 'projectTypeMismatch', culture)]);
  }
}

/** createtUser…Project: a new project of the call's type; answers its id. */
export async function createProjectOfType(
  accountId: string,
  input: ProjectInput,
  proType: ProjectType,
  culture: Culture,
): Promise<string> {
  checkCallType(input, proType, culture);
  const record = await buildProjectRecord(accountId, input, { kind: 'create', proType }, culture);
  await writeNewProjectRecord(accountId, record);
  return record.projectId;
}

/** The caller's project, refused (118) when it is not of the call's type. */
async function ownedProjectOfType(
  accountId: string,
  projectId: string,
  proType: ProjectType,
  culture: Culture,
): Promise<ProjectRecord> {
  const stored = await ownedProject(accountId, projectId);
  if (stored.projectBase.proType !== proType) {
    throw refused([fieldError(['projectId'], 'projectTypeMismatch', culture)]);
  }
  return stored;
}

/** editUser…Project: saves the caller's project of the call's type read at `version`. */
export async function editProjectOfType(
  accountId: string,
  input: ProjectInput & { projectId: string; version: number },
  proType: ProjectType,
  culture: Culture,
): Promise<{ version: number; IsComplete: 0 | 1 }> {
  checkCallType(input, proType, culture);
  const { current: stored, next: record } = await editAtVersion({
    read: () => ownedProjectOfType(accountId, input.projectId, proType, culture),
    expectedVersion: input.version,
    now: new Date(),
    change: (stored, stamp) =>
      buildProjectRecord(accountId, input, { kind: 'edit', proType, stored, stamp }, culture),
    write: (_, record, version) => replaceProject(accountId, record, version),
    refuse: { missing: projectNotFound },
  });
  await recordPanelsUsed(accountId, record);
  await deleteImagesOfRemovedArrays(accountId, stored, record);
  return { version: record.version, IsComplete: record.isComplete };
}
