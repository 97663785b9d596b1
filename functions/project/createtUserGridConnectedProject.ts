/** project/createtUserGridConnectedProject: creates a grid-connected project; answers its id. */
import * as projectCalls from '@pvd/shared/api/project';
import { ProjectType } from '@pvd/shared/project/record/base';
import { apiHandler } from '../_lib/middleware/api-handler';
import { createProjectOfType } from '../_lib/project/save-project';

export const handler = apiHandler(
  projectCalls.createtUserGridConnectedProject,
  ({ input, session, culture }) =>
    createProjectOfType(session.accountId, input, ProjectType.gridConnected, culture),
);
