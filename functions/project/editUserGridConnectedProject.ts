/** project/editUserGridConnectedProject: saves a grid-connected project read at its version (117 when it changed since). */
import * as projectCalls from '@pvd/shared/api/project';
import { ProjectType } from '@pvd/shared/project/record/base';
import { apiHandler } from '../_lib/middleware/api-handler';
import { editProjectOfType } from '../_lib/project/save-project';

export const handler = apiHandler(projectCalls.editUserGridConnectedProject, ({ input, session, culture }) =>
  editProjectOfType(session.accountId, input, ProjectType.gridConnected, culture),
);
