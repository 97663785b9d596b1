/**
 * A project's images [PRJ-8]: the project image
 * and one roof image per PV array, each taken from a finished image upload (content checked,
 * 2 MB: `takeImageUpload`). They live beside the versioned parts of the project (image items,
 * S3 objects), so setting one never makes the editor's next save stale. A replaced or reset
 * image's object is deleted, as are the images of an array a save removes; a copy gets objects
 * of its own.
 */
import type { ImagePurpose } from '@pvd/shared/api/upload';
import type { ImageContentType } from '@pvd/shared/constants/limits';
import type { Culture } from '@pvd/shared/errors/codes';
import { imageExtension } from '@pvd/shared/files/image-type';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { copyObject, deleteObject, presignGet } from '../aws/s3';
import { bucketPrefixes } from '../config/resources';
import { getProjectOwner } from '../db/entities/project';
import {
  arrayImageSlot,
  deleteProjectImage,
  listProjectImages,
  PROJECT_IMAGE_SLOT,
  type ProjectImage,
  putProjectImage,
  roofImageSlot,
} from '../db/entities/project-image';
import { newId } from '../db/ids';
import { logger } from '../logger';
import { fieldRefused } from '../refusals';
import { takeImageUpload } from '../uploads/take-image-upload';
import { checkProjectOwner, ownedProject, projectNotFound } from './project-access';

/** Deletes objects no longer named by any image item; a failure only leaves an orphan (logged). */
async function deleteImageObjects(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deleteObject(key).catch((error) => logger.warn('image not deleted', { key, error: String(error) }));
  }
}

/**
 * Puts the image item of a slot from the caller's upload and deletes the object it replaced.
 * When the project was deleted meanwhile (its delete listed the images before this put), the
 * new image goes again and the answer is 113, so no image outlives its project.
 */
async function setImage(
  accountId: string,
  projectId: string,
  slot: string,
  taken: { key: string; contentType: string },
): Promise<{ url: string }> {
  const replaced = await putProjectImage(accountId, projectId, { slot, ...taken });
  if (replaced) await deleteImageObjects([replaced.key]);
  if ((await getProjectOwner(projectId)) !== accountId) {
    await deleteProjectImage(accountId, projectId, slot);
    await deleteImageObjects([taken.key]);
    throw projectNotFound();
  }
  return { url: await presignGet(taken.key) };
}

/** UploadProjectImage: the caller's project (113/114 first) takes its image from an upload. */
export async function uploadProjectImage(
  accountId: string,
  projectId: string,
  uploadId: string,
): Promise<{ url: string }> {
  await checkProjectOwner(accountId, projectId);
  const taken = await takeImageUpload(uploadId, accountId, 'projectImage');
  return setImage(accountId, projectId, PROJECT_IMAGE_SLOT, taken);
}

/** SetProjectDefaultImage: the image item and its object go (nothing to do when there is none). */
export async function resetProjectImage(accountId: string, projectId: string): Promise<void> {
  await checkProjectOwner(accountId, projectId);
  const removed = await deleteProjectImage(accountId, projectId, PROJECT_IMAGE_SLOT);
  if (removed) await deleteImageObjects([removed.key]);
}

/** The input of the calls that set an image of one array of the stored project. */
interface ArrayImageInput {
  proid: string;
  pvArrayId: string;
  uploadId: string;
}

/**
 * One image of `purpose` per array of the stored project (118 on `pvArrayId` for an array the
 * project does not hold, checked before the upload is used up).
 */
async function setArrayImage(
  accountId: string,
  input: ArrayImageInput,
  culture: Culture,
  purpose: 'pvArrayImage' | 'roofImage',
): Promise<{ url: string }> {
  const project = await ownedProject(accountId, input.proid);
  if (!project.pvArray.some((array) => array.id === input.pvArrayId)) {
    throw fieldRefused('pvArrayId', 'pvArrayNotInProject', culture);
  }
  const taken = await takeImageUpload(input.uploadId, accountId, purpose);
  const slot = purpose === 'roofImage' ? roofImageSlot(input.pvArrayId) : arrayImageSlot(input.pvArrayId);
  return setImage(accountId, input.proid, slot, taken);
}

