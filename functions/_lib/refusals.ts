/**
 * The catalogue calls' refusals, one place for their codes: an item that is not there (115,
 * HTTP 404, as the e-mail template calls answer), a user's item asked for by someone else (114:
 * the same answer whether it exists or not, so ids cannot be probed), a stale edit (117) and a
 * field refused by a rule the schema cannot check alone (118 with its field error).
 */
import { Code, type Culture } from '@pvd/shared/errors/codes';
import { type ValidationMessageKey, validationMessage } from '@pvd/shared/errors/validation';
import { AppError } from './errors';

/** 115 with HTTP 404: the catalogue item is not there (any more). */
export function itemNotFound(): AppError {
  return new AppError(Code.parameterMissing, { messageKey: 'itemNotFound', status: 404 });
}

/**
 * 114: not the caller's item, or no such item (the same answer, so ids cannot be probed); or a
 * role that may not do this to this item.
 */
export function notYours(): AppError {
  return new AppError(Code.noPermission);
}

/** 117: the item changed since the caller read it; reload and try again. */
export function staleEdit(): AppError {
  return new AppError(Code.conflict);
}

/** 118 for one field, with the field error the form shows beside it. */
export function fieldRefused(field: string, key: ValidationMessageKey, culture: Culture): AppError {
  return new AppError(Code.invalidInput, {
    messageKey: key,
    data: { fieldErrors: [{ field, key, message: validationMessage(key, culture) }] },
  });
}

/** 118 for a rule of the whole request (no single field), with its message. */
export function ruleRefused(key: ValidationMessageKey): AppError {
  return new AppError(Code.invalidInput, { messageKey: key });
}

/** 119: a file refused for its type (HTTP 415) or its size (HTTP 413), with its message. */
export function fileRefused(key: ValidationMessageKey, reason: 'type' | 'size'): AppError {
  return new AppError(Code.fileRejected, { messageKey: key, status: reason === 'size' ? 413 : 415 });
}

/** The distinct ids of a selection, in their first order. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
