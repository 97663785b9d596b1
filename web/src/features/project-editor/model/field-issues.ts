/**
 * The message under a step's field: the live record's issue at that path, translated,
 * once the user tried to leave the step (`showIssues`) or left the field (blur).
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import { useCallback, useState } from 'react';
import { useLanguage } from '@/lib/i18n';
import type { DraftIssue } from './live-project';

/** The first issue at exactly `path`, or undefined. */
export function issueAt(issues: readonly DraftIssue[], path: string): DraftIssue | undefined {
  return issues.find((issue) => issue.path === path);
}

/**
 * `errorOf(path)` gives the field's message when it should show; `touch(path)` marks a field left
 * (call it on blur).
 */
export function useFieldIssues(issues: readonly DraftIssue[], showIssues: boolean) {
  const language = useLanguage();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = useCallback(
    (path: string) => setTouched((now) => (now.has(path) ? now : new Set(now).add(path))),
    [],
  );
  const errorOf = (path: string): string | undefined => {
    if (!showIssues && !touched.has(path)) return undefined;
    const issue = issueAt(issues, path);
    return issue ? validationMessage(issue.key, language) : undefined;
  };
  return { errorOf, touch };
}
