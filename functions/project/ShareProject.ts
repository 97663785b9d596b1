/**
 * project/ShareProject: the user with the login e-mail gets their own copy of the caller's
 * project, marked as shared by the caller, and a mail (113, 114; 108 no such activated user;
 * 118 oneself; 116 too many shares).
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { shareProject } from '../_lib/project/share-project';

export const handler = apiHandler(projectCalls.ShareProject, async ({ input, session, culture }) => {
  await shareProject(session.account, input, culture);
  return null;
});
