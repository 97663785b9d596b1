/**
 * Why a catalogue spreadsheet is refused as a whole (code 119, or 118 for bad rows): the message
 * key says what is wrong, `columns` names the offending headers when there are any.
 */
import type { ValidationMessageKey } from '@pvd/shared/errors/validation';

/** A spreadsheet refused as a whole, with the reason's message key and the offending columns. */
export class SpreadsheetRejectedError extends Error {
  constructor(
    readonly messageKey: ValidationMessageKey,
    readonly columns: readonly string[] = [],
  ) {
    super(`spreadsheet rejected: ${messageKey}${columns.length ? ` (${columns.join(', ')})` : ''}`);
    this.name = 'SpreadsheetRejectedError';
  }
}
