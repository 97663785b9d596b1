/**
 * Moving between the wizard's steps [WIZ-1]: back always; forward only when every step before
 * the target validates, and after the current step's own asynchronous guard (system settings and
 * system loss) agrees. A saved project opens any step at once (model/steps.ts); its Save checks
 * every step first ({@link StepNavigation.mayFinish}). A refused move marks the steps whose issues
 * must show and names the first, until that step validates again; a refused save opens the step
 * of its first issue ({@link StepNavigation.showRefusal}). Each refusal counts in `refusals`, so the
 * wizard brings the first marked field into view and puts the keyboard on it.
 */
import { useCallback, useRef, useState } from 'react';
import type { EditorDraft } from '../model/draft';
import type { DraftIssue, LiveProject } from '../model/live-project';
import type { LeaveGuard } from '../model/step-props';
import {
  firstInvalidStep,
  mayOpenStep,
  openingStep,
  type StepId,
  stepIssues,
  stepOfIssue,
} from '../model/steps';

export interface StepNavigation {
  index: number;
  step: StepId;
  /** The farthest step the user has been on. */
  farthest: number;
  /** Steps whose issues show under their fields (the user tried to leave them). */
  shownIssues: ReadonlySet<StepId>;
  /** The step that kept the last move or save from happening, while it still does not validate. */
  blockedBy: StepId | null;
  /** A forward move waits for the step's guard. */
  moving: boolean;
  /** How many moves and saves were refused so far: each one brings its first marked field into view. */
  refusals: number;
  /** Whether a click on step `index` opens it now. */
  reachable(index: number): boolean;
  go(targetIndex: number): Promise<void>;
  /** Before a save that ends the editing: every step validates and the step's own guard agrees. */
  mayFinish(): Promise<boolean>;
  /**
   * A save refused for `issues` (the draft's own, or the server's): opens the step of the first one
   * in step order and marks its fields. False when no step holds any of them.
   */
  showRefusal(issues: readonly DraftIssue[]): boolean;
  setLeaveGuard(guard: LeaveGuard | null): void;
}

export function useStepNavigation(
  steps: readonly StepId[],
  /** The step asked for (the address's, the restored draft's); opened when the draft may open it. */
  initialStep: string | null,
  draft: EditorDraft,
  live: LiveProject,
): StepNavigation {
  const saved = draft.projectId !== null;
  const valid = (candidate: StepId) => stepIssues(candidate, draft, live).length === 0;
  const [index, setIndex] = useState(() => steps.indexOf(openingStep(steps, initialStep, valid, saved)));
  // A saved project has been through every step: all of them show as done, and open.
  const [farthest, setFarthest] = useState(draft.projectId !== null ? steps.length - 1 : index);
  const [shownIssues, setShownIssues] = useState<ReadonlySet<StepId>>(new Set());
  const [blockedBy, setBlockedBy] = useState<StepId | null>(null);
  const [moving, setMoving] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const guard = useRef<LeaveGuard | null>(null);
  const step = steps[index] as StepId;

  const refuse = (firstInvalid: StepId) => {
    setShownIssues((shown) => new Set([...shown, firstInvalid, step]));
    setBlockedBy(firstInvalid);
    setRefusals((count) => count + 1);
  };

  const showRefusal = (issues: readonly DraftIssue[]) => {
    const held = new Set(issues.map((issue) => stepOfIssue(steps, issue)));
    const first = steps.find((candidate) => held.has(candidate));
    if (first === undefined) return false;
    // Moving to it is allowed: every step before the first one with an issue validates (or the
    // project is saved, and any step opens).
    guard.current = null;
    setIndex(steps.indexOf(first));
    setFarthest((far) => Math.max(far, steps.indexOf(first)));
    setShownIssues((shown) => new Set([...shown, first]));
    setBlockedBy(first);
    setRefusals((count) => count + 1);
    return true;
  };

  /** The current step's guard, when leaving forward (or ending the editing). */
  const guardAgrees = async () => {
    if (!guard.current) return true;
    setMoving(true);
    return guard.current().finally(() => setMoving(false));
  };

  const go = async (targetIndex: number) => {
    const target = steps[targetIndex];
    if (target === undefined || moving) return;
    if (!mayOpenStep(steps, step, target, valid, saved)) {
      refuse(firstInvalidStep(steps.slice(0, targetIndex), valid) ?? step);
      return;
    }
    if (targetIndex > index && !(await guardAgrees())) return;
    guard.current = null;
    setBlockedBy(null);
    setIndex(targetIndex);
    setFarthest((far) => Math.max(far, targetIndex));
  };

  const mayFinish = async () => {
    const firstInvalid = firstInvalidStep(steps, valid);
    if (firstInvalid !== undefined) {
      refuse(firstInvalid);
      return false;
    }
    return guardAgrees();
  };

  const setLeaveGuard = useCallback((next: LeaveGuard | null) => {
    guard.current = next;
  }, []);
  return {
    index,
    step,
    farthest,
    shownIssues,
    // Shown while it holds: once the step validates, its message would only mislead.
    blockedBy: blockedBy !== null && !valid(blockedBy) ? blockedBy : null,
    moving,
    refusals,
    reachable: (target) => {
      const candidate = steps[target];
      return candidate !== undefined && mayOpenStep(steps, step, candidate, valid, saved);
    },
    go,
    mayFinish,
    showRefusal,
    setLeaveGuard,
  };
}
