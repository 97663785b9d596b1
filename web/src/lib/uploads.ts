/**
 * Uploads straight to S3: a call hands out a pre-signed URL with the headers it signed, the browser
 * PUTs the bytes there, and the call that uses the file names the upload. Images are checked here
 * for type and size before anything is sent.
 */

import type { ImagePurpose } from '@pvd/shared/api/upload';
import * as uploadCalls from '@pvd/shared/api/upload';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, type ImageContentType } from '@pvd/shared/constants/limits';
import { validationMessage } from '@pvd/shared/errors/validation';
import { imageDimensionsAllowed, readImageHeader } from '@pvd/shared/files/image-header';
import { declaredImageProblem, IMAGE_SNIFF_BYTES, sniffImageType } from '@pvd/shared/files/image-type';
import { api } from './api';
import type { Language } from './language';

/** Where to PUT a file: the URL and the headers that were signed with it. */
export interface PresignedTarget {
  url: string;
  headers: Record<string, string>;
}

/** The PUT of a file to S3 failed (not an API answer). */
export class UploadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`upload answered HTTP ${status}`);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** PUTs `file` to a pre-signed URL with exactly the signed headers; throws UploadError on refusal. */
export async function putToPresignedUrl(target: PresignedTarget, file: Blob, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await globalThis.fetch(target.url, {
      method: 'PUT',
      headers: target.headers,
      body: file,
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    // 0: the storage could not be reached at all (network, CORS).
    throw new UploadError(0);
  }
  if (!response.ok) throw new UploadError(response.status);
}

/** Why `file` cannot be uploaded as an image (PNG, JPEG, GIF, WebP; 2 MB), or undefined. */
export function imageFileError(file: File, language: Language): string | undefined {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return validationMessage('imageTypeInvalid', language);
  }
  if (file.size > IMAGE_MAX_BYTES) return validationMessage('imageTooLarge', language);
  return undefined;
}

/** The first `count` bytes of a file (FileReader where Blob.arrayBuffer is missing). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === 'function') return part.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/**
 * Why `file` cannot be uploaded as an image, judged like the server does: the declared type and
 * size, then the first bytes, which must be the declared image type (a text file named .png is
 * refused before any preview), then the canvas its header declares (at most 2 MB are read).
 * Undefined when the file is acceptable; the server reads the whole header again.
 */
export async function checkedImageFileError(file: File, language: Language): Promise<string | undefined> {
  const problem = await checkedImageFileProblem(file);
  return problem && validationMessage(problem, language);
}

/** Why an image is refused, as {@link checkedImageFileError} judges it: the message's key. */
export type ImageFileProblem = 'imageTypeInvalid' | 'imageTooLarge' | 'imageTooManyPixels';

/** {@link checkedImageFileError}'s judgement as the key of its message (undefined: acceptable). */
export async function checkedImageFileProblem(file: File): Promise<ImageFileProblem | undefined> {
  const declared = declaredImageProblem(file.type, file.size);
  if (declared) return declared;
  const sniffed = sniffImageType(await firstBytes(file, IMAGE_SNIFF_BYTES));
  if (sniffed !== file.type) return 'imageTypeInvalid';
  const header = readImageHeader(await firstBytes(file, file.size));
  return header && !imageDimensionsAllowed(header) ? 'imageTooManyPixels' : undefined;
}

/** Uploads an image (type and size already checked) for `purpose`; returns the upload id. */
export async function uploadImage(purpose: ImagePurpose, file: File): Promise<string> {
  const upload = await api(uploadCalls.createImageUpload, {
    purpose,
    contentType: file.type as ImageContentType,
    size: file.size,
  });
  await putToPresignedUrl(upload, file);
  return upload.uploadId;
}
