import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { bindHeaders, checkRows, sheetRows } from '../../../functions/_lib/catalogue/row-mapper';
import { buildTemplate, templateFileName, templateHeader } from '../../../functions/_lib/catalogue/template';
import { readSpreadsheetRows } from '../../../functions/_lib/catalogue/xlsx-reader';
import { guardXlsxArchive } from '../../../functions/_lib/catalogue/zip-guard';
import { IMPORT_KINDS, importDefinitions } from '../../../shared/catalogue/spreadsheet-columns';

describe('buildTemplate', () => {
  it.each(IMPORT_KINDS.flatMap((kind) => [[kind, 'zh-CN'] as const, [kind, 'en'] as const]))(
    '%s in %s: the headers and one example row that the import reads back without an error',
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
      expect(result.errors).toEqual([]);
      expect(result.valid).toHaveLength(1);
    },
  );

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

  it('names the download in the language', () => {
    expect(templateFileName(importDefinitions.inverter, 'en')).toBe('inverters-import-template.xlsx');
    expect(templateFileName(importDefinitions.inverter, 'zh-CN')).toBe('逆变器导入模板.xlsx');
  });
});
