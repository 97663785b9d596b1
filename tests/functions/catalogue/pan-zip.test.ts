/**
 * The system panel import's zip of PVsyst .PAN files (pan-zip.ts), on archives made by hand
 * (support/zip.ts) from the reader's own test files: each .PAN a row checked with the spreadsheet
 * row's schema, unreadable files and bad panels reported by their number and name, other entries
 * passed over, and the archive's bounds.
 */

import { checkPanZip, PAN_ZIP_MAX_FILES } from '@pvd/functions/_lib/catalogue/pan-zip';
import { SpreadsheetRejectedError } from '@pvd/functions/_lib/catalogue/spreadsheet-rejected';
import { importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { describe, expect, it } from 'vitest';
import { smallOnd, version6Pan, windows1252Bytes } from '../../shared/catalogue/pvsyst/support/pvsyst-files';
import { buildZip } from './support/zip';

const definition = importDefinitions.systemComponent;
const utf8 = (text: string) => new TextEncoder().encode(text);
const pan = (model: string, values: Record<string, string | undefined> = {}) =>
  windows1252Bytes(version6Pan(values, { Model: model }));

function rejection(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof SpreadsheetRejectedError ? error.messageKey : String(error);
  }
}

describe('checkPanZip', () => {
  it('reads every .PAN file as a panel row, in folders too, passing over other entries', () => {
    // Prepare
    const archive = buildZip([
      { name: 'readme.txt', content: utf8('Éclat range') },
      { name: 'Eclat/Éclat-300.PAN', content: pan('Éclat 300 M') },
      { name: '__MACOSX/Eclat/._Éclat-300.PAN', content: utf8('metadata') },
      { name: 'Eclat/eclat-310.pan', content: pan('Éclat 310 M', { PNom: '310.0', Imp: '9.400' }) },
    ]);
    // Act
    const checked = checkPanZip(archive, definition);
    // Assess
    expect(checked.errors).toEqual([]);
    expect(
      checked.valid.map((row) => [row.rowNumber, row.value.componentmodelname, row.value.peakpower]),
    ).toEqual([
      [1, 'Éclat 300 M', 300],
      [2, 'Éclat 310 M', 310],
    ]);
    expect(checked.valid[0]!.value).toMatchObject({ manufacturer: 'Société Lumière', componentarea: 1.64 });
  });

  it('reports each bad file by its number and name: cut short, an inverter, a missing value, a repeat', () => {
    // Prepare
    const whole = version6Pan();
    const archive = buildZip([
      { name: 'cut.PAN', content: utf8(whole.slice(0, whole.length - 40)) },
      { name: 'inverter.PAN', content: utf8(smallOnd()) },
      { name: 'no-voc.PAN', content: pan('Éclat 320 M', { Voc: undefined }) },
      { name: 'first.PAN', content: pan('Éclat 300 M') },
      { name: 'again.PAN', content: pan('Éclat 300 M') },
    ]);
    // Act
    const checked = checkPanZip(archive, definition);
    // Assess
    expect(checked.errors.map(({ row, header, field, key }) => [row, header, field, key])).toEqual([
      [1, 'cut.PAN', '', 'pvsystTruncated'],
      [2, 'inverter.PAN', '', 'pvsystNotModule'],
      // Without Voc its coefficient cannot be put in %/°C either.
      [3, 'no-voc.PAN', 'opencircuitvoltage', 'required'],
      [3, 'no-voc.PAN', 'tempcoefficientvoc', 'required'],
      [5, 'again.PAN', 'manufacturer', 'duplicateInFile'],
    ]);
    expect(checked.errors[2]!.column).toBe('开路电压 (V) / Open-circuit voltage (V)');
    expect(checked.valid.map((row) => row.rowNumber)).toEqual([4]);
  });

  it('refuses an archive without .PAN files, with too many, one that would expand too far, and bytes that are no zip', () => {
    // Prepare
    const none = buildZip([{ name: 'notes.txt', content: utf8('x') }]);
    const many = buildZip(
      Array.from({ length: PAN_ZIP_MAX_FILES + 1 }, (_, i) => ({
        name: `${i}.PAN`,
        content: utf8('x'),
        stored: true,
      })),
    );
    // One byte declared as 60 MB: refused by its declared size before anything is inflated.
    const bomb = buildZip([
      { name: 'big.PAN', content: new Uint8Array(1), stored: true, declaredSize: 60 * 1024 * 1024 },
    ]);
    // Act / Assess
    expect(rejection(() => checkPanZip(none, definition))).toBe('pvsystZipEmpty');
    expect(rejection(() => checkPanZip(many, definition))).toBe('pvsystZipTooMany');
    expect(rejection(() => checkPanZip(bomb, definition))).toBe('spreadsheetExpandsTooMuch');
    expect(rejection(() => checkPanZip(utf8('PVObject_=pvModule'), definition))).toBe(
      'spreadsheetUnreadable',
    );
  });

  it('refuses a .PAN larger than any PVsyst file unread, as a bad row', () => {
    // Prepare: 300 KB of text, well inside the archive's caps.
    const archive = buildZip([{ name: 'huge.PAN', content: new Uint8Array(300 * 1024).fill(65) }]);
    // Act / Assess
    expect(checkPanZip(archive, definition).errors.map((error) => error.key)).toEqual(['pvsystFileTooLarge']);
  });
});
