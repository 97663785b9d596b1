/**
 * After each refused move or save [WIZ-17]: the first marked field of the step is brought into the
 * middle of the window with the keyboard on it, so the user sees what to fix even when the field
 * is far above the buttons (the refusal's own message sits by the buttons). A step opened by the
 * refusal may still be loading, so the field is looked for again for a while; for a refusal
 * without a field (no array yet) the caller says what to show instead, if anything.
 */
import { type RefObject, useEffect } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { revealField, revealFirstInvalid } from '@/lib/field-focus';

/** How often, and how long, a field is looked for after a refusal. [ms] */
const RETRY_MS = 50;
const GIVE_UP_MS = 3000;

/**
 * @param refusals - The count of refusals so far (StepNavigation.refusals): each new one reveals.
 * @param step - The box that holds the step's fields.
 * @param fallback - Shown when no field is marked (null: nothing, the message is in view).
 */
export function useRevealRefusal(
  refusals: number,
  step: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null> | null,
): void {
  // Read when the search gives up: the fallback of the refusal being revealed.
  const latestFallback = useLatest(fallback);
  useEffect(() => {
    if (refusals === 0) return;
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (revealFirstInvalid(step.current)) return;
      waited += RETRY_MS;
      if (waited < GIVE_UP_MS) timer = setTimeout(attempt, RETRY_MS);
      else if (latestFallback.current?.current) revealField(latestFallback.current.current);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [refusals, step, latestFallback]);
}
