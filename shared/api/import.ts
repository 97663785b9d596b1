/**
 * Catalogue imports [CAT-6]. The API's multipart uploads (uploadInverter, uploadInverterBattery,
 * uploadSystemComponent) become: the upload call answers a job id and a pre-signed URL, the browser
 * PUTs the file to S3 `imports/`, the object-created event runs the import, and the browser polls
 * upload/queryImportJob. Templates are generated from the same schemas
 * (upload/queryImportTemplate).
 */
import * as z from 'zod';
import { IMPORT_KINDS } from '../catalogue/spreadsheet-columns';
import { Role } from '../constants/roles';
import { idField, requiredTextField } from './common-fields';
import { defineCall } from './define';

/** The file the maintainer is about to upload. Size and type are judged by the call (119). */
export const spreadsheetUploadRequest = z.object({
  /** The file's name; its extension must be .xls or .xlsx. */
  fileName: requiredTextField(255),
  /** [bytes] */
  size: z
    .number({ error: 'numberRequired' })
    .int({ error: 'integerRequired' })
    .min(0, { error: 'invalidValue' }),
});

/** Where to PUT the file, and the job to poll. */
export const importJobStarted = z.object({
  jobId: z.string(),
  /** PUT the file's bytes here. */
  url: z.string(),
  /** Headers the PUT must carry exactly (they are signed). */
  headers: z.record(z.string(), z.string()),
  /** When the URL stops working. [ms since epoch] */
  expiresAt: z.number(),
});

/** Declares one of the API's spreadsheet upload calls (maintainer only). */
export function spreadsheetUploadCall(group: string, name: string, summary: string) {
  return defineCall({
    group,
    name,
    summary,
    access: [Role.maintain],
    request: spreadsheetUploadRequest,
    response: importJobStarted,
    needs: ['s3'],
  });
}

/** A bad cell of a refused import (118): its row, column and the rule it broke. */
export const importRowError = z.object({
  /** Spreadsheet row number (the header is row 1). */
  row: z.number(),
  /** Column letter, e.g. 'C'. */
  column: z.string(),
  /** The header as written in the file. */
  header: z.string(),
  field: z.string(),
  key: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** Bad cells reported by one import (the job item must stay far below DynamoDB's 400 KB). */
export const MAX_REPORTED_ROW_ERRORS = 1000;

/** A job waits for its file, runs, then is done with an answer. */
export const importJobStates = ['waiting', 'running', 'done'] as const;

/** An import job: its state while it runs, and its answer when done. */
export const importJob = z.object({
  jobId: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  state: z.enum(importJobStates),
  /**
   * 0 all imported, -1001 some already there (skipped), 118 bad rows (nothing imported), 119 file
   * refused (also when its only rows are the template's example: nothing to import); null until done.
   */
  code: z.number().nullable(),
  message: z.string().nullable(),
  data: z
    .object({
      /** Items written. */
      imported: z.number(),
      /** Names of the items already in the catalogue, skipped (-1001). */
      alreadyImported: z.array(z.string()),
      /** The bad cells (118), in row order; at most MAX_REPORTED_ROW_ERRORS of them. */
      rowErrors: z.array(importRowError),
      /** How many bad cells there were in all. */
      rowErrorCount: z.number(),
      /** Columns that refused the file (unknown or missing headers, 119). */
      columns: z.array(z.string()),
      /**
       * Rows marked as the template's example (model name `EXAMPLE-…`), skipped and never imported;
       * 0 when absent (jobs recorded before the marker existed).
       */
      exampleRows: z.number().default(0),
    })
    .nullable(),
  /** Rows checked or written so far, of `total`. */
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
  createtime: z.string(),
  finishtime: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

export const queryImportJob = defineCall({
  group: 'upload',
  name: 'queryImportJob',
  summary: 'Maintainer: the state, progress and result of a catalogue import job.',
  access: [Role.maintain],
  request: z.object({ jobId: idField }),
  response: importJob,
});

export const queryImportTemplate = defineCall({
  group: 'upload',
  name: 'queryImportTemplate',
  summary: 'Maintainer: a signed address of the .xlsx import template (headers, one example row).',
  access: [Role.maintain],
  request: z.object({
    kind: z.enum(IMPORT_KINDS, { error: 'invalidValue' }),
    /** Header language; the caller's Culture when absent. */
    language: z.enum(['zh-CN', 'en'], { error: 'invalidValue' }).optional(),
  }),
  response: z.object({ url: z.string(), fileName: z.string() }),
  needs: ['s3'],
});
