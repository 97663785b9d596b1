/** A refused or failed API call, as the screens see it. */

/** A field error of a 115/118 answer (`data.fieldErrors`). */
export interface ApiFieldError {
  /** Dotted path of the field, e.g. `whereCondition.loginEmail`. */
  field: string;
  /** Shared validation message key. */
  key: string;
  /** The message in the caller's language. */
  message: string;
}

/**
 * Why a call failed: the server was not reached (`network`: offline, DNS, connection refused),
 * it answered but not with an answer of ours (`server`: an error page, a crash, a broken answer),
 * or it refused the call with a code (`refused`). Each gets its own words.
 */
export type ApiFailure = 'network' | 'server' | 'refused';

export class ApiError extends Error {
  /** The answer's code; -1 when the server could not be reached or answered nonsense. */
  readonly code: number;
  readonly failure: ApiFailure;
  readonly data: unknown;

  constructor(
    code: number,
    message: string,
    options: { failure?: ApiFailure; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.failure = options.failure ?? 'refused';
    this.data = options.data ?? null;
  }

  /** True when no answer came back at all (the network, not the server). */
  get network(): boolean {
    return this.failure === 'network';
  }

  /** The field errors the server sent with 115/118, keyed by field path. */
  get fieldErrors(): ApiFieldError[] {
    const list = (this.data as { fieldErrors?: unknown } | null)?.fieldErrors;
    return Array.isArray(list) ? (list as ApiFieldError[]) : [];
  }
}

/** True when `error` is an ApiError with one of `codes`. */
export function isApiError(error: unknown, ...codes: number[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}
