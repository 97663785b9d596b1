/**
 * investment/queryUserProjectInvestment: the investment data of the caller's project, or the
 * defaults [WIZ-11] in the caller's currency when it holds none (`isDefault`; 113, 114).
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { ownedProject } from '../_lib/project/project-access';
import { projectInvestment } from '../_lib/project/project-investment';

export const handler = apiHandler(
  projectCalls.queryUserProjectInvestment,
  async ({ input, session, culture }) =>
    projectInvestment((await ownedProject(session.accountId, input.projectId)).investment, culture),
);
