/**
 * The import templates: an .xlsx with the definition's headers in one language (a leading '*'
 * marks required columns) and one example row, generated from the same column definitions the
 * import reads, so a filled-in template always maps back to the schema.
 */
import type { ImportDefinition } from '@pvd/shared/catalogue/spreadsheet-columns';
import type { Culture } from '@pvd/shared/errors/codes';
import * as XLSX from 'xlsx';

/** The header a template shows for a column. */
export function templateHeader(column: ImportDefinition['columns'][number], language: Culture): string {
  return `${column.required ? '*' : ''}${column.header[language]}`;
}

/** The template workbook's bytes. */
export function buildTemplate(definition: ImportDefinition, language: Culture): Uint8Array {
  const headers = definition.columns.map((column) => templateHeader(column, language));
  const example = definition.columns.map((column) => column.example);
  const sheet = XLSX.utils.aoa_to_sheet([headers, example]);
  sheet['!cols'] = headers.map((header) => ({ wch: Math.max(12, Math.min(40, header.length * 2)) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, definition.sheetName[language]);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}

/** The download name of a template. */
export function templateFileName(definition: ImportDefinition, language: Culture): string {
  return language === 'en'
    ? `${definition.sheetName.en.toLowerCase()}-import-template.xlsx`
    : `${definition.sheetName['zh-CN']}导入模板.xlsx`;
}
