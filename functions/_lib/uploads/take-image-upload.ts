/**
 * Using a finished image upload: claimed once (see `takeUpload`: 118 when missing or already
 * used, 114 for another account's), then its bytes must be within the size cap (119, HTTP 413),
 * a well-formed image of the declared type, read through to its dimensions (119, HTTP 415), and
 * a canvas within the pixel caps its header declares (119, HTTP 413). The file moves from
 * uploads/ to images/; a refused one is deleted.
 */
import type { ImagePurpose } from '@pvd/shared/api/upload';
import { IMAGE_MAX_BYTES, type ImageContentType } from '@pvd/shared/constants/limits';
import { imageDimensionsAllowed, readImageHeader } from '@pvd/shared/files/image-header';
import { imageExtension } from '@pvd/shared/files/image-type';
import { copyObject, deleteObject } from '../aws/s3';
import { bucketPrefixes } from '../config/resources';
import type { Upload } from '../db/entities/upload';
import { fileRefused } from '../refusals';
import { takeUpload } from './take-upload';
import { uploadedBytes } from './uploaded-bytes';

export interface StoredImage {
  key: string;
  contentType: string;
}

/** The checked type of the uploaded image, or a 118/119 refusal. */
async function checkedImageType(upload: Upload): Promise<ImageContentType> {
  const header = readImageHeader(await uploadedBytes(upload, IMAGE_MAX_BYTES, 'imageTooLarge'));
  if (!header || header.type !== upload.contentType) {
    throw fileRefused('imageUnreadable', 'type');
  }
  if (!imageDimensionsAllowed(header)) throw fileRefused('imageTooManyPixels', 'size');
  return header.type;
}

export async function takeImageUpload(
  uploadId: string,
  accountId: string,
  purpose: ImagePurpose,
): Promise<StoredImage> {
  const upload = await takeUpload(uploadId, accountId, purpose);
  try {
    const type = await checkedImageType(upload);
    const key = `${bucketPrefixes.images}${accountId}/${purpose}-${uploadId}.${imageExtension(type)}`;
    await copyObject(upload.objectKey, key, type);
    return { key, contentType: type };
  } finally {
    // Claimed uploads are used once: the original goes whether it was taken or refused.
    await deleteObject(upload.objectKey);
  }
}
