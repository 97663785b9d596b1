/** pvarray/queryProPvArrayList: the PV arrays of the caller's project with their panel copies and roof images (113, 114). */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { ownedProject } from '../_lib/project/project-access';
import { arraysWithImages } from '../_lib/project/project-view';

export const handler = apiHandler(projectCalls.queryProPvArrayList, async ({ input, session }) => {
  const record = await ownedProject(session.accountId, input.proid);
  return (await arraysWithImages(session.accountId, record)).arrays;
});
