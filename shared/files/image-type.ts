/**
 * Recognises an image from its first bytes (its "magic number"), so an upload is judged by its
 * content and not by the name or type the browser declared.
 */
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, type ImageContentType } from '../constants/limits';

const signatures: { type: ImageContentType; bytes: (number | null)[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** Bytes needed by {@link sniffImageType}. */
export const IMAGE_SNIFF_BYTES = 12;

/** The image type the bytes start with, or undefined when they are not a supported image. */
export function sniffImageType(start: Uint8Array): ImageContentType | undefined {
  return signatures.find((s) => s.bytes.every((b, i) => b === null || start[i] === b))?.type;
}

/** File extension for an image type. */
export function imageExtension(type: ImageContentType): string {
  return { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' }[type];
}

/** Why an image would be refused before it is uploaded, from its declared type and size. */
export type DeclaredImageProblem = 'imageTypeInvalid' | 'imageTooLarge';

/**
 * Checks what the browser declares before uploading: a PNG, JPEG, GIF or WebP type, at most
 * IMAGE_MAX_BYTES. The bytes themselves are checked when the upload is used.
 *
 * @param size [bytes]
 * @returns the problem, or undefined when the declaration is acceptable
 */
export function declaredImageProblem(contentType: string, size: number): DeclaredImageProblem | undefined {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType)) return 'imageTypeInvalid';
  if (size > IMAGE_MAX_BYTES) return 'imageTooLarge';
  return undefined;
}
