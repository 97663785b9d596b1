/** userload/queryUserProjectUserLoad: the user load of the caller's project, or null (113, 114). */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { ownedProject } from '../_lib/project/project-access';

export const handler = apiHandler(
  projectCalls.queryUserProjectUserLoad,
  async ({ input, session }) =>
    (await ownedProject(session.accountId, input.projectId)).proUserLoadInformation,
);
