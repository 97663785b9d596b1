/**
 * project/getUserProjectBaseInfo: the caller's whole project with its image addresses and the
 * catalogue items changed since it was saved (113, 114).
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { ownedProject } from '../_lib/project/project-access';
import { projectView } from '../_lib/project/project-view';

export const handler = apiHandler(projectCalls.getUserProjectBaseInfo, async ({ input, session, culture }) =>
  projectView(session.accountId, await ownedProject(session.accountId, input.projectId), culture),
);
