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

export class ApiError extends Error {
  /** The answer's code; -1 when the server could not be reached or answered nonsense. */
  readonly code: number;
  /** True when no usable answer came back (network down, not JSON). */
  readonly network: boolean;
  readonly data: unknown;

  constructor(
    code: number,
    message: string,
    options: { network?: boolean; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.network = options.network ?? false;
    this.data = options.data ?? null;
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
