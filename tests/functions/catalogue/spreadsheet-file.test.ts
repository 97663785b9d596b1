import {
  checkDeclaredSpreadsheet,
  formatOfFileName,
  sniffSpreadsheetFormat,
} from '@pvd/functions/_lib/catalogue/spreadsheet-file';
import type { SpreadsheetRejectedError } from '@pvd/functions/_lib/catalogue/spreadsheet-rejected';
import { describe, expect, it } from 'vitest';
import { workbookBytes } from './support/workbook';

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as SpreadsheetRejectedError).messageKey;
  }
}

describe('sniffSpreadsheetFormat', () => {
  it('tells .xlsx (ZIP) from .xls (OLE2) by their first bytes', () => {
    expect(sniffSpreadsheetFormat(workbookBytes([['a']], 'xlsx'))).toBe('xlsx');
    expect(sniffSpreadsheetFormat(workbookBytes([['a']], 'xls'))).toBe('xls');
  });

  it('refuses text and images whatever they are called', () => {
    expect(sniffSpreadsheetFormat(new TextEncoder().encode('modelname,series\nA,B'))).toBeUndefined();
    expect(
      sniffSpreadsheetFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBeUndefined();
  });
});

describe('checkDeclaredSpreadsheet', () => {
  it('takes .xls and .xlsx of any case up to 10 MB', () => {
    expect(formatOfFileName('逆变器.XLSX')).toBe('xlsx');
    expect(checkDeclaredSpreadsheet('a.xls', 10 * 1024 * 1024)).toBe('xls');
  });

  it('takes a .zip only where the import reads PVsyst .PAN files, and says so when refusing', () => {
    expect(checkDeclaredSpreadsheet('Eclat range.ZIP', 2048, true)).toBe('zip');
    expect(checkDeclaredSpreadsheet('panels.xlsx', 2048, true)).toBe('xlsx');
    expect(refusal(() => checkDeclaredSpreadsheet('panels.zip', 2048))).toBe('spreadsheetTypeInvalid');
    expect(refusal(() => checkDeclaredSpreadsheet('panels.PAN', 2048, true))).toBe(
      'spreadsheetOrPanZipTypeInvalid',
    );
  });

  it('refuses other types, files over 10 MB and empty files', () => {
    expect(refusal(() => checkDeclaredSpreadsheet('a.csv', 10))).toBe('spreadsheetTypeInvalid');
    expect(refusal(() => checkDeclaredSpreadsheet('xlsx', 10))).toBe('spreadsheetTypeInvalid');
    expect(refusal(() => checkDeclaredSpreadsheet('a.xlsx', 10 * 1024 * 1024 + 1))).toBe(
      'spreadsheetTooLarge',
    );
    expect(refusal(() => checkDeclaredSpreadsheet('a.xlsx', 0))).toBe('templateEmpty');
  });
});
