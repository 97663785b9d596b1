/**
 * The server's refusal of a save (115/118 field errors) as issues of the draft, shown under
 * their fields like the draft's own: each one while its field still holds the value the server
 * refused, gone the moment the user changes it (it is being fixed).
 */
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import type { ApiFieldError } from '@/lib/api-error';
import type { DraftIssue, LiveProject } from './live-project';

/** The server's field errors and the body it refused. */
export interface SaveRefusal {
  fieldErrors: readonly ApiFieldError[];
  body: ProjectInputBody;
}

/** The value at a dotted path of the body (`pvArray.0.tilt`), or undefined. */
function valueAt(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const key of path === '' ? [] : path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The refusal's errors whose field holds, in `body`, the value the server refused. */
export function refusedIssues(refusal: SaveRefusal | null, body: ProjectInputBody): DraftIssue[] {
  if (!refusal) return [];
  return refusal.fieldErrors
    .filter((error) => sameValue(valueAt(body, error.field), valueAt(refusal.body, error.field)))
    .map((error) => ({ path: error.field, key: error.key }));
}

/** The live project with the server's standing refusals among its issues (the draft's first). */
export function withRefusedIssues(live: LiveProject, refused: readonly DraftIssue[]): LiveProject {
  if (refused.length === 0) return live;
  const known = new Set(live.issues.map((issue) => `${issue.path}:${issue.key}`));
  const added = refused.filter((issue) => !known.has(`${issue.path}:${issue.key}`));
  return added.length === 0 ? live : { ...live, issues: [...live.issues, ...added] };
}
