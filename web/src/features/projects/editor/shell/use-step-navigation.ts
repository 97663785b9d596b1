/**
 * Moving between the wizard's steps (001 §2): back always; forward only when every step before
 * the target validates, and after the current step's own asynchronous guard (system settings and
 * system loss) agrees. A refused move marks the steps whose issues must show and names the first.
 */
import { useCallback, useRef, useState } from 'react';
import type { EditorDraft } from '../model/draft';
import type { LiveProject } from '../model/live-project';
import type { LeaveGuard } from '../model/step-props';
import { mayOpenStep, type StepId, stepIssues } from '../model/steps';

export interface StepNavigation {
  index: number;
  step: StepId;
  /** Steps whose issues show under their fields (the user tried to leave them). */
  shownIssues: ReadonlySet<StepId>;
  /** The step that kept the last forward move from happening, until the next move. */
  blockedBy: StepId | null;
  /** A forward move waits for the step's guard. */
  moving: boolean;
  go(targetIndex: number): Promise<void>;
  setLeaveGuard(guard: LeaveGuard | null): void;
}

export function useStepNavigation(
  steps: readonly StepId[],
  initialStep: StepId,
  draft: EditorDraft,
  live: LiveProject,
): StepNavigation {
  const [index, setIndex] = useState(Math.max(0, steps.indexOf(initialStep)));
  const [shownIssues, setShownIssues] = useState<ReadonlySet<StepId>>(new Set());
  const [blockedBy, setBlockedBy] = useState<StepId | null>(null);
  const [moving, setMoving] = useState(false);
  const guard = useRef<LeaveGuard | null>(null);
  const step = steps[index] as StepId;

  const go = useCallback(
    async (targetIndex: number) => {
      const target = steps[targetIndex];
      if (target === undefined || moving) return;
      const valid = (candidate: StepId) => stepIssues(candidate, draft, live).length === 0;
      if (!mayOpenStep(steps, step, target, valid)) {
        const firstInvalid = steps.slice(0, targetIndex).find((candidate) => !valid(candidate)) ?? step;
        setShownIssues((shown) => new Set([...shown, firstInvalid, step]));
        setBlockedBy(firstInvalid);
        return;
      }
      if (targetIndex > index && guard.current) {
        setMoving(true);
        const allowed = await guard.current().finally(() => setMoving(false));
        if (!allowed) return;
      }
      guard.current = null;
      setBlockedBy(null);
      setIndex(targetIndex);
    },
    [steps, step, index, draft, live, moving],
  );
  const setLeaveGuard = useCallback((next: LeaveGuard | null) => {
    guard.current = next;
  }, []);
  return { index, step, shownIssues, blockedBy, moving, go, setLeaveGuard };
}
