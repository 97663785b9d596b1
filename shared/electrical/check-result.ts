/** Outcome of one check [STR-6], as a DC or AC entry of the string design stores it in `checkResult`. */
export const CHECK_RESULTS = ['success', 'warning', 'error'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

const SEVERITY: Record<CheckResult, number> = { success: 0, warning: 1, error: 2 };

/**
 * The combined result of several checks: error if any is an error, else warning if any is a
 * warning, else success [STR-6]. An empty list is a success.
 *
 * @example
 * worstResult(['success', 'warning', 'success']); // 'warning'
 */
export function worstResult(results: readonly CheckResult[]): CheckResult {
  let worst: CheckResult = 'success';
  for (const result of results) {
    if (SEVERITY[result] > SEVERITY[worst]) worst = result;
  }
  return worst;
}

/** 'success' when `passed`, otherwise the given failure class. */
export function passOr(passed: boolean, failure: Exclude<CheckResult, 'success'>): CheckResult {
  return passed ? 'success' : failure;
}
