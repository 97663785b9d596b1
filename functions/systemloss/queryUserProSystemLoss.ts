/**
 * systemloss/queryUserProSystemLoss: the system losses of the caller's project, the defaults of
 * [WIZ-10] where it has none (`isDefault` when it has none at all; 113, 114).
 */
import * as projectCalls from '@pvd/shared/api/project';
import { systemLossWithDefaults } from '@pvd/shared/project/record/system-loss';
import { apiHandler } from '../_lib/middleware/api-handler';
import { ownedProject } from '../_lib/project/project-access';

export const handler = apiHandler(projectCalls.queryUserProSystemLoss, async ({ input, session }) =>
  systemLossWithDefaults((await ownedProject(session.accountId, input.projectid)).systemLoss),
);
