/**
 * Dates and times of meter readings as minutes of the local clock [LOAD-2] (minutes since
 * 1970-01-01T00:00 read as if UTC, `localMinutes` of interval-series.ts): ISO 8601 with or without
 * an offset, `2023/1/1 0:15`, `2023年1月1日 0:15`, `01/02/2023 00:15` and `01.02.2023 00:15` (day
 * and month in the order given), a time range `00:00-00:15`, `24:00`, and Excel serial numbers.
 */
import type { DateOrder } from './choices';

/** What a stamp cell says besides its minutes. */
export interface StampNotes {
  /** Offset from UTC the stamp carries (`+01:00`, `Z`), else NaN. [min] */
  offsetMinutes: number;
  /** The cell was a range (`00:00-00:15`): the time read is the interval's start. */
  range: boolean;
  /** The time was 24:00: a stamp at the end of its interval. */
  midnight24: boolean;
  /**
   * The first and second numbers of a date that puts the year last (for the day-month order),
   * 0 for a date that puts it first.
   */
  first: number;
  second: number;
  /** That date is written with points (`01.02.2023`), which puts the day first. */
  dotted: boolean;
}

export const newStampNotes = (): StampNotes => ({
  offsetMinutes: Number.NaN,
  range: false,
  midnight24: false,
  first: 0,
  second: 0,
  dotted: false,
});

const DATE = String.raw`(\d{1,4})\s*([-/.年])\s*(\d{1,2})\s*[-/.月]\s*(\d{1,4})\s*日?`;
const TIME = String.raw`(\d{1,2})\s*[:时点]\s*(\d{2})(?:\s*[:分]\s*(\d{2})(?:[.,]\d+)?)?\s*秒?\s*([ap]\.?m\.?)?`;
const RANGE_END = String.raw`(?:\s*(?:-|–|~|至|到|to|bis)\s*(\d{1,2}\s*:\s*\d{2}(?:\s*:\s*\d{2})?))?`;
const OFFSET = String.raw`\s*(z|utc|gmt|[+-]\d{2}(?::?\d{2})?)?`;
const STAMP_PATTERN = new RegExp(
  String.raw`^\s*${DATE}(?:(?:\s*T\s*|\s+|\s*,\s*)${TIME}${RANGE_END})?${OFFSET}\s*$`,
  'i',
);
const TIME_PATTERN = new RegExp(String.raw`^\s*${TIME}${RANGE_END}\s*$`, 'i');

/** Minutes from 1970-01-01 to 1899-12-30, Excel's day zero (its 1900 leap-year bug included). */
const EXCEL_EPOCH_DAYS = 25_569;
const MINUTES_PER_DAY = 1440;

/** Whether a text is a date, with a time or without. */
export function isDateText(text: string): boolean {
  return STAMP_PATTERN.test(text);
}
/** Whether a text is a date with a time. */
export function isDateTimeText(text: string): boolean {
  const match = STAMP_PATTERN.exec(text);
  return match !== null && match[5] !== undefined;
}
/** Whether a text is a time of day or a range of times. */
export function isTimeText(text: string): boolean {
  return TIME_PATTERN.test(text);
}

function clock(hour: number, minute: number, second: number, meridiem: string | undefined): number {
  let h = hour;
  if (meridiem) {
    const pm = meridiem[0]!.toLowerCase() === 'p';
    if (h === 12) h = pm ? 12 : 0;
    else if (pm) h += 12;
  }
  if (h > 24 || minute > 59 || second > 59 || (h === 24 && (minute > 0 || second > 0))) return Number.NaN;
  return h * 60 + minute + second / 60;
}

