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
import { apiHandler } from '../_lib/middleware/api-handler';
import { fileRefused, notYours } from '../_lib/refusals';
import { createPresignedUpload } from '../_lib/uploads/presigned-upload';

export const handler = apiHandler(uploadCalls.createImageUpload, async ({ input, session }) => {
  // Each purpose has its own roles (inverter images are the maintainer's).
  if (!roleAllows(imagePurposeAccess[input.purpose], session.role)) throw notYours();
  const problem = declaredImageProblem(input.contentType, input.size);
  if (problem) throw fileRefused(problem, problem === 'imageTooLarge' ? 'size' : 'type');
  return createPresignedUpload({
    accountId: session.accountId,
    purpose: input.purpose,
    contentType: input.contentType as ImageContentType,
    size: input.size,
  });
});
