/**
 * The one error type handlers throw. The middleware turns it into `{ code, message, data }` with
 * the code's HTTP status and the message in the caller's language.
 */
import { Code, type ResponseCode } from '@pvd/shared/errors/codes';
import type { MessageParams } from '@pvd/shared/errors/message-places';
import type { ValidationMessageKey } from '@pvd/shared/errors/validation';
import { EngineWorkTooLargeError } from '@pvd/shared/pv/engine/work-budget';
import { StaleVersionError } from './db/versioned-edit';
import { UnreadableLoadError } from './load/load-codec';

export interface AppErrorOptions {
  /** A shared validation message key or text that is more precise than the code's own message. */
  messageKey?: ValidationMessageKey;
  /** Values of the message's `{name}` places (a meter file's row and column). */
  messageParams?: MessageParams;
  /** Data sent with the error (e.g. field errors for 118, the already-imported models for -1001). */
  data?: unknown;
  /** HTTP status when the code's default does not fit (e.g. 413 for an oversized file). */
  status?: number;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ResponseCode;
  readonly messageKey?: ValidationMessageKey;
  readonly messageParams?: MessageParams;
  readonly data: unknown;
  readonly status?: number;

  constructor(code: ResponseCode, options: AppErrorOptions = {}) {
    super(`response code ${code}${options.messageKey ? ` (${options.messageKey})` : ''}`, {
      cause: options.cause,
    });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = options.messageKey;
    this.messageParams = options.messageParams;
    this.data = options.data ?? null;
    this.status = options.status;
  }
}

/**
 * The AppError a refusal thrown by shared code or the table's layer is answered with (a design
 * beyond the engine's budget: 118 'engineWorkTooLarge' with the work asked and the budget; an
 * edit of a version no longer stored: 117 [ERR-2]; a meter file's year that cannot be read: 118
 * 'meterFileLost'); any other error as it is.
 */
export function asAppError(error: unknown): unknown {
  if (error instanceof StaleVersionError) return new AppError(Code.conflict, { cause: error });
  // The project names a meter file whose stored year is gone or unreadable [LOAD-5]: said so,
  // rather than a bare failure or figures of another load.
  if (error instanceof UnreadableLoadError) {
    return new AppError(Code.invalidInput, { messageKey: 'meterFileLost', cause: error });
  }
  if (error instanceof EngineWorkTooLargeError) {
    return new AppError(Code.invalidInput, {
      messageKey: 'engineWorkTooLarge',
      data: { arrayYears: error.arrayYears, limit: error.limit },
      cause: error,
    });
  }
  return error;
}

/** A field error as sent in `data` of a 115/118 answer. */
export interface FieldError {
  /** Dotted path of the field, e.g. `whereCondition.loginEmail`. */
  field: string;
  /** Shared message key (see shared/errors/validation.ts). */
  key: string;
  /** The message in the caller's language. */
  message: string;
}
