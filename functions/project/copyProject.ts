/**
 * project/copyProject: an independent copy of the caller's project under a new name, images
 * included, in the caller's own partition (113, 114; 115 without a name); answers its id.
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { storeProjectCopy } from '../_lib/project/copy-project';
import { ownedProject } from '../_lib/project/project-access';

export const handler = apiHandler(projectCalls.copyProject, async ({ input, session, culture }) => {
  const source = await ownedProject(session.accountId, input.projectId);
  // The caller's own copy: never marked as shared, even when the original was shared with them.
  return storeProjectCopy(
    session.accountId,
    source,
    {
      accountId: session.accountId,
      proName: input.projectName,
      sharedBy: null,
    },
    culture,
  );
});
