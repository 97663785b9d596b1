/** Sheets, table snapshots and model lists for the import tests. */
import type { ImportDefinition } from '../../../../shared/catalogue/spreadsheet-columns';
import type { CellValue } from '../../../functions/catalogue/support/workbook';
import { callApi } from '../../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../../support/table';

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
