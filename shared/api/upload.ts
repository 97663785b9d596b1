/**
 * Pre-signed uploads straight to S3, limited in size and type; the call that uses a file checks its
 * content before using it.
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { singleLine } from './common-fields';
import { defineCall } from './define';

/** What an uploaded image is for; decides who may ask and where it ends up. */
export const imagePurposes = [
  'companyLogo',
  'inverterImage',
  'projectImage',
  'pvArrayImage',
  'roofImage',
] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

/**
 * Who may upload an image for each purpose (admin always may): inverter images are the
 * maintainer's, project, roof drawing and roof backdrop images the user's (projects are the user role's [NAV-3]).
 */
export const imagePurposeAccess: Record<ImagePurpose, readonly Role[]> = {
  companyLogo: [Role.user, Role.maintain],
  inverterImage: [Role.maintain],
  projectImage: [Role.user],
  pvArrayImage: [Role.user],
  /** The user's own picture of the roof that an array is drawn on [WIZ-5]. */
  roofImage: [Role.user],
};

/**
 * The exact size of a file to upload, signed into its URL; each call refuses sizes above its own
 * cap with 119 (HTTP 413), not as bad input. [bytes]
 */
export const uploadSizeField = z
  .number({ error: 'numberRequired' })
  .int({ error: 'integerRequired' })
  .min(1, { error: 'invalidValue' });

export const presignedUpload = z.object({
  /** Give this id to the call that uses the file. */
  uploadId: z.string(),
  /** PUT the file's bytes here. */
  url: z.string(),
  /** Headers the PUT must carry exactly (they are signed). */
  headers: z.record(z.string(), z.string()),
  /** When the URL stops working. [ms since epoch] */
  expiresAt: z.number(),
});
export type PresignedUpload = z.infer<typeof presignedUpload>;

export const createImageUpload = defineCall({
  group: 'upload',
  name: 'createImageUpload',
  summary: 'A pre-signed URL to upload one image (PNG, JPEG, GIF, WebP; at most 2 MB).',
  access: [Role.user, Role.maintain],
  request: z.object({
    purpose: z.enum(imagePurposes, { error: 'invalidValue' }),
    /** One of IMAGE_CONTENT_TYPES; another type is a refused file (119, HTTP 415), not bad input. */
    contentType: singleLine(z.string({ error: 'required' }).max(100, { error: 'tooLong' })),
    /** Size of the file; above IMAGE_MAX_BYTES the file is refused (119, HTTP 413). [bytes] */
    size: uploadSizeField,
  }),
  response: presignedUpload,
  needs: ['s3'],
});
