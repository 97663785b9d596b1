/**
 * The catalogue import, run by the S3 object-created event of `imports/<kind>/<jobId>.<ext>`:
 * read the file, check every row with the entity's schema (and a battery's series against the
 * inverter catalogue: import-rules.ts), then write, and record the job's answer: 0 all imported,
 * -1001 some already there (listed, the rest imported), 118 bad rows (every bad cell listed,
 * nothing imported), 119 file refused (type, size, zip bomb, unreadable, unknown or missing
 * columns, empty template, or a template whose only rows are its example). System panels may also
 * come as a zip of PVsyst .PAN files (pan-zip.ts), each file a row.
 */
import { MAX_REPORTED_ROW_ERRORS } from '@pvd/shared/api/import';
import { type ImportKind, importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { SPREADSHEET_MAX_BYTES } from '@pvd/shared/constants/limits';
import { Code } from '@pvd/shared/errors/codes';
import type { ValidationMessageKey } from '@pvd/shared/errors/validation';
import { deleteObject, headObject, readObject } from '../aws/s3';
import {
  finishImportJob,
  getImportJob,
  type ImportJobItem,
  type ImportOutcome,
  startImportJob,
  updateImportProgress,
} from '../db/entities/import-job';
import { errorFields, logger } from '../logger';
import { jobIdOfKey } from './import-keys';
import { catalogueRuleOf } from './import-rules';
import { writeImportedRows } from './import-writers';
import { checkPanZip } from './pan-zip';
import { bindHeaders, type CheckedRows, checkRows, sheetRows } from './row-mapper';
import { SpreadsheetRejectedError } from './spreadsheet-rejected';
import { readSpreadsheetRows } from './xlsx-reader';

const emptyResult = () => ({
  imported: 0,
  alreadyImported: [],
  rowErrors: [],
  rowErrorCount: 0,
  columns: [],
  exampleRows: 0,
});

function refused(error: SpreadsheetRejectedError): ImportOutcome {
  return {
    code: Code.fileRejected,
    messageKey: error.messageKey,
    result: { ...emptyResult(), columns: [...error.columns] },
  };
}

/** The spreadsheet's rows, checked with the kind's schema and catalogue rule. */
async function checkSpreadsheet(job: ImportJobItem, bytes: Uint8Array): Promise<CheckedRows> {
  const definition = importDefinitions[job.kind];
  const [headerRow, ...dataRows] = readSpreadsheetRows(bytes);
  if (!headerRow) throw new SpreadsheetRejectedError('templateEmpty');
  const bindings = bindHeaders(definition, headerRow.cells);
  if (dataRows.length === 0) throw new SpreadsheetRejectedError('templateEmpty');
  const rule = await catalogueRuleOf(job.kind);
  return checkRows(definition, bindings, sheetRows(bindings, dataRows), rule);
}

async function importFile(job: ImportJobItem): Promise<ImportOutcome> {
  const head = await headObject(job.objectKey);
  if (!head) throw new SpreadsheetRejectedError('spreadsheetUnreadable');
  if (head.size > SPREADSHEET_MAX_BYTES) throw new SpreadsheetRejectedError('spreadsheetTooLarge');
  const definition = importDefinitions[job.kind];
  const bytes = await readObject(job.objectKey);
  // Only the system panel import signs a .zip upload (start-import.ts): PVsyst .PAN files.
  const checked = job.objectKey.endsWith('.zip')
    ? checkPanZip(bytes, definition)
    : await checkSpreadsheet(job, bytes);
  const { exampleRows } = checked;
  if (checked.errors.length > 0) {
    const rowErrors = checked.errors.slice(0, MAX_REPORTED_ROW_ERRORS);
    return {
      code: Code.invalidInput,
      messageKey: null,
      result: { ...emptyResult(), rowErrors, rowErrorCount: checked.errors.length, exampleRows },
    };
  }
  if (checked.valid.length === 0) return onlyExampleRows(exampleRows);
  const total = checked.valid.length;
  await updateImportProgress(job.jobId, 0, total);
  const written = await writeImportedRows(
    job.kind,
    checked.valid.map((row) => row.value),
    definition.displayName,
    (done) => updateImportProgress(job.jobId, done, total),
  );
  const someAlready = written.alreadyImported.length > 0;
  return {
    code: someAlready ? Code.someAlreadyImported : Code.success,
    // -1001's own message names inverters; panels and batteries are reported with their own noun.
    messageKey: someAlready ? ALREADY_IMPORTED_KEYS[job.kind] : null,
    result: { ...emptyResult(), ...written, exampleRows },
  };
}

/**
 * The answer to a file whose only rows are the template's example (an unedited template): 119
 * with its own message, like the template without rows ('templateEmpty'), since the file as a
 * whole holds nothing to import. Not 0, which would read as a silent success; not -1001, which
 * would call the example a model already in the catalogue; not 118, whose answer is a table of
 * bad cells, and the example row is not a bad one.
 */
function onlyExampleRows(exampleRows: number): ImportOutcome {
  return {
    code: Code.fileRejected,
    messageKey: 'templateOnlyExample',
    result: { ...emptyResult(), exampleRows },
  };
}

/** The title of a -1001 answer per import kind (null: the code's own message, 部分逆变器已导入). */
const ALREADY_IMPORTED_KEYS: Record<ImportKind, ValidationMessageKey | null> = {
  inverter: null,
  inverterBattery: 'batteriesAlreadyImported',
  systemComponent: 'panelsAlreadyImported',
};

/**
 * Imports the file at `objectKey` once (a repeated event finds the job no longer waiting), records
 * the answer on its job and deletes the file.
 */
export async function runImport(objectKey: string): Promise<void> {
  const jobId = jobIdOfKey(objectKey);
  const job = jobId ? await getImportJob(jobId) : undefined;
  if (!job || job.objectKey !== objectKey) {
    logger.warn('import object without a job', { objectKey });
    await deleteObject(objectKey);
    return;
  }
  if (!(await startImportJob(job.jobId))) {
    // A repeated event, or a second PUT to the same URL after the import: nothing more to do.
    if (job.state === 'done') await deleteObject(objectKey);
    return;
  }
  let outcome: ImportOutcome;
  try {
    outcome = await importFile(job);
  } catch (error) {
    if (error instanceof SpreadsheetRejectedError) outcome = refused(error);
    else {
      logger.error('import failed', { jobId: job.jobId, ...errorFields(error) });
      outcome = { code: Code.failed, messageKey: null, result: emptyResult() };
    }
  }
  await finishImportJob(job.jobId, outcome);
  await deleteObject(objectKey).catch((error) => logger.warn('import file not deleted', errorFields(error)));
}
