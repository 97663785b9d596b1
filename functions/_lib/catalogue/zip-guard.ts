/**
 * The zip-bomb guard of .xlsx imports: an .xlsx is a ZIP archive, and a crafted one can inflate a
 * few megabytes into gigabytes inside the parser. Before the spreadsheet library sees the file,
 * its central directory is read (entry count, declared sizes, compression ratio) and every entry
 * is actually inflated with an output cap, so an archive that lies about its sizes is caught too.
 *
 * Format: PKWARE, "APPNOTE.TXT - .ZIP File Format Specification", version 6.3.10, 2022,
 * sections 4.3.7 (local file header), 4.3.12 (central directory header) and 4.3.16 (end of
 * central directory record).
 */
import { inflateRawSync } from 'node:zlib';
import { SpreadsheetRejectedError } from './spreadsheet-rejected';

export interface ZipLimits {
  /** Most entries an archive may hold. */
  maxEntries: number;
  /** Most bytes all entries may inflate to together. [bytes] */
  maxTotalUncompressedBytes: number;
  /** Highest inflated/compressed ratio of an entry larger than `ratioCheckAboveBytes`. */
  maxRatio: number;
  /** Entries smaller than this may have any ratio (tiny XML parts compress very well). [bytes] */
  ratioCheckAboveBytes: number;
}

/** Caps for a catalogue spreadsheet of at most 10 MB: far above any real one, far below a bomb. */
export const SPREADSHEET_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  maxRatio: 200,
  ratioCheckAboveBytes: 1024 * 1024,
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_LENGTH = 22;
const ZIP64_MARK = 0xffffffff;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  flags: number;
}

function unreadable(): SpreadsheetRejectedError {
  return new SpreadsheetRejectedError('spreadsheetUnreadable');
}

function tooBig(): SpreadsheetRejectedError {
  return new SpreadsheetRejectedError('spreadsheetExpandsTooMuch');
}

/** Offset of the end-of-central-directory record, searched backwards over a possible comment. */
function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_MIN_LENGTH - 0xffff);
  for (let offset = view.byteLength - EOCD_MIN_LENGTH; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  throw unreadable();
}

/** The entries of the central directory (throws 'spreadsheetUnreadable' when it is malformed). */
export function readCentralDirectory(
  bytes: Uint8Array,
  limits: ZipLimits = SPREADSHEET_ZIP_LIMITS,
): ZipEntry[] {
  if (bytes.byteLength < EOCD_MIN_LENGTH) throw unreadable();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  // ZIP64 archives are never needed below our caps; their markers are refused.
  if (count === 0xffff || size === ZIP64_MARK || start === ZIP64_MARK) throw tooBig();
  if (count > limits.maxEntries) throw tooBig();
  if (start + size > end) throw unreadable();
  const entries: ZipEntry[] = [];
  let offset = start;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) throw unreadable();
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Checks the declared sizes: entry count, total inflated size and per-entry ratio. */
export function checkDeclaredSizes(entries: readonly ZipEntry[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK) throw tooBig();
    total += entry.uncompressedSize;
    if (total > limits.maxTotalUncompressedBytes) throw tooBig();
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.ratioCheckAboveBytes && ratio > limits.maxRatio) throw tooBig();
  }
}

/** The compressed bytes of an entry, located through its local header. */
function entryData(bytes: Uint8Array, view: DataView, entry: ZipEntry): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) throw unreadable();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw unreadable();
  return bytes.subarray(start, end);
}

/** Inflates an entry with its declared size as the cap: an entry that lies is refused. */
function inflated(data: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw unreadable();
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooBig();
    throw unreadable();
  }
}

/**
 * An entry's bytes, inflated with its declared size as the cap (an entry that lies about its size
 * is refused as 'spreadsheetExpandsTooMuch' or 'spreadsheetUnreadable'). Callers check the
 * declared sizes first (`checkDeclaredSizes`).
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Encrypted entries cannot be checked (and neither a workbook nor a PAN archive needs one).
  if (entry.flags & 0x1) throw unreadable();
  const data = inflated(entryData(bytes, view, entry), entry);
  // Larger than declared is caught while inflating; smaller means a malformed archive.
  if (data.byteLength !== entry.uncompressedSize) throw unreadable();
  return data;
}

/**
 * Refuses an .xlsx that could expand beyond `limits` or is not a workbook ('spreadsheetExpandsTooMuch'
 * or 'spreadsheetUnreadable'), before any parser inflates it.
 *
 * @example
 * guardXlsxArchive(bytes); // throws SpreadsheetRejectedError for a zip bomb
 */
export function guardXlsxArchive(bytes: Uint8Array, limits: ZipLimits = SPREADSHEET_ZIP_LIMITS): void {
  const entries = readCentralDirectory(bytes, limits);
  checkDeclaredSizes(entries, limits);
  // An .xlsx workbook, not some other ZIP (a .docx, an .xlsb, a plain archive).
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) throw unreadable();
  for (const entry of entries) {
    if (entry.name.endsWith('/') && entry.uncompressedSize === 0) continue;
    inflateEntry(bytes, entry);
  }
}
