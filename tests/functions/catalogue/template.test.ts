import { bindHeaders, checkRows, sheetRows } from '@pvd/functions/_lib/catalogue/row-mapper';
import { seedSystemBatterySpecs } from '@pvd/functions/_lib/catalogue/seeds/batteries';
import { seedInverterSpecs } from '@pvd/functions/_lib/catalogue/seeds/inverters';
import { seedPanelSpecs } from '@pvd/functions/_lib/catalogue/seeds/panels';
import { buildTemplate, templateFileName, templateHeader } from '@pvd/functions/_lib/catalogue/template';
import { readSpreadsheetRows } from '@pvd/functions/_lib/catalogue/xlsx-reader';
import { guardXlsxArchive } from '@pvd/functions/_lib/catalogue/zip-guard';
import { normaliseName } from '@pvd/functions/_lib/db/items';
import { exampleRow, IMPORT_KINDS, importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';

describe('buildTemplate', () => {
  it.each(IMPORT_KINDS.flatMap((kind) => [[kind, 'zh-CN'] as const, [kind, 'en'] as const]))(
    '%s in %s: the headers and one example row that the import reads back as the example, skipped',
    (kind, language) => {
      // Prepare
      const definition = importDefinitions[kind];
      // Act
      const bytes = buildTemplate(definition, language);
      const [head, ...data] = readSpreadsheetRows(bytes);
      const bindings = bindHeaders(definition, head!.cells);
      const result = checkRows(definition, bindings, sheetRows(bindings, data));
      // Assess
      expect(head!.cells).toEqual(definition.columns.map((c) => templateHeader(c, language)));
      expect(data).toHaveLength(1);
      expect(result).toEqual({ valid: [], errors: [], exampleRows: 1 });
    },
  );

  it.each(IMPORT_KINDS)('%s: the example row, renamed, is a row the import takes', (kind) => {
    // Prepare: what a maintainer gets by overwriting the example's model name.
    const definition = importDefinitions[kind];
    const [head, example] = readSpreadsheetRows(buildTemplate(definition, 'en'));
    const bindings = bindHeaders(definition, head!.cells);
    const [row] = sheetRows(bindings, [example!]);
    row!.cells[definition.exampleField] = 'REAL-1';
    // Act
    const result = checkRows(definition, bindings, [row!]);
    // Assess
    expect(result.errors).toEqual([]);
    expect(result.valid).toHaveLength(1);
    expect(result.exampleRows).toBe(0);
  });

  it('marks required columns with * and names the sheet in the language', () => {
    // Act
    const book = XLSX.read(buildTemplate(importDefinitions.inverter, 'zh-CN'));
    // Assess
    expect(book.SheetNames).toEqual(['逆变器']);
    expect(templateHeader(importDefinitions.inverter.columns[0]!, 'zh-CN')).toBe('*机型');
    expect(templateHeader(importDefinitions.inverter.columns[1]!, 'en')).toBe('Series');
  });

  it('passes its own zip-bomb guard', () => {
    expect(() => guardXlsxArchive(buildTemplate(importDefinitions.systemComponent, 'en'))).not.toThrow();
  });

  it('puts EXAMPLE- before the example’s model name, and nowhere else', () => {
    // Act
    const [head, example] = readSpreadsheetRows(buildTemplate(importDefinitions.inverterBattery, 'en'));
    // Assess
    expect(head!.cells.slice(0, 2)).toEqual(['*Inverter series', '*Battery model']);
    expect(example!.cells.slice(0, 2)).toEqual(['SUN-H-LV', 'EXAMPLE-BOS-A 5.12']);
    expect(example!.cells.filter((cell) => cell?.startsWith('EXAMPLE-'))).toHaveLength(1);
  });

  it('names the download in the language', () => {
    expect(templateFileName(importDefinitions.inverter, 'en')).toBe('inverters-import-template.xlsx');
    expect(templateFileName(importDefinitions.inverter, 'zh-CN')).toBe('逆变器导入模板.xlsx');
  });
});

describe('the example row against the seeded catalogue', () => {
  const seeded = {
    inverter: seedInverterSpecs(),
    inverterBattery: seedSystemBatterySpecs(),
    systemComponent: seedPanelSpecs(),
  };

  it.each(IMPORT_KINDS)(
    '%s: names no item of the seeded catalogue (an unedited template is no -1001)',
    (kind) => {
      // Prepare
      const definition = importDefinitions[kind];
      const names = seeded[kind].map((spec) => normaliseName(definition.displayName(spec)));
      // Act
      const example = normaliseName(definition.displayName(exampleRow(definition)));
      // Assess
      expect(names).not.toContain(example);
    },
  );

  it('inverterBattery: names a series of the seeded storage inverters (a realistic example)', () => {
    // Prepare
    const storageSeries = seeded.inverter
      .filter((spec) => spec.invertertype === 2)
      .map((spec) => spec.series);
    // Act
    const series = exampleRow(importDefinitions.inverterBattery).inverterseries;
    // Assess
    expect(storageSeries).toContain(series);
  });
});
