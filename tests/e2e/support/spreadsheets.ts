/**
 * Fills the catalogue's downloaded import templates the way a maintainer would in a spreadsheet
 * program: the template's example row is replaced by the test's own rows (or left out), and the
 * workbook is written back as .xlsx.
 */
import * as XLSX from 'xlsx';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number;

interface Template {
  workbook: XLSX.WorkBook;
  sheetName: string;
  header: Cell[];
  example: Cell[];
}

function readTemplate(file: Buffer): Template {
  const workbook = XLSX.read(file, { type: 'buffer' });
  const sheetName = workbook.SheetNames[0] ?? '';
  const sheet = workbook.Sheets[sheetName];
  if (!sheet) throw new Error('the template has no sheet');
  const [header = [], example = []] = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1 });
  return { workbook, sheetName, header, example };
}

/** The template's header and its example row as one record (header text → value). */
export function templateExample(file: Buffer): Record<string, Cell> {
  const { header, example } = readTemplate(file);
  return Object.fromEntries(header.map((name, index) => [String(name), example[index] ?? '']));
}

/**
 * The template with its example row replaced by one row per change set: each row starts as the
 * example and takes the changes, keyed by a header's text without its leading '*'
 * (e.g. `{ 'Model name': 'X-1' }`).
 */
export function fillTemplate(file: Buffer, rows: readonly Record<string, Cell>[]): Buffer {
  const { workbook, sheetName, header, example } = readTemplate(file);
  const names = header.map((name) => String(name).replace(/^\*/, ''));
  const data = rows.map((changes) => {
    for (const key of Object.keys(changes)) {
      if (!names.includes(key))
        throw new Error(`the template has no column "${key}" (it has ${names.join(', ')})`);
    }
    return names.map((name, index) => changes[name] ?? example[index] ?? '');
  });
  workbook.Sheets[sheetName] = XLSX.utils.aoa_to_sheet([header, ...data]);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
