/**
 * The meter-file calls of the load step [LOAD-5]: the upload (a pre-signed PUT, as every upload
 * of the product), a preview with the user's choices that keeps nothing (the same upload answers
 * every preview), the save that keeps the year with the project (it uses the upload: a replacement
 * is a new upload) and the removal. The name's ending and the size are checked here before
 * anything is sent. A file the reader refuses (119 for the file, 118 for its content) comes back
 * as a {@link MeterFileRefusal} holding the reader's code and its row and column, which the dialog
 * words in the reader's language at every render (a language switch re-words it [ACC-13]).
 */

import type { CallResponse } from '@pvd/shared/api/define';
import * as loadFileCalls from '@pvd/shared/api/load-file';
import { METER_FILE_EXTENSIONS, METER_FILE_LIMITS } from '@pvd/shared/constants/limits';
import type { ValidationMessageKey } from '@pvd/shared/errors/validation';
import type { MeterFileChoices } from '@pvd/shared/load/meter-file/choices';
import type { MeterRefusalParams } from '@pvd/shared/load/meter-file/refusal';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { putToPresignedUrl } from '@/lib/uploads';

export type MeterFilePreview = CallResponse<typeof loadFileCalls.previewLoadFile>;
export type SavedMeterFile = CallResponse<typeof loadFileCalls.saveLoadFile>;

/** A file sent and waiting for its preview or save. */
export interface MeterUpload {
  uploadId: string;
  fileName: string;
}

/**
 * Why a file was not taken: a shared message (its ending or size, checked here), the reader's
 * code with where in the file, or the server's own text for a refusal of neither kind.
 */
export type MeterFileRefusal =
  | { kind: 'rule'; key: ValidationMessageKey }
  | { kind: 'reader'; reason: string; params: MeterRefusalParams }
  | { kind: 'other'; message: string };

/** Thrown by the calls below for a file refused; any other failure the API client showed. */
export class MeterFileRefusedError extends Error {
  constructor(readonly refusal: MeterFileRefusal) {
    super('meter file refused');
    this.name = 'MeterFileRefusedError';
  }
}

/** Why `file` cannot be sent (its name's ending, its size), or undefined. */
export function declaredMeterFileRefusal(file: Pick<File, 'name' | 'size'>): MeterFileRefusal | undefined {
  const name = file.name.toLowerCase();
  if (!METER_FILE_EXTENSIONS.some((ending) => name.endsWith(ending))) {
    return { kind: 'rule', key: 'meterFileTypeInvalid' };
  }
  if (file.size > METER_FILE_LIMITS.maxBytes) return { kind: 'rule', key: 'meterFileTooLarge' };
  if (file.size === 0) return { kind: 'reader', reason: 'empty', params: {} };
  return undefined;
}

interface RefusalData {
  reason?: unknown;
  params?: MeterRefusalParams;
}

/** The refusal of a 118 or 119 answer about the file (a 118 on another field is not one). */
function refusalOf(error: ApiError): MeterFileRefusal | undefined {
  const data = error.data as RefusalData | null;
  if (data && typeof data.reason === 'string') {
    return { kind: 'reader', reason: data.reason, params: data.params ?? {} };
  }
  return error.code === 119 ? { kind: 'other', message: error.message } : undefined;
}

/** Runs a call whose file refusals are the dialog's to show. */
async function refusable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const refusal = error instanceof ApiError ? refusalOf(error) : undefined;
    if (refusal) throw new MeterFileRefusedError(refusal);
    throw error;
  }
}

const quiet = { quiet: [118, 119] } as const;

/**
 * Sends `file` for the project (null before its first save).
 * @throws MeterFileRefusedError for a name, a size or a content refused
 */
export async function uploadMeterFile(file: File, projectId: string | null): Promise<MeterUpload> {
  const declared = declaredMeterFileRefusal(file);
  if (declared) throw new MeterFileRefusedError(declared);
  const upload = await refusable(() =>
    api(
      loadFileCalls.createLoadFileUpload,
      { fileName: file.name, size: file.size, ...(projectId && { projectId }) },
      quiet,
    ),
  );
  await putToPresignedUrl(upload, file);
  return { uploadId: upload.uploadId, fileName: file.name };
}

/** The load of an uploaded file read with `choices`; nothing is kept. */
export function previewMeterFile(
  upload: MeterUpload,
  choices: MeterFileChoices,
  projectId: string | null,
): Promise<MeterFilePreview> {
  return refusable(() =>
    api(loadFileCalls.previewLoadFile, { ...upload, choices, ...(projectId && { projectId }) }, quiet),
  );
}

/** Keeps the uploaded file's year as the project's load (the previous meter file goes). */
export function saveMeterFile(
  upload: MeterUpload,
  choices: MeterFileChoices,
  projectId: string,
): Promise<SavedMeterFile> {
  return refusable(() => api(loadFileCalls.saveLoadFile, { ...upload, choices, projectId }, quiet));
}

/** Removes the project's meter file: its load is the typical shape of its figures again. */
export function deleteMeterFile(projectId: string): Promise<{ version: number }> {
  return api(loadFileCalls.deleteLoadFile, { projectId });
}
