/**
 * Timing of in-process work for the bench sections: the median wall time after a warm-up. Why the
 * median: a garbage collection or a JIT tier-up lands in a few runs, and the median ignores them
 * where the mean would not; the warm-up lets the JIT compile the hot code before it is timed.
 */

/** How many calls are made before timing starts, and how many are timed. */
export interface TimingRuns {
  /** Calls made first and not timed. */
  warmup: number;
  /** Calls timed; the median of these is answered. */
  runs: number;
}

/** The middle value of `times` (the upper one of the two middles for an even count). [ms] */
function median(times: number[]): number {
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Median wall time of `run` over `runs` calls after `warmup` untimed ones. [ms]
 *
 * @example
 * medianMs(() => fillPolygonWithPanels(field, options), { warmup: 20, runs: 100 });
 */
export function medianMs(run: () => unknown, { warmup, runs }: TimingRuns): number {
  for (let i = 0; i < warmup; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * Median wall time of the awaited `run` over `runs` calls after `warmup` untimed ones. `run` is
 * given the call's number (0 for the first warm-up call), for work that needs a new input per call.
 * [ms]
 *
 * @example
 * await medianMsAsync((i) => service.resolve({ latitude: 30 + i, longitude: 110 }), { warmup: 2, runs: 9 });
 */
export async function medianMsAsync(
  run: (call: number) => Promise<unknown>,
  { warmup, runs }: TimingRuns,
): Promise<number> {
  for (let i = 0; i < warmup; i++) await run(i);
  const times: number[] = [];
  for (let i = warmup; i < warmup + runs; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return median(times);
}
