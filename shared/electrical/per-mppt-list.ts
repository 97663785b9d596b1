/**
 * Reading the catalogue's slash-separated per-MPPT texts ('12.5/12.5', or '600' for all MPPTs).
 * Zod-free so the catalogue form validation and the string checks share one reader.
 */

/** Why a per-MPPT text could not be read. */
export type PerMpptListErrorKind =
  /** The text is empty or blank. */
  | 'empty'
  /** An item is empty ('12//12') or not a number ('12/abc'). */
  | 'invalid-number'
  /** An item is below zero. */
  | 'negative'
  /** Neither one value nor exactly one value per MPPT ('12/12' for 3 MPPTs). */
  | 'count-mismatch'
  /** The MPPT count itself is not a whole number of at least 1. */
  | 'invalid-mppt-count';

/** A per-MPPT text that could not be read, with what the form needs to explain it. */
export interface PerMpptListError {
  kind: PerMpptListErrorKind;
  /** English explanation; the form maps `kind` to its own translated message. */
  message: string;
  /** 0-based position of the faulty item, for 'invalid-number' and 'negative'. */
  itemIndex?: number;
  /** The faulty item as written. */
  item?: string;
  /** For 'count-mismatch': the number of values found and the MPPT count expected. */
  found?: number;
  expected?: number;
}

/** Result of `parsePerMpptList`: one value per MPPT, or the reason it failed. */
export type PerMpptListResult = { ok: true; values: number[] } | { ok: false; error: PerMpptListError };

/** A number in plain decimal notation, optionally signed, e.g. '12', '-0.5', '.5', '1e3'. */
const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a per-MPPT text: item n is the value for MPPT n; a single item is the value for every
 * MPPT. Items are trimmed; every item must be a finite number ≥ 0. Never throws.
 *
 * @param text - The catalogue text, e.g. '12.5/12.5' or '600' (a number is read as one value).
 * @param mpptCount - The inverter's MPPT count (`mpptcount`).
 * @returns `{ ok: true, values }` with exactly `mpptCount` values, or `{ ok: false, error }`.
 * @example
 * parsePerMpptList('12.5/15', 2); // { ok: true, values: [12.5, 15] }
 * parsePerMpptList('600', 3);     // { ok: true, values: [600, 600, 600] }
 * parsePerMpptList('12/abc', 2);  // { ok: false, error: { kind: 'invalid-number', itemIndex: 1, ... } }
 */
export function parsePerMpptList(text: string | number, mpptCount: number): PerMpptListResult {
  if (!Number.isInteger(mpptCount) || mpptCount < 1) {
    return fail({ kind: 'invalid-mppt-count', message: `MPPT count ${mpptCount} is not a whole number ≥ 1` });
  }
  const source = String(text).trim();
  if (source === '') return fail({ kind: 'empty', message: 'No value given' });
  const items = source.split('/').map((item) => item.trim());
  const values: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const value = NUMBER_PATTERN.test(item) ? Number(item) : Number.NaN;
    if (!Number.isFinite(value)) {
      return fail({
        kind: 'invalid-number',
        message: `Item ${i + 1} '${item}' is not a number`,
        itemIndex: i,
        item,
      });
    }
    if (value < 0) {
      return fail({ kind: 'negative', message: `Item ${i + 1} '${item}' is below zero`, itemIndex: i, item });
    }
    values.push(value);
  }
  if (values.length === 1) return { ok: true, values: new Array<number>(mpptCount).fill(values[0]!) };
  if (values.length !== mpptCount) {
    return fail({
      kind: 'count-mismatch',
      message: `${values.length} values given for ${mpptCount} MPPTs (give one value, or one per MPPT)`,
      found: values.length,
      expected: mpptCount,
    });
  }
  return { ok: true, values };
}

function fail(error: PerMpptListError): PerMpptListResult {
  return { ok: false, error };
}
