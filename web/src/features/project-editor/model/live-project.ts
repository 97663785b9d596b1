/**
 * The draft as the server would store it, computed in the browser with the same pure functions
 * (shared/project): parse → assemble with the draft's copies → rules. Every step reads it for its
 * checks, the capacity, the completeness and the live results.
 */

import { type ProjectInput, type ProjectRecord, projectInput } from '@pvd/shared/project/record/project';
import { assembleProject } from '@pvd/shared/project/save/assemble';
import { lookupCopies } from '@pvd/shared/project/save/copies';
import { projectRuleIssues } from '@pvd/shared/project/save/rules';
import type { EditorDraft } from './draft';

/** A field the draft gets wrong: its dotted path and the shared message key. */
export interface DraftIssue {
  path: string;
  key: string;
}

export interface LiveProject {
  /** The parsed body, when it parses. */
  input?: ProjectInput;
  /** The assembled record, when the body parses and every copy is there. */
  record?: ProjectRecord;
  /** Every field issue: the schema's, missing copies ('catalogueItemGone') and the rules'. */
  issues: DraftIssue[];
}

/** Assembles the draft (meta values are placeholders: the server sets ids and times). */
export function liveProject(draft: EditorDraft): LiveProject {
  const parsed = projectInput.safeParse(draft.body);
  if (!parsed.success) {
    return {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), key: issue.message })),
    };
  }
  const now = new Date(0).toISOString();
  const assembled = assembleProject(parsed.data, lookupCopies(draft.copies), {
    projectId: draft.projectId ?? 'draft',
    proType: draft.proType,
    version: draft.version ?? 1,
    createTime: now,
    now,
    sharedBy: null,
  });
  if (!assembled.ok) {
    return {
      input: parsed.data,
      issues: assembled.missing.map((missing) => ({
        path: missing.path.join('.'),
        key: 'catalogueItemGone',
      })),
    };
  }
  const issues = projectRuleIssues(assembled.record).map((issue) => ({
    path: issue.path.join('.'),
    key: issue.key,
  }));
  return { input: parsed.data, record: assembled.record, issues };
}
