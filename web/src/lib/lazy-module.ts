/**
 * Code loaded when first needed (a chunk of the build): loaded once and shared by every caller,
 * given up after the chunk load time-out (120 s, after which it is an error the user can
 * retry [ERR-5]), and loaded again on the next call after a failure: browsers that follow the
 * current HTML standard fetch a failed module again, the others fail at once and the page's
 * reload is the way out.
 */

/** How long a chunk may take to load before it counts as failed. [ms] */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that did not load within the time-out. */
export class ChunkTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`a chunk did not load within ${timeoutMs} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

export interface LazyModule<T> {
  /** Loads the module (once; again after a failure). */
  load(): Promise<T>;
  /** The module if it has loaded, so a component can use it in its first render. */
  loaded(): T | undefined;
  /** Starts loading without waiting (a preload on intent); a failure waits for a real use. */
  preload(): void;
}

/**
 * @example
 * const charts = lazyModule(() => import('./highcharts'));
 * const { Highcharts } = await charts.load();
 */
export function lazyModule<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;

  function load(): Promise<T> {
    if (value !== undefined) return Promise.resolve(value);
    if (pending) return pending;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
    });
    pending = Promise.race([importer(), timeout]).then(
      (module) => {
        clearTimeout(timer);
        value = module;
        return module;
      },
      (error: unknown) => {
        clearTimeout(timer);
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  return {
    load,
    loaded: () => value,
    preload() {
      load().catch(() => undefined);
    },
  };
}
