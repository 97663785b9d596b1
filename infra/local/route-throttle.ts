/**
 * API Gateway's stage throttling, locally: one token bucket per route, holding `burstLimit`
 * requests and refilled at `rateLimit` a second, for all clients together, as the deployed stage
 * does (infra/config/throttling.ts gives both the same numbers). A request that finds its route's
 * bucket empty is answered 429 before its body is read or its handler runs.
 */
import { findCall } from '@pvd/shared/api/calls';
import { routeGroupOf, type Throttle, throttles } from '../config/throttling';

export interface RouteThrottle {
  /** Takes a request from the route's bucket; false when it is empty (answer 429). */
  take(callPath: string): boolean;
}

/** The limits of a call path (`project/exportProjectReportPdf`), as the deployed stage's. */
export function stageThrottleOf(callPath: string): Throttle {
  const call = findCall(callPath);
  return throttles[call ? routeGroupOf(call) : 'standard'];
}

/** A throttle by the given limits and clock (milliseconds; tests pass their own). */
export function createRouteThrottle(
  limitsOf: (callPath: string) => Throttle = stageThrottleOf,
  nowMs: () => number = Date.now,
): RouteThrottle {
  const buckets = new Map<string, { tokens: number; atMs: number }>();
  return {
    take(callPath) {
      const { rateLimit, burstLimit } = limitsOf(callPath);
      const now = nowMs();
      const bucket = buckets.get(callPath) ?? { tokens: burstLimit, atMs: now };
      bucket.tokens = Math.min(burstLimit, bucket.tokens + ((now - bucket.atMs) / 1000) * rateLimit);
      bucket.atMs = now;
      buckets.set(callPath, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
