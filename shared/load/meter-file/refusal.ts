/**
 * Why a meter data file gives no load [LOAD-2]: a code, the message key that explains it (in
 * shared/errors/validation-meter.ts) and where in the file, as its parameters.
 */
import type { MeterMessageKey } from '../../errors/validation-meter';

export const METER_REFUSAL_KEYS = {
  empty: 'meterFileEmpty',
  tooLarge: 'meterFileTooLarge',
  tooManyRows: 'meterFileTooManyRows',
  tooManyColumns: 'meterFileTooManyColumns',
  notTable: 'meterFileNotTable',
  noTimestamps: 'meterNoTimestamps',
  badTimestamp: 'meterBadTimestamp',
  noValues: 'meterNoValues',
  backwards: 'meterStampsBackwards',
  timeZoneNeeded: 'meterTimeZoneNeeded',
  timeZoneUnknown: 'meterTimeZoneUnknown',
  negative: 'meterNegativeValue',
  tooShort: 'meterTooShort',
  intervalUnsupported: 'meterIntervalUnsupported',
} as const satisfies Record<string, MeterMessageKey>;

export type MeterRefusalCode = keyof typeof METER_REFUSAL_KEYS;

/** Values a refusal's message names. */
export interface MeterRefusalParams {
  /** Row of the file, 1 = its first line or the sheet's first row. */
  row?: number;
  /** Column, as a spreadsheet names it (A, B, … AA), with its header in quotes when it has one. */
  column?: string;
  [name: string]: string | number | undefined;
}

export interface MeterRefusal {
  code: MeterRefusalCode;
  messageKey: MeterMessageKey;
  params: MeterRefusalParams;
}

/** Thrown inside the reader, turned into its `{ ok: false }` answer by `readMeterFile`. */
export class MeterFileRefusedError extends Error {
  override name = 'MeterFileRefusedError';
  readonly refusal: MeterRefusal;

  constructor(code: MeterRefusalCode, params: MeterRefusalParams = {}) {
    super(`meter file refused: ${code} ${JSON.stringify(params)}`);
    this.refusal = { code, messageKey: METER_REFUSAL_KEYS[code], params };
  }
}

/** Throws the refusal. */
export function refuse(code: MeterRefusalCode, params: MeterRefusalParams = {}): never {
  throw new MeterFileRefusedError(code, params);
}

/** The spreadsheet name of a 0-based column (0 → A, 26 → AA), with its header when known. */
export function columnName(index: number, header?: string): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return header ? `${name} "${header}"` : name;
}
