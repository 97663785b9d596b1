import { throttles } from '@pvd/infra/config/throttling';
import { createRouteThrottle, stageThrottleOf } from '@pvd/infra/local/route-throttle';
import { describe, expect, it } from 'vitest';

function taken(take: () => boolean, times: number): boolean[] {
  return Array.from({ length: times }, take);
}

describe('createRouteThrottle', () => {
  it('lets a route’s burst through at once, then refuses until its rate refills the bucket', () => {
    // Prepare: burst 3, 2 requests a second, a clock the test moves.
    let nowMs = 0;
    const throttle = createRouteThrottle(
      () => ({ rateLimit: 2, burstLimit: 3 }),
      () => nowMs,
    );

    // Act
    const atOnce = taken(() => throttle.take('project/exportProjectReportPdf'), 4);
    nowMs = 500; // one request's worth
    const afterHalfASecond = taken(() => throttle.take('project/exportProjectReportPdf'), 2);
    nowMs = 60_000;
    const afterAMinute = taken(() => throttle.take('project/exportProjectReportPdf'), 4);

    // Assess
    expect(atOnce).toEqual([true, true, true, false]);
    expect(afterHalfASecond).toEqual([true, false]);
    expect(afterAMinute).toEqual([true, true, true, false]);
  });

  it('counts each route on its own, for all clients together', () => {
    const throttle = createRouteThrottle(
      () => ({ rateLimit: 1, burstLimit: 1 }),
      () => 0,
    );
    expect(throttle.take('account/login')).toBe(true);
    expect(throttle.take('account/login')).toBe(false);
    expect(throttle.take('account/register')).toBe(true);
  });

  it('uses the deployed stage’s limits: the report and design-results routes lower', () => {
    expect(stageThrottleOf('project/exportProjectReportPdf')).toEqual(throttles.report);
    expect(stageThrottleOf('project/queryProjectDesignResults')).toEqual(throttles.designResults);
    expect(stageThrottleOf('account/login')).toEqual(throttles.standard);
  });
});
