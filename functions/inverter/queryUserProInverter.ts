/**
 * inverter/queryUserProInverter: the inverter groups of the caller's project, with their model
 * and battery copies and their DC and AC entries with the check results of the save (113, 114).
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { ownedProject } from '../_lib/project/project-access';

export const handler = apiHandler(
  projectCalls.queryUserProInverter,
  async ({ input, session }) => (await ownedProject(session.accountId, input.proId)).inverter,
);
