/** project/deleteUserProject: deletes the caller's project, its images and its reports (113, 114). */
import * as projectCalls from '@pvd/shared/api/project';
import { deleteProject } from '../_lib/db/entities/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { checkProjectOwner, projectNotFound } from '../_lib/project/project-access';
import { deleteProjectFiles } from '../_lib/project/project-files';

export const handler = apiHandler(projectCalls.deleteUserProject, async ({ input, session }) => {
  await checkProjectOwner(session.accountId, input.projectId);
  const images = await deleteProject(session.accountId, input.projectId);
  if (!images) throw projectNotFound();
  await deleteProjectFiles(session.accountId, input.projectId, images);
  return null;
});
