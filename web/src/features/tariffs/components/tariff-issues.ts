/**
 * The tariff library page's field messages: the shared schema's issues of the tariff as edited
 * [TAR-1], by the field's dotted path, shown once the field was left or a save was tried.
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import { type Tariff, tariffSchema } from '@pvd/shared/tariff/schema';
import { useState } from 'react';
import { useLanguage } from '@/lib/i18n';

export interface TariffIssueState {
  /** True when the schema takes the tariff. */
  valid: boolean;
  errorOf(path: string, under?: boolean): string | undefined;
  touch(path: string): void;
  /** Shows every message (a save was tried). */
  showAll(): void;
}

export function useTariffIssues(tariff: Tariff): TariffIssueState {
  const language = useLanguage();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const parsed = tariffSchema.safeParse(tariff);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), key: issue.message }));
  return {
    valid: parsed.success,
    errorOf(path, under) {
      // A schedule's cells are checked as a whole (painting cannot leave one undefined).
      if (!under && !all && !touched.has(path)) return undefined;
      const issue = issues.find((one) => one.path === path || (under && one.path.startsWith(`${path}.`)));
      return issue ? validationMessage(issue.key, language) : undefined;
    },
    touch: (path) => setTouched((now) => (now.has(path) ? now : new Set(now).add(path))),
    showAll: () => setAll(true),
  };
}
