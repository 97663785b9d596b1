/**
 * pvarray/uploadPvArrayImage: one roof image per PV array of the caller's stored project, from a
 * finished image upload (purpose pvArrayImage; 113, 114; 118 'pvArrayNotInProject' or upload
 * missing; 119 not an image or above 2 MB); answers its signed address.
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { uploadPvArrayImage } from '../_lib/project/project-images';

export const handler = apiHandler(projectCalls.uploadPvArrayImage, ({ input, session, culture }) =>
  uploadPvArrayImage(session.accountId, input, culture),
);
