/**
 * The spreadsheet upload calls (uploadInverter, uploadInverterBattery, uploadSystemComponent):
 * check the declared file (119: .xls/.xlsx only, or a .zip of PVsyst .PAN files for system panels;
 * at most 10 MB, not empty), record a waiting
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
  type ImportFileFormat,
  SPREADSHEET_CONTENT_TYPES,
} from './spreadsheet-file';
import { SpreadsheetRejectedError } from './spreadsheet-rejected';

function declaredFormat(kind: ImportKind, fileName: string, size: number): ImportFileFormat {
  try {
    // System panels also come as a zip of PVsyst .PAN files.
    return checkDeclaredSpreadsheet(fileName, size, kind === 'systemComponent');
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
  const format = declaredFormat(kind, file.fileName, file.size);
  const jobId = newId();
  const objectKey = importObjectKey(kind, jobId, format);
  await createImportJob({ jobId, kind, accountId, fileName: file.fileName, objectKey, size: file.size });
  const signed = await presignPut(objectKey, SPREADSHEET_CONTENT_TYPES[format], file.size);
  return { jobId, ...signed };
}
