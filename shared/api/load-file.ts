/**
 * The meter data file of a project [LOAD-5]: the product's usual two-step upload (a pre-signed
 * PUT, then a JSON call that reads the file), a preview that stores nothing so the user can
 * correct what was guessed, the save that keeps the year with the project, and its removal.
 * Owner only (113 no project, 114 another user's). A bad file is refused with the row or column
 * at fault in the caller's language: 119 for the file itself (empty, not a table, too large),
 * 118 for what is in it (a bad time, times going back, a negative value, fewer than 7 days …),
 * and nothing is stored.
 */
import * as z from 'zod';
import { METER_FILE_LIMITS } from '../constants/limits';
import { loadFilePreview, meterFileChoices, meterFileRecord } from '../project/record/meter-file';
import { idField, requiredTextField } from './common-fields';
import { defineCall } from './define';
import { projectAccess as access } from './project-lifecycle';
import { presignedUpload, uploadSizeField } from './upload';

const megabytes = METER_FILE_LIMITS.maxBytes / 1024 / 1024;
const fileName = requiredTextField(255);

/** The upload, its name and the user's choices: what a preview and a save read a file with. */
const readRequest = {
  uploadId: idField,
  /** Only a hint (a .tsv name breaks a delimiter tie): the content decides what the file is. */
  fileName,
  choices: meterFileChoices.default({}),
};

export const createLoadFileUpload = defineCall({
  group: 'userload',
  name: 'createLoadFileUpload',
  summary: `A pre-signed URL to upload one meter data file (CSV, TSV, .xlsx, .xls; at most ${megabytes} MB).`,
  access,
  request: z.object({
    /** The project it is for, when it is saved already (113/114 checked now). */
    projectId: idField.optional(),
    /** Must end in .csv, .tsv, .txt, .xlsx or .xls (119 otherwise). */
    fileName,
    /** [bytes]; at most METER_FILE_LIMITS.maxBytes (119 otherwise). */
    size: uploadSizeField,
  }),
  response: presignedUpload,
  needs: ['s3'],
});

export const previewLoadFile = defineCall({
  group: 'userload',
  name: 'previewLoadFile',
  summary:
    'Reads an uploaded meter file with the user’s choices and answers its load’s summary; stores nothing.',
  access,
  request: z.object({ projectId: idField.optional(), ...readRequest }),
  response: loadFilePreview.extend({ fileName: z.string() }),
  needs: ['s3'],
  heavy: true,
});

export const saveLoadFile = defineCall({
  group: 'userload',
  name: 'saveLoadFile',
  summary: 'Reads an uploaded meter file and keeps its year as the project’s load (the previous one goes).',
  access,
  request: z.object({ projectId: idField, ...readRequest }),
  response: z.object({
    /** The project's version after the save: the editor saves on it next. */
    version: z.number(),
    meterFile: meterFileRecord,
  }),
  needs: ['s3'],
  heavy: true,
});

export const deleteLoadFile = defineCall({
  group: 'userload',
  name: 'deleteLoadFile',
  summary: 'Removes the project’s meter file: its load is the typical shape of its figures again.',
  access,
  request: z.object({ projectId: idField }),
  response: z.object({ version: z.number() }),
  needs: ['s3'],
});
