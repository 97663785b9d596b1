/**
 * Fitting a chosen image to the upload limits in the browser [PRJ-10] (a roof or project photo from a
 * phone or a drone is 3-12 MB, the limit 2 MB): a file within them goes as it is; a larger one
 * (or one of more pixels than allowed) is drawn again smaller, upright as its EXIF orientation
 * says (the drawn copy carries no orientation of its own), and encoded as JPEG, or WebP where the
 * picture may be transparent, at decreasing sizes until it fits. The server keeps its own limits
 * for what is uploaded (lib/uploads); what the browser cannot make fit is said, never sent.
 */
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_MAX_SIDE_PX,
  type ImageContentType,
} from '@pvd/shared/constants/limits';
import { validationMessage } from '@pvd/shared/errors/validation';
import { readImageHeader } from '@pvd/shared/files/image-header';
import { imageExtension } from '@pvd/shared/files/image-type';
import type { Language } from './language';
import { checkedImageFileProblem } from './uploads';

/** Width and height of a picture. [px] */
export interface PixelSize {
  width: number;
  height: number;
}

/** What a reduction did: the file's bytes and pixels before and after. */
export interface ImageReduction {
  fromBytes: number;
  toBytes: number;
  from: PixelSize;
  to: PixelSize;
}

export type FittedImage = { file: File; reduced: ImageReduction | null } | { error: string };

/**
 * The longest sides tried, largest first. [px] 4096 px keeps a roof's panels sharp on the plan
 * and in the report; below 1280 px a photo no longer shows them.
 */
export const REDUCED_SIDES_PX = [4096, 3200, 2560, 2048, 1600, 1280] as const;
/** JPEG and WebP quality of a reduced photo (0-1). */
const REDUCED_QUALITY = 0.85;
/**
 * The largest picture decoded here. [megapixels] A 48 MP phone photo decodes to about 190 MB;
 * a header declaring more is refused unread, as the server refuses it (a decompression bomb).
 */
const DECODE_MAX_MEGAPIXELS = 120;

/**
 * The sizes to draw `size` at, each within the server's pixel limits: the REDUCED_SIDES_PX that
 * are smaller than the picture, or its own size scaled into the limits first.
 *
 * @example
 * reducedSizes({ width: 4000, height: 3000 })[0]; // { width: 4000, height: 3000 } (within 40 MP)
 */
export function reducedSizes({ width, height }: PixelSize): PixelSize[] {
  const longest = Math.max(width, height);
  const fitScale = Math.min(
    1,
    IMAGE_MAX_SIDE_PX / longest,
    Math.sqrt((IMAGE_MAX_MEGAPIXELS * 1e6) / (width * height)),
  );
  const sides = [
    Math.floor(longest * fitScale),
    ...REDUCED_SIDES_PX.filter((side) => side < longest * fitScale),
  ];
  return [...new Set(sides)].map((side) => ({
    width: Math.max(1, Math.floor((width * side) / longest)),
    height: Math.max(1, Math.floor((height * side) / longest)),
  }));
}

/** `name` with the extension of `type` (`roof.png` → `roof.jpg`). */
export function renamedFor(name: string, type: ImageContentType): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${imageExtension(type)}`;
}

/** The canvas's picture as `type`, or null when the browser cannot encode it. */
function encode(canvas: HTMLCanvasElement, type: ImageContentType): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, REDUCED_QUALITY));
}

/** `bitmap` drawn at `size` and encoded as `type` (JPEG on white: it has no transparency). */
async function drawn(bitmap: ImageBitmap, size: PixelSize, type: ImageContentType): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const blob = await encode(canvas, type);
  // A browser without a WebP encoder answers PNG instead: a photo's PNG is no smaller.
  return blob && blob.type === type ? blob : null;
}

/** The smallest of the tried sizes' encodings that fits, or null. */
async function firstFitting(bitmap: ImageBitmap, types: readonly ImageContentType[]) {
  for (const size of reducedSizes({ width: bitmap.width, height: bitmap.height })) {
    for (const type of types) {
      const blob = await drawn(bitmap, size, type);
      if (blob && blob.size <= IMAGE_MAX_BYTES) return { blob, size, type };
    }
  }
  return null;
}

/** The picture decoded upright (its EXIF orientation applied), or null when it cannot be read. */
async function decoded(file: File): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/**
 * `file` as it may be uploaded: the file itself when it is within the limits, else a reduced copy
 * (with what was done, to tell the user), else why it cannot be uploaded.
 *
 * @example
 * const fitted = await fitImageForUpload(photo, 'zh-CN');
 * if ('error' in fitted) setError(fitted.error); else upload(fitted.file);
 */
export async function fitImageForUpload(file: File, language: Language): Promise<FittedImage> {
  const problem = await checkedImageFileProblem(file);
  if (!problem) return { file, reduced: null };
  // Only a size or pixel count can be made to fit; a file that is no image of ours cannot.
  if (problem === 'imageTypeInvalid') return { error: validationMessage(problem, language) };
  const header = readImageHeader(new Uint8Array(await file.arrayBuffer()));
  if (!header) return { error: validationMessage('imageUnreadable', language) };
  if (header.width * header.height > DECODE_MAX_MEGAPIXELS * 1e6) {
    return { error: validationMessage('imageTooManyPixels', language) };
  }
  // An animated GIF would lose its frames; the others are drawn again.
  const bitmap = header.type === 'image/gif' ? null : await decoded(file);
  if (!bitmap) return { error: validationMessage('imageNotReducible', language) };
  try {
    // A JPEG is a photo; the others may be transparent, which WebP keeps (JPEG puts white there).
    const types: ImageContentType[] =
      header.type === 'image/jpeg' ? ['image/jpeg'] : ['image/webp', 'image/jpeg'];
    const fitting = await firstFitting(bitmap, types);
    if (!fitting) return { error: validationMessage('imageNotReducible', language) };
    const reduced = new File([fitting.blob], renamedFor(file.name, fitting.type), { type: fitting.type });
    return {
      file: reduced,
      reduced: {
        fromBytes: file.size,
        toBytes: reduced.size,
        from: { width: bitmap.width, height: bitmap.height },
        to: fitting.size,
      },
    };
  } finally {
    bitmap.close();
  }
}
