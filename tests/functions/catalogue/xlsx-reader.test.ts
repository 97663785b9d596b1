import { SpreadsheetRejectedError } from '@pvd/functions/_lib/catalogue/spreadsheet-rejected';
import {
  columnLetter,
  MAX_IMPORT_ROWS,
  readSpreadsheetRows,
} from '@pvd/functions/_lib/catalogue/xlsx-reader';
import { describe, expect, it } from 'vitest';
import { workbookBytes } from './support/workbook';
import { buildZip, workbookEntries } from './support/zip';

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof SpreadsheetRejectedError ? error.messageKey : String(error);
  }
}

describe('readSpreadsheetRows', () => {
  it.each(['xlsx', 'xls'] as const)(
    'reads a %s file into trimmed cell texts with their row numbers',
    (format) => {
      // Prepare
      const bytes = workbookBytes(
        [['机型', 'MPPT 数量'], [' SUN-5K-G ', 2], [], ['SUN-6K-G', 2.5], [null, true]],
        format,
      );
      // Act
      const rows = readSpreadsheetRows(bytes);
      // Assess: the blank row 3 is dropped, numbers and booleans come back as text.
      expect(rows).toEqual([
        { rowNumber: 1, cells: ['机型', 'MPPT 数量'] },
        { rowNumber: 2, cells: ['SUN-5K-G', '2'] },
        { rowNumber: 4, cells: ['SUN-6K-G', '2.5'] },
        { rowNumber: 5, cells: [undefined, '1'] },
      ]);
    },
  );

  it('answers templateEmpty for a sheet without rows', () => {
    expect(refusal(() => readSpreadsheetRows(workbookBytes([[]])))).toBe('templateEmpty');
  });

  it('refuses a text file (CSV) before the parser, saying its content is not a spreadsheet', () => {
    expect(refusal(() => readSpreadsheetRows(new TextEncoder().encode('modelname\nSUN-5K-G')))).toBe(
      'spreadsheetContentInvalid',
    );
  });

  it('refuses a zip bomb before parsing', () => {
    // Prepare
    const bomb = buildZip([
      ...workbookEntries(),
      { name: 'xl/worksheets/sheet2.xml', content: new Uint8Array(20 * 1024 * 1024) },
    ]);
    // Act / Assess
    expect(refusal(() => readSpreadsheetRows(bomb))).toBe('spreadsheetExpandsTooMuch');
  });

  it('refuses an OLE2 file that is not a workbook as unreadable', () => {
    // Prepare: the OLE2 signature followed by garbage.
    const fake = new Uint8Array(4096);
    fake.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    // Act / Assess
    expect(refusal(() => readSpreadsheetRows(fake))).toBe('spreadsheetUnreadable');
  });

  it('refuses more than the allowed number of data rows', () => {
    // Prepare
    const rows = [['机型'], ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`M-${i}`])];
    // Act / Assess
    expect(refusal(() => readSpreadsheetRows(workbookBytes(rows)))).toBe('spreadsheetTooManyRows');
  });

  it('refuses a file over 10 MB', () => {
    expect(refusal(() => readSpreadsheetRows(new Uint8Array(10 * 1024 * 1024 + 1)))).toBe(
      'spreadsheetTooLarge',
    );
  });
});

describe('columnLetter', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 27].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB']);
  });
});
