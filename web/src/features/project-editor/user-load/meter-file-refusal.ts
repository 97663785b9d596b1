/**
 * A refused meter file in the reader's language [LOAD-2]: the shared message of its ending or
 * size, or the reader's message with the row and column it names, filled from the refusal's
 * code and parameters at every render (never kept as text), so a switch of language re-words
 * it [ACC-13]. A refusal of neither kind keeps the server's text.
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import { meterMessageText } from '@pvd/shared/errors/validation-meter';
import { METER_REFUSAL_KEYS, type MeterRefusalCode } from '@pvd/shared/load/meter-file/refusal';
import type { Language } from '@/lib/language';
import type { MeterFileRefusal } from './meter-file-api';

function isRefusalCode(reason: string): reason is MeterRefusalCode {
  return Object.hasOwn(METER_REFUSAL_KEYS, reason);
}

/**
 * The refusal's sentence in `language`.
 *
 * @example
 * meterRefusalText({ kind: 'reader', reason: 'backwards', params: { row: 12 } }, 'en');
 * // 'Row 12 is earlier than the row before it: sort the readings by time'
 */
export function meterRefusalText(refusal: MeterFileRefusal, language: Language): string {
  if (refusal.kind === 'rule') return validationMessage(refusal.key, language);
  if (refusal.kind === 'other') return refusal.message;
  if (isRefusalCode(refusal.reason)) {
    return meterMessageText(METER_REFUSAL_KEYS[refusal.reason], refusal.params, language);
  }
  // The spreadsheet guard's refusals name their shared message key as the reason.
  return validationMessage(refusal.reason, language);
}
