/**
 * project/SetProjectDefaultImage: the caller's project goes back to the default station image
 * (its image and object are deleted; nothing to do when it has none) (113, 114).
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { resetProjectImage } from '../_lib/project/project-images';

export const handler = apiHandler(projectCalls.SetProjectDefaultImage, async ({ input, session }) => {
  await resetProjectImage(session.accountId, input.proId);
  return null;
});
