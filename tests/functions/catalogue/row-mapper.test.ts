import { bindHeaders, checkRows, sheetRows } from '@pvd/functions/_lib/catalogue/row-mapper';
import type { SpreadsheetRejectedError } from '@pvd/functions/_lib/catalogue/spreadsheet-rejected';
import { readSpreadsheetRows } from '@pvd/functions/_lib/catalogue/xlsx-reader';
import { exampleRow, importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { describe, expect, it } from 'vitest';
import { type CellValue, workbookBytes } from './support/workbook';

const batteries = importDefinitions.inverterBattery;
const header = [
  '逆变器系列',
  'Battery model',
  'batterybrand',
  '*电池容量 (kWh)',
  '电池类型',
  '最大并/串联数量',
  '最小并/串联数量',
];
const good: CellValue[] = ['SUN-H-LV', 'US5000', 'Pylontech', 4.8, 'LiFePO4', 16, 1];

function checked(rows: CellValue[][]) {
  const [head, ...data] = readSpreadsheetRows(workbookBytes(rows));
  const bindings = bindHeaders(batteries, head!.cells);
  return checkRows(batteries, bindings, sheetRows(bindings, data));
}

function refusal(run: () => unknown): [string, readonly string[]] | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    const rejected = error as SpreadsheetRejectedError;
    return [rejected.messageKey, rejected.columns];
  }
}

describe('bindHeaders', () => {
  it('matches zh-CN headers, English headers and field names in any case, ignoring a * marker', () => {
    // Act
    const bindings = bindHeaders(batteries, header);
    // Assess
    expect(bindings.map((b) => [b.letter, b.field])).toEqual([
      ['A', 'inverterseries'],
      ['B', 'batterymodel'],
      ['C', 'batterybrand'],
      ['D', 'batterycapacity'],
      ['E', 'batterytype'],
      ['F', 'maximumnumberofparallelsseries'],
      ['G', 'minimumnumberofparallelsseries'],
    ]);
  });

  it('refuses headers that are not columns of the template, naming them', () => {
    expect(refusal(() => bindHeaders(batteries, [...header, 'Notes']))).toEqual([
      'spreadsheetUnknownColumn',
      ['Notes'],
    ]);
  });

  it('refuses a column given twice', () => {
    expect(refusal(() => bindHeaders(batteries, [...header, 'batterymodel']))).toEqual([
      'spreadsheetUnknownColumn',
      ['batterymodel'],
    ]);
  });

  it('refuses a sheet without a required column, naming it in both languages', () => {
    expect(refusal(() => bindHeaders(batteries, header.slice(1)))).toEqual([
      'spreadsheetMissingColumn',
      ['逆变器系列 / Inverter series'],
    ]);
  });
});

describe('checkRows', () => {
  it('gives every good row as checked values, with its spreadsheet row number', () => {
    // Act
    const result = checked([header, good, ['SUN-H-HV', 'HVS 2.56', 'BYD', '2.56kWh', 'LiFePO4', 5, 2]]);
    // Assess
    expect(result.errors).toEqual([]);
    expect(result.valid.map((r) => [r.rowNumber, r.value.batterycapacity])).toEqual([
      [2, 4.8],
      [3, 2.56],
    ]);
  });

  it('reports every bad cell with its row, column letter, header and message key', () => {
    // Act
    const result = checked([
      header,
      good,
      ['SUN-H-LV', '', 'BYD', 'many', 'LiFePO4', 0, 1],
      ['SUN-H-LV', 'X', 'Y', 1, 'LFP', 2, 3],
    ]);
    // Assess
    expect(result.errors).toEqual([
      { row: 3, column: 'B', header: 'Battery model', field: 'batterymodel', key: 'batteryModelRequired' },
      { row: 3, column: 'D', header: '*电池容量 (kWh)', field: 'batterycapacity', key: 'numberRequired' },
      {
        row: 3,
        column: 'F',
        header: '最大并/串联数量',
        field: 'maximumnumberofparallelsseries',
        key: 'batteryMaxCountNegative',
      },
      {
        row: 4,
        column: 'G',
        header: '最小并/串联数量',
        field: 'minimumnumberofparallelsseries',
        key: 'batteryMinAboveMax',
      },
    ]);
    expect(result.valid).toHaveLength(1);
  });

  it('flags a row naming the same item as an earlier row (any case)', () => {
    // Act
    const result = checked([header, good, ['sun-h-lv', 'us5000', 'Pylontech', 4.8, 'LiFePO4', 16, 1]]);
    // Assess
    expect(result.errors).toEqual([
      { row: 3, column: 'A', header: '逆变器系列', field: 'inverterseries', key: 'duplicateInFile' },
    ]);
  });
});

