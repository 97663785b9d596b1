/** The bytes of a finished upload, checked against what was declared before they are read. */
import { Code } from '@pvd/shared/errors/codes';
import type { ValidationMessageKey } from '@pvd/shared/errors/validation';
import { headObject, readObject } from '../aws/s3';
import type { Upload } from '../db/entities/upload';
import { AppError } from '../errors';
import { fileRefused } from '../refusals';

/**
 * The uploaded object's bytes: 118 'uploadMissing' when it was never put, 119 (HTTP 413, with
 * `tooLargeKey`) when it is larger than `maxBytes` or not of the declared size. Nothing larger
 * than the cap is ever read.
 *
 * @example
 * const bytes = await uploadedBytes(upload, WEATHER_FILE_MAX_BYTES, 'weatherFileTooLarge');
 */
export async function uploadedBytes(
  upload: Pick<Upload, 'objectKey' | 'size'>,
  maxBytes: number,
  tooLargeKey: ValidationMessageKey,
): Promise<Uint8Array> {
  const head = await headObject(upload.objectKey);
  if (!head) throw new AppError(Code.invalidInput, { messageKey: 'uploadMissing' });
  if (head.size > maxBytes || head.size !== upload.size) throw fileRefused(tooLargeKey, 'size');
  return readObject(upload.objectKey);
}
