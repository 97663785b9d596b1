/**
 * project/UploadProjectImage: the caller's project takes its image from a finished image upload
 * (purpose projectImage; 113, 114; 118 upload missing or used; 119 not an image or above 2 MB);
 * answers its signed address. The project's version does not change.
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { uploadProjectImage } from '../_lib/project/project-images';

export const handler = apiHandler(projectCalls.UploadProjectImage, ({ input, session }) =>
  uploadProjectImage(session.accountId, input.pro_id, input.uploadId),
);
