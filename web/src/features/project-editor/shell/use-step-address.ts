/**
 * The wizard's step in the page's address (`?step=arrays`) [WIZ-18], so a reload, a bookmark or a link
 * opens the editor where the user was rather than on the first step. The address is replaced, not
 * pushed: Back still leaves the editor instead of walking back through its steps.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { StepId } from '../model/steps';

const STEP_PARAM = 'step';

/** The step an address names (`?step=loss`), or null; whether the project has it is the wizard's to judge. */
export function stepOfSearch(search: string): string | null {
  return new URLSearchParams(search).get(STEP_PARAM);
}

/** `path` with the step in its address. */
export function withStep(path: string, step: StepId): string {
  return `${path}?${new URLSearchParams({ [STEP_PARAM]: step })}`;
}

/** Keeps the address naming `step`. */
export function useStepInAddress(step: StepId): void {
  const [params, setParams] = useSearchParams();
  const named = params.get(STEP_PARAM);
  useEffect(() => {
    if (named === step) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(STEP_PARAM, step);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [named, step, setParams]);
}
