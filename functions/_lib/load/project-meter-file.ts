/**
 * A project's meter data file [LOAD-5]: previewed from its upload without using it, saved as the
 * project's load (the year to the bucket, the reference and its summary to the record), removed.
 * Owner first (113/114), then the upload (118 missing or used, 114 another account's); a refused
 * file stores nothing. The save uses its upload once, refused or not
 * (docs/decisions/0012-uploads-used-once.md); a preview never uses it, so the user can correct
 * the guesses and look again before saving.
 */
import type { previewLoadFile, saveLoadFile } from '@pvd/shared/api/load-file';
import { METER_FILE_LIMITS } from '@pvd/shared/constants/limits';
import { Code, type Culture } from '@pvd/shared/errors/codes';
import { type LoadFilePreview, loadFilePreview } from '@pvd/shared/load/load-preview';
import type { MeterLoad } from '@pvd/shared/load/meter-file/result';
import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import type { z } from 'zod';
import { deleteObject } from '../aws/s3';
import type { Upload } from '../db/entities/upload';
import { newId } from '../db/ids';
import { AppError } from '../errors';
import { checkProjectOwner } from '../project/project-access';
import { peekUpload, takeUpload } from '../uploads/take-upload';
import { uploadedBytes } from '../uploads/uploaded-bytes';
import { METER_FILE_PURPOSE, readMeterBytes } from './meter-file-reading';
import { setProjectMeterFile } from './project-meter-record';
import { deleteLoadObjects, loadObjectKey, putLoadYear } from './stored-load';

type PreviewInput = z.output<(typeof previewLoadFile)['request']>;
type SaveInput = z.output<(typeof saveLoadFile)['request']>;

/** An upload made for another project is not this one's (118, as any upload that is not there). */
function checkUploadProject(upload: Upload, projectId: string | undefined): void {
  if (upload.projectId && upload.projectId !== projectId) {
    throw new AppError(Code.invalidInput, { messageKey: 'uploadMissing' });
  }
}

/** The upload's bytes read as a load (118/119 refusals: meter-file-reading.ts). */
async function loadOfUpload(upload: Upload, input: PreviewInput, culture: Culture): Promise<MeterLoad> {
  checkUploadProject(upload, input.projectId);
  const bytes = await uploadedBytes(upload, METER_FILE_LIMITS.maxBytes, 'meterFileTooLarge');
  return readMeterBytes(bytes, input.fileName, input.choices, culture);
}

/** previewLoadFile: the load of the upload with the user's choices; the upload stays usable. */
export async function previewProjectLoadFile(
  accountId: string,
  input: PreviewInput,
  culture: Culture,
): Promise<LoadFilePreview & { fileName: string }> {
  if (input.projectId) await checkProjectOwner(accountId, input.projectId);
  const upload = await peekUpload(input.uploadId, accountId, METER_FILE_PURPOSE);
  const load = await loadOfUpload(upload, input, culture);
  return { fileName: input.fileName, ...loadFilePreview(load) };
}

/**
 * saveLoadFile: the upload's load becomes the project's. The year is written first under a new
 * id, then the record names it (the previous meter file's object goes after); when the record
 * cannot take it (the project went), the new object goes again.
 */
export async function saveProjectLoadFile(
  accountId: string,
  input: SaveInput,
  culture: Culture,
): Promise<{ version: number; meterFile: MeterFileRecord }> {
  await checkProjectOwner(accountId, input.projectId);
  const upload = await takeUpload(input.uploadId, accountId, METER_FILE_PURPOSE);
  try {
    const load = await loadOfUpload(upload, input, culture);
    const meterFile: MeterFileRecord = {
      id: newId(),
      fileName: input.fileName,
      stepMinutes: load.series.stepMinutes,
      choices: input.choices,
      savedAt: new Date().toISOString(),
      ...loadFilePreview(load),
    };
    const key = loadObjectKey(accountId, input.projectId, meterFile.id);
    await putLoadYear(key, { series: load.series, ...(load.exportKw && { exportKw: load.exportKw }) });
    const saved = await setProjectMeterFile(accountId, input.projectId, meterFile).catch(async (error) => {
      await deleteLoadObjects([key]);
      throw error;
    });
    await deleteReplaced(accountId, input.projectId, saved.replaced);
    return { version: saved.record.version, meterFile };
  } finally {
    await deleteObject(upload.objectKey);
  }
}

/** deleteLoadFile: the project has no meter file any more (nothing to write when it had none). */
export async function deleteProjectLoadFile(
  accountId: string,
  projectId: string,
): Promise<{ version: number }> {
  const saved = await setProjectMeterFile(accountId, projectId, null);
  await deleteReplaced(accountId, projectId, saved.replaced);
  return { version: saved.record.version };
}

/** The object of a meter file the record no longer names. */
async function deleteReplaced(accountId: string, projectId: string, replaced: MeterFileRecord | undefined) {
  if (replaced) await deleteLoadObjects([loadObjectKey(accountId, projectId, replaced.id)]);
}