describe('checkRows and the template’s example row', () => {
  it('skips and counts rows whose model begins with EXAMPLE- (any case), checking nothing in them', () => {
    // Act: the first example is the template's own, the second a bad one a maintainer edited.
    const result = checked([
      header,
      ['SUN-H-LV', 'EXAMPLE-BOS-A 5.12', 'PV-Sun', 5.12, 'LiFePO4', 16, 1],
      good,
      ['NO-SUCH-SERIES', ' example-other', '', 'many', '', 0, 9],
    ]);
    // Assess
    expect(result.errors).toEqual([]);
    expect(result.valid.map((r) => r.rowNumber)).toEqual([3]);
    expect(result.exampleRows).toBe(2);
  });

  it('takes a model that only contains EXAMPLE as a real one', () => {
    // Act
    const result = checked([header, ['SUN-H-LV', 'MY-EXAMPLE-1', 'PV-Sun', 5.12, 'LiFePO4', 16, 1]]);
    // Assess
    expect(result.valid).toHaveLength(1);
    expect(result.exampleRows).toBe(0);
  });
});

describe('prototype pollution', () => {
  it('refuses a sheet headed __proto__, constructor and prototype, and Object.prototype stays untouched', () => {
    // Prepare
    const rows: CellValue[][] = [
      [...header, '__proto__', 'constructor', 'prototype'],
      [...good, '{"polluted":"yes"}', 'polluted', 'polluted'],
    ];
    const [head] = readSpreadsheetRows(workbookBytes(rows));
    // Act
    const result = refusal(() => bindHeaders(batteries, head!.cells));
    // Assess
    expect(result).toEqual(['spreadsheetUnknownColumn', ['__proto__', 'constructor', 'prototype']]);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('refuses a workbook whose sheet is named __proto__ without touching Object.prototype', () => {
    // Prepare
    const bytes = workbookBytes([header, good], 'xlsx', '__proto__');
    // Act
    const result = refusal(() => readSpreadsheetRows(bytes));
    // Assess
    expect(result?.[0]).toBe('spreadsheetUnreadable');
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['!ref']).toBeUndefined();
  });

  it('builds row records from known columns only, as plain objects', () => {
    // Prepare
    const bindings = bindHeaders(batteries, header);
    // Act
    const [row] = sheetRows(bindings, [{ rowNumber: 2, cells: ['__proto__', 'constructor'] }]);
    // Assess
    expect(Object.keys(row!.cells)).toEqual(['inverterseries', 'batterymodel']);
    expect(Object.getPrototypeOf(row!.cells)).toBe(Object.prototype);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

describe('checkRows of panels (physically impossible datasheets)', () => {
  const panels = importDefinitions.systemComponent;
  const fields = panels.columns.map((column) => column.field);
  const row = (over: Record<string, CellValue>) =>
    fields.map((field) => over[field] ?? (exampleRow(panels)[field] as CellValue));

  it('refuses a contradicting efficiency and a positive Voc coefficient with the row and column', () => {
    // Act
    const [head, ...data] = readSpreadsheetRows(
      workbookBytes([
        fields,
        row({ componentmodelname: 'POSSIBLE-1' }),
        row({
          componentmodelname: 'IMPOSSIBLE-1',
          peakpower: 400,
          componentlength: 1.7,
          componentwidth: 1,
          efficiency: 99,
        }),
        row({ componentmodelname: 'IMPOSSIBLE-2', tempcoefficientvoc: 5 }),
      ]),
    );
    const bindings = bindHeaders(panels, head!.cells);
    const result = checkRows(panels, bindings, sheetRows(bindings, data));
    // Assess
    const letter = (field: string) => String.fromCharCode(65 + fields.indexOf(field));
    expect(result.errors.map((e) => [e.row, e.column, e.field, e.key])).toEqual([
      [3, letter('efficiency'), 'efficiency', 'efficiencyMismatch'],
      [4, letter('tempcoefficientvoc'), 'tempcoefficientvoc', 'tempCoefficientVocRange'],
    ]);
    expect(result.valid).toHaveLength(1);
  });
});
