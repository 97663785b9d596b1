/**
 * Meter files the tests write themselves: stamps in the formats exports use, a known load to
 * put in them, and the encodings and spreadsheets (SheetJS) they come in.
 */
import * as XLSX from 'xlsx';

export const MINUTE_MS = 60_000;
/** 2023-01-01T00:00 as minutes of the clock (a Sunday; 2023 has no 29 February). */
export const START_2023 = Date.UTC(2023, 0, 1) / MINUTE_MS;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const fields = (minutes: number) => {
  const d = new Date(minutes * MINUTE_MS);
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
  };
};

/** `2023-01-01 00:15` */
export const isoSpace = (minutes: number) =>
  new Date(minutes * MINUTE_MS).toISOString().slice(0, 16).replace('T', ' ');
/** `2023/1/1 0:15` */
export const chineseSlash = (minutes: number) => {
  const f = fields(minutes);
  return `${f.y}/${f.mo}/${f.d} ${f.h}:${pad(f.mi)}`;
};
/** `01.02.2023 00:15` (day first) */
export const germanDots = (minutes: number) => {
  const f = fields(minutes);
  return `${pad(f.d)}.${pad(f.mo)}.${f.y} ${pad(f.h)}:${pad(f.mi)}`;
};
/** `01/02/2023 00:15` with the day first, or the month first. */
export const slashDate = (minutes: number, order: 'dmy' | 'mdy') => {
  const f = fields(minutes);
  const [a, b] = order === 'dmy' ? [f.d, f.mo] : [f.mo, f.d];
  return `${pad(a)}/${pad(b)}/${f.y} ${pad(f.h)}:${pad(f.mi)}`;
};
/** `2023-01-01` */
export const dateOnly = (minutes: number) => new Date(minutes * MINUTE_MS).toISOString().slice(0, 10);
/** `00:15` */
export const timeOnly = (minutes: number) => {
  const f = fields(minutes);
  return `${pad(f.h)}:${pad(f.mi)}`;
};
/** The end of an interval as meters write it: `2023-01-02 24:00` for the last quarter of 2 January. */
export const endStamp24 = (endMinutes: number) => {
  const f = fields(endMinutes);
  if (f.h === 0 && f.mi === 0) return `${dateOnly(endMinutes - 1440)} 24:00`;
  return isoSpace(endMinutes);
};
/** Excel's serial number of a clock time (days since 1899-12-30). */
export const excelSerial = (minutes: number) => minutes / 1440 + 25_569;

/**
 * A known load: 1 kW at night, 3 kW from 08:00 to 18:00 on weekdays, 2 kW then at weekends,
 * and in July 0.5 kW more, so months, hours and weekdays all show. [kW]
 */
export function knownKw(minutes: number): number {
  const d = new Date(minutes * MINUTE_MS);
  const hour = d.getUTCHours();
  const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
  const day = hour >= 8 && hour < 18 ? (weekend ? 2 : 3) : 1;
  return day + (d.getUTCMonth() === 6 ? 0.5 : 0);
}

/** Interval starts from `start` every `step` minutes for `days` days. */
export function intervalStarts(start: number, stepMinutes: number, days: number): number[] {
  return Array.from({ length: (days * 1440) / stepMinutes }, (_, i) => start + i * stepMinutes);
}

/** The energy and the peak of a load over interval starts. */
export function energyOf(starts: readonly number[], stepMinutes: number, kw: (m: number) => number) {
  let kwh = 0;
  let peak = 0;
  for (const m of starts) {
    kwh += (kw(m) * stepMinutes) / 60;
    peak = Math.max(peak, kw(m));
  }
  return { kwh, peak };
}

/** Text as UTF-8 bytes, with a byte-order mark when asked. */
export function utf8(text: string, bom = false): Uint8Array {
  const body = new TextEncoder().encode(text);
  if (!bom) return body;
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return out;
}

let gbkTable: Map<string, [number, number]> | undefined;

/** Text as GBK bytes (ASCII as it is, every other character by its two GBK bytes). */
export function gbk(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char.length === 1 && !gbkTable.has(char)) gbkTable.set(char, [lead, trail]);
      }
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else {
      const pair = gbkTable.get(char);
      if (!pair) throw new Error(`no GBK code for ${char}`);
      bytes.push(...pair);
    }
  }
  return new Uint8Array(bytes);
}

/** A workbook of one sheet of these rows, as SheetJS writes it (.xlsx or .xls). */
export function workbook(rows: (string | number | null)[][], bookType: 'xlsx' | 'xls'): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

/** Lines joined into a file's text. */
export const lines = (rows: readonly string[]) => `${rows.join('\n')}\n`;
