/**
 * Hand-made ZIP archives for the zip-bomb tests (PKWARE APPNOTE 6.3.10 §4.3): entries with real
 * or lying sizes, written without any ZIP library so the archive is exactly what the test says.
 */
import { deflateRawSync } from 'node:zlib';

export interface TestEntry {
  name: string;
  /** The entry's content (deflated unless `stored`). */
  content: Uint8Array;
  stored?: boolean;
  /** Size written in the headers instead of the real one. [bytes] */
  declaredSize?: number;
}

function u16(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff];
}

function u32(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
}

/** A ZIP archive of the entries (CRC left 0: the guard does not read it). */
export function buildZip(entries: readonly TestEntry[]): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  for (const entry of entries) {
    const data = entry.stored ? entry.content : new Uint8Array(deflateRawSync(entry.content));
    const name = [...new TextEncoder().encode(entry.name)];
    const size = entry.declaredSize ?? entry.content.byteLength;
    const method = entry.stored ? 0 : 8;
    const offset = local.length;
    const common = [
      ...u16(20),
      ...u16(0),
      ...u16(method),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(data.byteLength),
      ...u32(size),
      ...u16(name.length),
      ...u16(0),
    ];
    local.push(...u32(0x04034b50), ...common, ...name, ...data);
    central.push(
      ...u32(0x02014b50),
      ...u16(20),
      ...common,
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(offset),
      ...name,
    );
  }
  const end = [
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...u16(entries.length),
    ...u16(entries.length),
    ...u32(central.length),
    ...u32(local.length),
    ...u16(0),
  ];
  return new Uint8Array([...local, ...central, ...end]);
}

/** The minimal entries that make a ZIP look like a workbook. */
export function workbookEntries(sheetXml = '<worksheet/>'): TestEntry[] {
  const text = (s: string) => new TextEncoder().encode(s);
  return [
    { name: '[Content_Types].xml', content: text('<Types/>') },
    { name: 'xl/workbook.xml', content: text('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', content: text(sheetXml) },
  ];
}
