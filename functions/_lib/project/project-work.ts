/**
 * The bounds of the work a project's arrays cause (shared/project/design/work-bounds.ts) as the calls
 * answer them: 118 with a field error per bound broken, before anything is filled past it. Every
 * call that fills, simulates or multiplies a project checks here first (save, live results,
 * report, export, copy, share), so a record stored before the bounds is refused, never run.
 */
import type { Culture } from '@pvd/shared/errors/codes';
import type { PanelCount } from '@pvd/shared/layout/fill';
import { type ProjectForWork, projectWork, type WorkIssue } from '@pvd/shared/project/design/work-bounds';
import type { AppError } from '../errors';
import { fieldError, refused } from './save-errors';

/** 118 naming every field beyond the bounds; `prefix` places the project in the request. */
export function workRefused(issues: readonly WorkIssue[], culture: Culture, prefix: string[] = []): AppError {
  return refused(issues.map((issue) => fieldError([...prefix, ...issue.path], issue.key, culture)));
}

/** The project's drawn areas counted within the bounds (by array id), or 118 naming what breaks them. */
export function boundedWork(
  project: ProjectForWork,
  culture: Culture,
  prefix: string[] = [],
): ReadonlyMap<string, PanelCount> {
  const work = projectWork(project);
  if (!work.ok) throw workRefused(work.issues, culture, prefix);
  return work.areas;
}
