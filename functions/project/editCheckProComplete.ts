/**
 * project/editCheckProComplete: whether the arrays and inverters sent make a complete project
 * [PRJ-3] and every reason they do not. With a project id, the caller must own it (113, 114);
 * nothing of it is read: the check is on the data sent.
 */
import * as projectCalls from '@pvd/shared/api/project';
import { projectCompleteness } from '@pvd/shared/project/design/electrical';
import { apiHandler } from '../_lib/middleware/api-handler';
import { checkProjectOwner } from '../_lib/project/project-access';

export const handler = apiHandler(projectCalls.editCheckProComplete, async ({ input, session }) => {
  if (input.projectId) await checkProjectOwner(session.accountId, input.projectId);
  const { complete, reasons, excessPanels } = projectCompleteness(input);
  return { isComplete: complete ? (1 as const) : (0 as const), reasons, excessPanels };
});
