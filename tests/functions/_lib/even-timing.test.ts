import { withMinimumDuration } from '@pvd/functions/_lib/auth/even-timing';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('withMinimumDuration', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a quick answer until the floor, and a slow one not at all', async () => {
    // Prepare
    vi.useFakeTimers();
    const settled: string[] = [];
    // Act
    void withMinimumDuration(
      800,
      async () => 'quick',
      () => Date.now(),
    ).then((v) => settled.push(v));
    void withMinimumDuration(
      800,
      () => new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 1000)),
      () => Date.now(),
    ).then((v) => settled.push(v));
    await vi.advanceTimersByTimeAsync(799);
    const atFloorMinusOne = [...settled];
    await vi.advanceTimersByTimeAsync(1);
    const atFloor = [...settled];
    await vi.advanceTimersByTimeAsync(200);
    // Assess
    expect(atFloorMinusOne).toEqual([]);
    expect(atFloor).toEqual(['quick']);
    expect(settled).toEqual(['quick', 'slow']);
  });

  it('holds an error to the floor too', async () => {
    vi.useFakeTimers();
    let failedAt = -1;
    const started = Date.now();
    void withMinimumDuration(
      500,
      async () => {
        throw new Error('mail failed');
      },
      () => Date.now(),
    ).catch(() => {
      failedAt = Date.now() - started;
    });
    await vi.advanceTimersByTimeAsync(600);
    expect(failedAt).toBe(500);
  });
});
