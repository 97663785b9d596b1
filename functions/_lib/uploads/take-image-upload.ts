/**
 * Using a finished image upload: the caller must own it, it must be for this purpose, and its
 * bytes must be the declared image type within the size cap (119 otherwise). The file moves from
 * uploads/ to images/, and the upload record is gone afterwards, so it can be used once.
 */
import type { ImagePurpose } from '@pvd/shared/api/upload';
import { IMAGE_MAX_BYTES } from '@pvd/shared/constants/limits';
import { Code } from '@pvd/shared/errors/codes';
import { IMAGE_SNIFF_BYTES, imageExtension, sniffImageType } from '@pvd/shared/files/image-type';
import { copyObject, deleteObject, headObject, readObjectStart } from '../aws/s3';
import { deleteUpload, getUpload } from '../db/entities/upload';
import { bucketPrefixes } from '../db/table';
import { AppError } from '../errors';

export interface StoredImage {
  key: string;
  contentType: string;
}

export async function takeImageUpload(
  uploadId: string,
  accountId: string,
  purpose: ImagePurpose,
): Promise<StoredImage> {
  const upload = await getUpload(uploadId);
  if (!upload || upload.purpose !== purpose)
    throw new AppError(Code.invalidInput, { messageKey: 'uploadMissing' });
  if (upload.accountId !== accountId) throw new AppError(Code.noPermission);
  const head = await headObject(upload.objectKey);
  if (!head) throw new AppError(Code.invalidInput, { messageKey: 'uploadMissing' });
  if (head.size > IMAGE_MAX_BYTES || head.size !== upload.size) {
    throw new AppError(Code.fileRejected, { messageKey: 'imageTooLarge', status: 413 });
  }
  const type = sniffImageType(await readObjectStart(upload.objectKey, IMAGE_SNIFF_BYTES));
  if (!type || type !== upload.contentType) {
    throw new AppError(Code.fileRejected, { messageKey: 'imageTypeInvalid', status: 415 });
  }
  const key = `${bucketPrefixes.images}${accountId}/${purpose}-${uploadId}.${imageExtension(type)}`;
  await copyObject(upload.objectKey, key, type);
  await deleteObject(upload.objectKey);
  await deleteUpload(upload.id);
  return { key, contentType: type };
}
