/**
 * API Gateway's throttling of the default stage, by route group. HTTP API throttles per route
 * (not per client: the per-address limit is the web ACL's, infra/stacks/edge/web-acl-rules.ts),
 * so these bound what all users together may start, below the region's Lambda concurrency
 * (1 000 by default) and API Gateway's account quota (10 000 requests/s).
 */
import type { CallDefinition } from '@pvd/shared/api/define';

export type RouteGroup = 'standard' | 'report' | 'designResults';

export interface Throttle {
  /** Steady requests per second. [1/s] */
  rateLimit: number;
  /** Requests API Gateway accepts at once above the steady rate. */
  burstLimit: number;
}

/**
 * The report calls render or assemble a whole project (the PDF's Chromium takes 2 GB and seconds
 * a report; the bill of materials and the report data run the full year): their rate stays near
 * what the report function's reserved concurrency can serve (10 at about 5 s each). Design
 * results run the engine over the project on every editor change, a tenth of a second to seconds.
 */
export const throttles: Record<RouteGroup, Throttle> = {
  standard: { rateLimit: 200, burstLimit: 400 },
  report: { rateLimit: 2, burstLimit: 10 },
  designResults: { rateLimit: 20, burstLimit: 40 },
};

/** Calls of the report route group (shared/api/calls.ts, group `project`). */
export const reportCalls: readonly string[] = [
  'project/exportProjectReportPdf',
  'project/exportProjectBillOfMaterials',
  'project/queryProjectReportData',
  'project/queryProjectReportDataById',
];

/** Calls of the design-results route group. */
export const designResultsCalls: readonly string[] = ['project/queryProjectDesignResults'];

/** The route group a call's throttle and latency alarm belong to. */
export function routeGroupOf(call: Pick<CallDefinition, 'group' | 'name'>): RouteGroup {
  const path = `${call.group}/${call.name}`;
  if (reportCalls.includes(path)) return 'report';
  if (designResultsCalls.includes(path)) return 'designResults';
  return 'standard';
}
