import { SpreadsheetRejectedError } from '@pvd/functions/_lib/catalogue/spreadsheet-rejected';
import {
  guardXlsxArchive,
  readCentralDirectory,
  SPREADSHEET_ZIP_LIMITS,
} from '@pvd/functions/_lib/catalogue/zip-guard';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildZip, workbookEntries } from './support/zip';

function rejection(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof SpreadsheetRejectedError ? error.messageKey : String(error);
  }
}

function realWorkbook(): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['机型'], ['SUN-5K-G']]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}

describe('guardXlsxArchive', () => {
  it('lets a real .xlsx through and reads its central directory', () => {
    // Prepare
    const bytes = realWorkbook();
    // Act
    const entries = readCentralDirectory(bytes);
    // Assess
    expect(rejection(() => guardXlsxArchive(bytes))).toBeUndefined();
    expect(entries.map((e) => e.name)).toContain('xl/workbook.xml');
  });

  it('refuses a zip bomb by its ratio: 20 MB of zeros deflated to about 20 KB', () => {
    // Prepare
    const bomb = buildZip([
      ...workbookEntries(),
      { name: 'xl/worksheets/sheet2.xml', content: new Uint8Array(20 * 1024 * 1024) },
    ]);
    // Act / Assess
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    expect(rejection(() => guardXlsxArchive(bomb))).toBe('spreadsheetExpandsTooMuch');
  });

  it('refuses an archive whose declared sizes add up past the cap, before inflating anything', () => {
    // Prepare: 30 entries declared at 4 MB each (120 MB in all) but holding 1 byte.
    const entries = Array.from({ length: 30 }, (_, i) => ({
      name: `xl/media/${i}.bin`,
      content: new Uint8Array(1),
      stored: true,
      declaredSize: 4 * 1024 * 1024,
    }));
    const archive = buildZip([...workbookEntries(), ...entries]);
    // Act / Assess
    expect(rejection(() => guardXlsxArchive(archive))).toBe('spreadsheetExpandsTooMuch');
  });

  it('refuses an entry that inflates beyond the size it declares (a lying header)', () => {
    // Prepare: 2 MB of text declared as 1 KB, so the ratio check cannot see it.
    const lying = buildZip([
      ...workbookEntries(),
      { name: 'xl/sharedStrings.xml', content: new Uint8Array(2 * 1024 * 1024).fill(65), declaredSize: 1024 },
    ]);
    // Act / Assess
    expect(rejection(() => guardXlsxArchive(lying))).toBe('spreadsheetExpandsTooMuch');
  });

  it('refuses more entries than allowed', () => {
    // Prepare
    const limits = { ...SPREADSHEET_ZIP_LIMITS, maxEntries: 3 };
    const archive = buildZip([...workbookEntries(), { name: 'x', content: new Uint8Array(1) }]);
    // Act / Assess
    expect(rejection(() => guardXlsxArchive(archive, limits))).toBe('spreadsheetExpandsTooMuch');
  });

  it('refuses a ZIP that is not a workbook, and bytes that are not a ZIP', () => {
    // Prepare
    const docx = buildZip([{ name: 'word/document.xml', content: new TextEncoder().encode('<w/>') }]);
    const truncated = realWorkbook().subarray(0, 200);
    // Act / Assess
    expect(rejection(() => guardXlsxArchive(docx))).toBe('spreadsheetUnreadable');
    expect(rejection(() => guardXlsxArchive(truncated))).toBe('spreadsheetUnreadable');
    expect(rejection(() => guardXlsxArchive(new Uint8Array(10)))).toBe('spreadsheetUnreadable');
  });

  it('refuses ZIP64 markers (never needed below the caps)', () => {
    // Prepare
    const archive = buildZip([
      ...workbookEntries(),
      { name: 'x', content: new Uint8Array(1), stored: true, declaredSize: 0xffffffff },
    ]);
    // Act / Assess
    expect(rejection(() => guardXlsxArchive(archive))).toBe('spreadsheetExpandsTooMuch');
  });
});
