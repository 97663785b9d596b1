/** The 118 answer of a save and its field errors, each message in the caller's language. */
import { Code, type Culture } from '@pvd/shared/errors/codes';
import { validationMessage } from '@pvd/shared/errors/validation';
import { AppError, type FieldError } from '../errors';

/** 118 with every field error. */
export function refused(fieldErrors: FieldError[]): AppError {
  return new AppError(Code.invalidInput, { data: { fieldErrors } });
}

/** A field error at `path` (joined with dots), with its message. */
export function fieldError(path: (string | number)[], key: string, culture: Culture): FieldError {
  return { field: path.join('.'), key, message: validationMessage(key, culture) };
}
