/**
 * The system panel import's other file: a zip of PVsyst .PAN files, one panel each. The archive is
 * read with the zip-bomb guard's reader (zip-guard.ts: central directory, declared sizes, each
 * entry inflated with its declared size as the cap), each .PAN file decoded as the browser
 * decodes one and read by the shared PVsyst reader, and its panel checked with the same row
 * schema as a spreadsheet row. Other entries (folders, read-me files, macOS metadata) are passed
 * over.
 *
 * A file that cannot be read or whose panel breaks a rule is reported as a bad row: its number
 * in the archive (1 = the first .PAN), the column's two headers, the file's name and the rule.
 */
import { decodePvsystBytes } from '@pvd/shared/catalogue/pvsyst/decode';
import { PVSYST_MAX_CHARACTERS } from '@pvd/shared/catalogue/pvsyst/parse';
import { readPvsystText } from '@pvd/shared/catalogue/pvsyst/read';
import type { ImportDefinition } from '@pvd/shared/catalogue/spreadsheet-columns';
import { normaliseName } from '../db/items';
import { type CheckedRows, schemaIssues } from './row-mapper';
import { SpreadsheetRejectedError } from './spreadsheet-rejected';
import {
  checkDeclaredSizes,
  inflateEntry,
  readCentralDirectory,
  type ZipEntry,
  type ZipLimits,
} from './zip-guard';

/** Most .PAN files one archive may hold (a maker's whole range is a few dozen). */
export const PAN_ZIP_MAX_FILES = 500;

/** Caps of the archive: 500 files of at most 256 KB fit well inside them. */
export const PAN_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 200,
  ratioCheckAboveBytes: 1024 * 1024,
};

/** A .PAN entry: not a folder, not macOS's `__MACOSX/` copies or `._` resource forks. */
function isPanEntry(entry: ZipEntry): boolean {
  const base = entry.name.split('/').at(-1) ?? '';
  return /\.pan$/i.test(base) && !base.startsWith('._') && !entry.name.startsWith('__MACOSX/');
}

/** The archive's .PAN entries, the archive refused when it could expand too far or holds none. */
function panEntries(bytes: Uint8Array): ZipEntry[] {
  const entries = readCentralDirectory(bytes, PAN_ZIP_LIMITS);
  checkDeclaredSizes(entries, PAN_ZIP_LIMITS);
  const pans = entries.filter(isPanEntry);
  if (pans.length === 0) throw new SpreadsheetRejectedError('pvsystZipEmpty');
  if (pans.length > PAN_ZIP_MAX_FILES) throw new SpreadsheetRejectedError('pvsystZipTooMany');
  return pans;
}

/** The entry's panel as cells of the definition's fields, or the key of why it has none. */
function panelCells(bytes: Uint8Array, entry: ZipEntry, fileName: string): Record<string, string> | string {
  // Larger than any PVsyst file: refused unread, as the reader would refuse its text.
  if (entry.uncompressedSize > PVSYST_MAX_CHARACTERS) return 'pvsystFileTooLarge';
  const result = readPvsystText(fileName, decodePvsystBytes(inflateEntry(bytes, entry)));
  if (!result.ok) return result.reason;
  if (!result.read.panel) return 'pvsystNotModule';
  return Object.fromEntries(
    Object.entries(result.read.panel).map(([field, value]) => [field, String(value)]),
  );
}

/**
 * Reads and checks every .PAN file of the archive as a row of the system panel import.
 *
 * @throws SpreadsheetRejectedError 'pvsystZipEmpty', 'pvsystZipTooMany', 'spreadsheetUnreadable',
 *   'spreadsheetExpandsTooMuch' for the archive as a whole.
 */
export function checkPanZip(bytes: Uint8Array, definition: ImportDefinition): CheckedRows {
  const checked: CheckedRows = { valid: [], errors: [], exampleRows: 0 };
  const columns = new Map(definition.columns.map((column) => [column.field, column]));
  const firstField = definition.columns[0]!.field;
  const seen = new Set<string>();
  for (const [index, entry] of panEntries(bytes).entries()) {
    const row = index + 1;
    const fileName = entry.name.split('/').at(-1)!;
    const report = (field: string, key: string) => {
      const column = columns.get(field);
      const name = column ? `${column.header['zh-CN']} / ${column.header.en}` : '';
      checked.errors.push({ row, column: name, header: fileName, field, key });
    };
    const cells = panelCells(bytes, entry, fileName);
    if (typeof cells === 'string') {
      report('', cells);
      continue;
    }
    const result = definition.rowSchema.safeParse(cells);
    const identity = result.success ? normaliseName(definition.displayName(result.data)) : '';
    if (!result.success) {
      for (const issue of schemaIssues(result, firstField)) report(issue.field, issue.key);
    } else if (seen.has(identity)) {
      report(firstField, 'duplicateInFile');
    } else {
      seen.add(identity);
      checked.valid.push({ rowNumber: row, value: result.data });
    }
  }
  return checked;
}
