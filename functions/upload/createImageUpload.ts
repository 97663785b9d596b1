/**
 * upload/createImageUpload: a pre-signed PUT for one image of the declared type and exact size
 * (both signed, so S3 refuses anything else). The content is checked when the image is used.
 */
import * as uploadCalls from '@pvd/shared/api/upload';
import { imagePurposeAccess } from '@pvd/shared/api/upload';
import { roleAllows } from '@pvd/shared/constants/roles';
import { Code } from '@pvd/shared/errors/codes';
import { newId } from '../_lib/auth/secret-token';
import { presignPut } from '../_lib/aws/s3';
import { recordUpload } from '../_lib/db/entities/upload';
import { bucketPrefixes } from '../_lib/db/table';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(uploadCalls.createImageUpload, async ({ input, session }) => {
  // Each purpose has its own roles (inverter images are the maintainer's).
  if (!roleAllows(imagePurposeAccess[input.purpose], session.role)) throw new AppError(Code.noPermission);
  const uploadId = newId();
  const objectKey = `${bucketPrefixes.uploads}${session.accountId}/${uploadId}`;
  await recordUpload({
    id: uploadId,
    accountId: session.accountId,
    purpose: input.purpose,
    contentType: input.contentType,
    size: input.size,
    objectKey,
  });
  const signed = await presignPut(objectKey, input.contentType, input.size);
  return { uploadId, ...signed };
});
