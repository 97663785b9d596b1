/**
 * upload/createImageUpload: a pre-signed PUT for one image of the declared type and exact size
 * (both signed, so S3 refuses anything else); 119 (HTTP 415 or 413) for a type that is not an
 * image we take or a size above 2 MB. The content is checked when the image is used.
 */
import * as uploadCalls from '@pvd/shared/api/upload';
import { imagePurposeAccess } from '@pvd/shared/api/upload';
import type { ImageContentType } from '@pvd/shared/constants/limits';
import { roleAllows } from '@pvd/shared/constants/roles';
import { declaredImageProblem } from '@pvd/shared/files/image-type';
import { presignPut } from '../_lib/aws/s3';
import { bucketPrefixes } from '../_lib/config/resources';
import { recordUpload } from '../_lib/db/entities/upload';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fileRefused, notYours } from '../_lib/refusals';

export const handler = apiHandler(uploadCalls.createImageUpload, async ({ input, session }) => {
  // Each purpose has its own roles (inverter images are the maintainer's).
  if (!roleAllows(imagePurposeAccess[input.purpose], session.role)) throw notYours();
  const problem = declaredImageProblem(input.contentType, input.size);
  if (problem) throw fileRefused(problem, problem === 'imageTooLarge' ? 'size' : 'type');
  const contentType = input.contentType as ImageContentType;
  const uploadId = newId();
  const objectKey = `${bucketPrefixes.uploads}${session.accountId}/${uploadId}`;
  await recordUpload({
    id: uploadId,
    accountId: session.accountId,
    purpose: input.purpose,
    contentType,
    size: input.size,
    objectKey,
  });
  const signed = await presignPut(objectKey, contentType, input.size);
  return { uploadId, ...signed };
});
