/**
 * The spreadsheet upload calls (uploadInverter, uploadInverterBattery, uploadSystemComponent):
 * check the declared file (119: .xls/.xlsx only, at most 10 MB, not empty), record a waiting
 * job and hand out a pre-signed PUT to `imports/<kind>/<jobId>.<ext>` whose length and type are
 * signed. The object-created event then runs the import.
 */
import type { ImportKind } from '@pvd/shared/catalogue/spreadsheet-columns';
import { Code } from '@pvd/shared/errors/codes';
import { presignPut } from '../aws/s3';
import { createImportJob } from '../db/entities/import-job';
import { newId } from '../db/ids';
import { AppError } from '../errors';
import { importObjectKey } from './import-keys';
import {
  checkDeclaredSpreadsheet,
  SPREADSHEET_CONTENT_TYPES,
  type SpreadsheetFormat,
} from './spreadsheet-file';
import { SpreadsheetRejectedError } from './spreadsheet-rejected';

function declaredFormat(fileName: string, size: number): SpreadsheetFormat {
  try {
    return checkDeclaredSpreadsheet(fileName, size);
  } catch (error) {
    if (!(error instanceof SpreadsheetRejectedError)) throw error;
    const status = error.messageKey === 'spreadsheetTooLarge' ? 413 : 415;
    throw new AppError(Code.fileRejected, { messageKey: error.messageKey, status });
  }
}

/** Checks the declared file, records a waiting job and answers the job id with the pre-signed PUT. */
export async function startImport(
  kind: ImportKind,
  file: { fileName: string; size: number },
  accountId: string,
) {
  const format = declaredFormat(file.fileName, file.size);
  const jobId = newId();
  const objectKey = importObjectKey(kind, jobId, format);
  await createImportJob({ jobId, kind, accountId, fileName: file.fileName, objectKey, size: file.size });
  const signed = await presignPut(objectKey, SPREADSHEET_CONTENT_TYPES[format], file.size);
  return { jobId, ...signed };
}