function offsetOf(text: string | undefined): number {
  if (!text) return Number.NaN;
  const t = text.toLowerCase();
  if (t === 'z' || t === 'utc' || t === 'gmt') return 0;
  const sign = t[0] === '-' ? -1 : 1;
  const digits = t.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/** The last date converted: readings come in runs of the same day. */
let lastDate = { year: 0, month: 0, day: 0, minutes: Number.NaN };

/** Minutes of a civil date, NaN when it is no date. */
function dayMinutes(year: number, month: number, day: number): number {
  if (year === lastDate.year && month === lastDate.month && day === lastDate.day) return lastDate.minutes;
  const minutes = convertedDay(year, month, day);
  lastDate = { year, month, day, minutes };
  return minutes;
}

function convertedDay(year: number, month: number, day: number): number {
  if (month < 1 || month > 12 || day < 1 || day > 31) return Number.NaN;
  const ms = Date.UTC(year, month - 1, day);
  // 31 April rolls over to 1 May in Date.UTC: refused instead.
  if (new Date(ms).getUTCDate() !== day) return Number.NaN;
  return ms / 60_000;
}

function dateMinutes(m: RegExpExecArray, order: DateOrder, notes: StampNotes): number {
  const a = Number(m[1]);
  const c = Number(m[4]);
  notes.first = 0;
  notes.second = 0;
  notes.dotted = false;
  if (m[1]!.length === 4 || m[2] === '年') return dayMinutes(a, Number(m[3]), c);
  const b = Number(m[3]);
  notes.first = a;
  notes.second = b;
  notes.dotted = m[2] === '.';
  const year = m[4]!.length <= 2 ? 2000 + c : c;
  return order === 'dmy' ? dayMinutes(year, b, a) : dayMinutes(year, a, b);
}

/** Reads digits of `text` from `at`: the value, and the index after them, in `out`. */
function digits(text: string, at: number, max: number, out: { value: number; end: number }): boolean {
  let value = 0;
  let i = at;
  for (; i < text.length && i - at < max; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    value = value * 10 + c;
  }
  out.value = value;
  out.end = i;
  return i > at;
}

const scratch = { value: 0, end: 0 };

/**
 * The common stamps, read without a regular expression: `2023-01-01 00:15`, `2023/1/1 0:15:00`,
 * `2023-01-01T00:15`, nothing around them; NaN for anything else (the full reader then tries).
 */
function yearFirstMinutes(text: string, notes: StampNotes): number {
  const d = scratch;
  if (!digits(text, 0, 4, d) || d.end !== 4) return Number.NaN;
  const sep = text[4];
  if (sep !== '-' && sep !== '/') return Number.NaN;
  const year = d.value;
  if (!digits(text, 5, 2, d) || text[d.end] !== sep) return Number.NaN;
  const month = d.value;
  if (!digits(text, d.end + 1, 2, d) || (text[d.end] !== ' ' && text[d.end] !== 'T')) return Number.NaN;
  const day = d.value;
  if (!digits(text, d.end + 1, 2, d) || text[d.end] !== ':') return Number.NaN;
  const hour = d.value;
  const minuteAt = d.end + 1;
  if (!digits(text, minuteAt, 2, d) || d.end !== minuteAt + 2) return Number.NaN;
  const minute = d.value;
  let second = 0;
  if (text[d.end] === ':') {
    if (!digits(text, d.end + 1, 2, d)) return Number.NaN;
    second = d.value;
  }
  if (d.end !== text.length) return Number.NaN;
  notes.offsetMinutes = Number.NaN;
  notes.first = 0;
  notes.second = 0;
  notes.dotted = false;
  notes.midnight24 = hour === 24;
  return dayMinutes(year, month, day) + Math.round(clock(hour, minute, second, undefined));
}

/**
 * Minutes of a date-and-time text (a date alone is its midnight), NaN when it is neither.
 *
 * @param order - Day and month order of a date that puts the year last (`01/02/2023`); a year
 *   first (`2023/1/2`, `2023-01-02`) is always year, month, day.
 * @param notes - Written with what the stamp says besides its minutes.
 */
export function stampTextMinutes(text: string, order: DateOrder, notes: StampNotes): number {
  notes.range = false;
  notes.midnight24 = false;
  notes.first = 0;
  notes.second = 0;
  notes.dotted = false;
  const fast = yearFirstMinutes(text, notes);
  if (!Number.isNaN(fast)) return fast;
  const m = STAMP_PATTERN.exec(text);
  if (!m) return Number.NaN;
  const day = dateMinutes(m, order, notes);
  notes.offsetMinutes = offsetOf(m[10]);
  if (m[5] === undefined) return day;
  const time = clock(Number(m[5]), Number(m[6]), Number(m[7] ?? 0), m[8]);
  notes.range = m[9] !== undefined;
  // `2023-07-01T10:00-05:30`: after a T, a dash and a time are a negative offset, not a range.
  if (notes.range && m[10] === undefined && /\dT\d/i.test(text)) {
    notes.range = false;
    notes.offsetMinutes = -offsetOf(`+${m[9]!.replace(/\s/g, '').slice(0, 5)}`);
  }
  notes.midnight24 = Number(m[5]) === 24;
  return day + Math.round(time);
}

/**
 * Minutes since midnight of a time text (`0:15`, `00:15:00`, `2:15 PM`, `00:00-00:15` its start,
 * `24:00`), NaN when it is none.
 */
export function timeTextMinutes(text: string, notes: StampNotes): number {
  const m = TIME_PATTERN.exec(text);
  if (!m) return Number.NaN;
  notes.range = m[5] !== undefined;
  notes.midnight24 = Number(m[1]) === 24;
  return Math.round(clock(Number(m[1]), Number(m[2]), Number(m[3] ?? 0), m[4]));
}

/** Minutes of an Excel serial date-time (days since 1899-12-30, the time as the fraction). */
export function excelSerialMinutes(serial: number): number {
  return Math.round((serial - EXCEL_EPOCH_DAYS) * MINUTES_PER_DAY);
}

/** Whether a number may be an Excel serial date of 1970-2100. */
export function isExcelSerial(value: number): boolean {
  return value >= EXCEL_EPOCH_DAYS && value < 73_051;
}