/** uploadPvArrayImage: the picture of an array's drawing, for the report. */
export function uploadPvArrayImage(accountId: string, input: ArrayImageInput, culture: Culture) {
  return setArrayImage(accountId, input, culture, 'pvArrayImage');
}

/**
 * setPvArrayRoofImage: the user's roof image (photo, drone shot, drawing) an array is drawn on
 * (the array's layout keeps only where the image lies).
 */
export function setPvArrayRoofImage(accountId: string, input: ArrayImageInput, culture: Culture) {
  return setArrayImage(accountId, input, culture, 'roofImage');
}

/**
 * After a save: the images of the arrays the stored project held and the saved one does not go,
 * items then objects (no read when no array went: the save's hot path). The save is stored
 * already, so a failure here only leaves orphans (logged).
 */
export async function deleteImagesOfRemovedArrays(
  accountId: string,
  stored: ProjectRecord,
  saved: ProjectRecord,
): Promise<void> {
  const kept = new Set(saved.pvArray.map((array) => array.id));
  const slots = stored.pvArray
    .filter((array) => !kept.has(array.id))
    .flatMap((array) => [arrayImageSlot(array.id), roofImageSlot(array.id)]);
  try {
    for (const slot of slots) {
      const removed = await deleteProjectImage(accountId, saved.projectId, slot);
      if (removed) await deleteImageObjects([removed.key]);
    }
  } catch (error) {
    logger.warn('images of removed arrays not deleted', { projectId: saved.projectId, error: String(error) });
  }
}

/** The purpose an image of a slot was uploaded for (names its copy's key alike). */
function purposeOfSlot(slot: string): ImagePurpose {
  if (slot === PROJECT_IMAGE_SLOT) return 'projectImage';
  return slot.startsWith(roofImageSlot('')) ? 'roofImage' : 'pvArrayImage';
}

/**
 * The images a copy of `record` takes: the project image and the roof images (drawings and
 * backdrops) of the arrays it
 * still holds (an image of an array removed since is left behind).
 */
async function imagesToCopy(accountId: string, record: ProjectRecord): Promise<ProjectImage[]> {
  const slots = new Set([
    PROJECT_IMAGE_SLOT,
    ...record.pvArray.flatMap((array) => [arrayImageSlot(array.id), roofImageSlot(array.id)]),
  ]);
  return (await listProjectImages(accountId, record.projectId)).filter((image) => slots.has(image.slot));
}

/**
 * Copies the images of `record` (in `fromAccountId`'s partition) to new objects under
 * `toAccountId`'s images, so deleting or replacing either side's image never touches the other's.
 * Answers the copies' image items to store with the new project; when a copy fails, the objects
 * already copied are deleted and the error goes on.
 */
export async function copyProjectImages(
  fromAccountId: string,
  record: ProjectRecord,
  toAccountId: string,
): Promise<ProjectImage[]> {
  const copies: ProjectImage[] = [];
  try {
    for (const image of await imagesToCopy(fromAccountId, record)) {
      const extension = imageExtension(image.contentType as ImageContentType);
      const key = `${bucketPrefixes.images}${toAccountId}/${purposeOfSlot(image.slot)}-${newId()}.${extension}`;
      await copyObject(image.key, key, image.contentType);
      copies.push({ ...image, key });
    }
  } catch (error) {
    await deleteCopiedImages(copies);
    throw error;
  }
  return copies;
}

/** Deletes the objects of copied images whose project was not stored after all. */
export function deleteCopiedImages(copies: readonly ProjectImage[]): Promise<void> {
  return deleteImageObjects(copies.map((image) => image.key));
}
