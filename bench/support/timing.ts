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

/** How {@link stableTimes} warms up and how many calls it then times. */
export interface StableRuns {
  /** Calls per warm-up batch. */
  batch: number;
  /** Warm-up batches at most, stable or not. */
  maxBatches: number;
  /** Calls timed after the warm-up. */
  runs: number;
  /** Largest relative change of the batch median that counts as stable; default 0.03. */
  tolerance?: number;
}

/** Figures of {@link stableTimes}. */
export interface StableTimes {
  /** Fastest timed call. [ms] */
  min: number;
  /** Median timed call. [ms] */
  median: number;
  /**
   * Least CPU time of a timed call (the process's user + system time, as Python's
   * `time.process_time`): less swayed than wall time by other work on a loaded machine. [ms]
   */
  cpuMin: number;
  /** The wall times of the timed calls, in call order, to merge runs. [ms] */
  times: number[];
  /** The CPU times of the timed calls, in call order. [ms] */
  cpuTimes: number[];
  /** Warm-up batches run before timing. */
  warmupBatches: number;
  /** Whether the last two batch medians agreed within the tolerance (false: the cap was hit). */
  stable: boolean;
}

/**
 * Min and median wall time of `run` on an input made by `prepare` for each call, outside the
 * timed span. Warms up in batches until the medians of the last two batches differ by less
 * than the tolerance (or `maxBatches` is hit), because a fixed warm-up count either wastes time
 * or stops before the JIT has settled, depending on the machine. Why the min as well as the
 * median: the min is what the code costs with nothing in the way, the median what a caller sees.
 * [ms]
 *
 * @example
 * stableTimes(() => freshWeather(), (weather) => simulate(weather), { batch: 10, maxBatches: 30, runs: 41 });
 */
export function stableTimes<T>(
  prepare: () => T,
  run: (input: T) => unknown,
  { batch, maxBatches, runs, tolerance = 0.03 }: StableRuns,
): StableTimes {
  const timeBatch = (calls: number) => {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let i = 0; i < calls; i++) {
      const input = prepare();
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      run(input);
      times.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    return { times, cpuTimes };
  };
  let previous = Number.NaN;
  let stable = false;
  let warmupBatches = 0;
  while (!stable && warmupBatches < maxBatches) {
    const current = median(timeBatch(batch).times);
    warmupBatches++;
    stable = Math.abs(current - previous) < tolerance * current;
    previous = current;
  }
  const { times, cpuTimes } = timeBatch(runs);
  return { ...summary(times, cpuTimes), warmupBatches, stable };
}

/** Min, median and CPU min of timed calls (e.g. two runs' calls merged). */
export function summary(times: number[], cpuTimes: number[]) {
  return {
    min: Math.min(...times),
    median: median(times.slice()),
    cpuMin: Math.min(...cpuTimes),
    times,
    cpuTimes,
  };
}
