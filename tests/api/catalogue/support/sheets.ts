/** Sheets, table snapshots and model lists for the import tests. */

import type { ImportDefinition } from '@pvd/shared/catalogue/spreadsheet-columns';
import { type CellValue, workbookBytes } from '@tests/functions/catalogue/support/workbook';
import { callApi } from '@tests/support/api-client';
import { onlyUseInTestsSnapshotTable } from '@tests/support/table';
import * as XLSX from 'xlsx';

/** A sheet of the definition: headers in a language, one row per record (field → value). */
export function sheet(
  definition: ImportDefinition,
  records: Record<string, CellValue>[],
  language: 'zh-CN' | 'en' = 'en',
) {
  const headers = definition.columns.map((c) => c.header[language]);
  const rows = records.map((record) => definition.columns.map((c) => record[c.field] ?? c.example));
  return [headers, ...rows];
}

/**
 * A downloaded template filled the way a maintainer may do it: its header and example row kept,
 * and one row per record below them, each the example with the record's changes (field → value).
 */
export function belowTemplateExample(
  template: Uint8Array,
  definition: ImportDefinition,
  records: Record<string, CellValue>[],
): Uint8Array {
  const book = XLSX.read(template);
  const [header = [], example = []] = XLSX.utils.sheet_to_json<CellValue[]>(
    book.Sheets[book.SheetNames[0]!]!,
    { header: 1 },
  );
  const rows = records.map((record) =>
    definition.columns.map((c, i) => record[c.field] ?? example[i] ?? null),
  );
  return workbookBytes([header, example, ...rows]);
}

/** The table without import jobs (which every upload adds). */
export async function catalogueSnapshot(): Promise<string[]> {
  return (await onlyUseInTestsSnapshotTable()).filter((line) => !line.includes('"PK":"IMPORTJOB#'));
}

export async function modelNames(maintain: string): Promise<string[]> {
  const answer = await callApi<{ modelname: string }[]>(
    'inverter/queryAllSystemInverterModelName',
    {},
    { token: maintain },
  );
  return answer.data.map((n) => n.modelname);
}
