/**
 * One GET to an online climate source with a time limit, and the one error the source clients
 * throw. The climate service falls through to the next source on any of them.
 */

/** Why an online source gave nothing. */
export type ClimateSourceFailure =
  /** No answer within the time limit. */
  | 'timeout'
  /** No connection (DNS, refused, reset): the source is unreachable from here. */
  | 'network'
  /** The source answered that it has no data for this location (HTTP 4xx, e.g. PVGIS over the sea). */
  | 'no-data'
  /** The source is overloaded or failing (HTTP 429, 5xx). */
  | 'unavailable'
  /** The answer could not be read as the expected climate data. */
  | 'bad-response';

/**
 * An online climate source gave no usable climate.
 * @example
 * try { await fetchPvgisTmy(location, options); }
 * catch (e) { if (e instanceof ClimateSourceError && e.failure === 'no-data') { ... } }
 */
export class ClimateSourceError extends Error {
  override readonly name = 'ClimateSourceError';
  readonly failure: ClimateSourceFailure;
  /** HTTP status, when the source answered. */
  readonly status: number | undefined;

  constructor(
    failure: ClimateSourceFailure,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.failure = failure;
    this.status = options.status;
  }
}

/** How to reach a source. */
export interface SourceRequestOptions {
  /** Base URL of the source's API, without a trailing slash. */
  baseUrl: string;
  /** Time allowed for the whole request, body included. [ms] */
  timeoutMs: number;
  /** The fetch to use (tests may pass their own); default the global fetch. */
  fetch?: typeof fetch;
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/**
 * GETs `url` and answers the body text of a 2xx answer.
 * @throws {@link ClimateSourceError} 'timeout', 'network', 'no-data' (4xx but 429) or 'unavailable' (429, 5xx)
 */
export async function fetchSourceText(url: string, options: SourceRequestOptions): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  // One signal covers the connection and the body: a source that trickles its answer times out too.
  const signal = AbortSignal.timeout(options.timeoutMs);
  let status: number | undefined;
  try {
    const response = await doFetch(url, { signal, headers: { accept: 'application/json' } });
    status = response.status;
    const text = await response.text();
    if (response.ok) return text;
  } catch (error) {
    if (isTimeout(error)) {
      throw new ClimateSourceError('timeout', `no answer within ${options.timeoutMs} ms`, { cause: error });
    }
    throw new ClimateSourceError('network', 'the source could not be reached', { status, cause: error });
  }
  const failure = status === 429 || (status ?? 500) >= 500 ? 'unavailable' : 'no-data';
  throw new ClimateSourceError(failure, `the source answered HTTP ${status}`, { status });
}
