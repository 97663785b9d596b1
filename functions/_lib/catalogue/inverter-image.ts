/**
 * Inverter images: a finished image upload (purpose inverterImage, content checked by
 * takeImageUpload) is copied to a key of its own for each inverter, so deleting or replacing one
 * inverter's image never touches another's. The browser gets signed addresses.
 */
import type { ImageContentType } from '@pvd/shared/constants/limits';
import { copyObject, deleteObject, presignGet } from '../aws/s3';
import { bucketPrefixes } from '../config/resources';
import { newId } from '../db/ids';
import { mapWithLimit } from '../db/items';
import { logger } from '../logger';
import { takeImageUpload } from '../uploads/take-image-upload';

const typeByExtension: Record<string, ImageContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function extensionOf(key: string): string {
  return key.split('.').pop() ?? 'png';
}

/** Copies an image to a key owned by one inverter. */
export async function copyImageForInverter(sourceKey: string, inverterId: string): Promise<string> {
  const extension = extensionOf(sourceKey);
  const key = `${bucketPrefixes.images}inverters/${inverterId}/${newId()}.${extension}`;
  await copyObject(sourceKey, key, typeByExtension[extension] ?? 'application/octet-stream');
  return key;
}

/**
 * Takes the caller's image upload (owner, size and magic bytes checked: 114/119 otherwise) and
 * gives each inverter its own copy; answers the new keys in the order of `inverterIds`.
 */
export async function takeInverterImage(
  uploadId: string,
  accountId: string,
  inverterIds: readonly string[],
): Promise<string[]> {
  const taken = await takeImageUpload(uploadId, accountId, 'inverterImage');
  try {
    return await mapWithLimit(inverterIds, 8, (id) => copyImageForInverter(taken.key, id));
  } finally {
    await deleteObject(taken.key);
  }
}

/** Deletes images no longer used (a failed delete only leaves an orphan behind: logged). */
export async function deleteImages(keys: readonly (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await deleteObject(key).catch((error) => logger.warn('image not deleted', { key, error: String(error) }));
  }
}

/** The signed address of an image, or null. */
export function imageUrl(key: string | null): Promise<string | null> {
  return key ? presignGet(key) : Promise.resolve(null);
}
