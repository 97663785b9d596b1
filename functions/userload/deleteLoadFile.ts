/**
 * userload/deleteLoadFile: the caller's project drops its meter file and the stored year (113/114);
 * its load is the typical shape of its figures again. Answers the project's version.
 */
import * as loadFileCalls from '@pvd/shared/api/load-file';
import { deleteProjectLoadFile } from '../_lib/load/project-meter-file';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(loadFileCalls.deleteLoadFile, ({ input, session }) =>
  deleteProjectLoadFile(session.accountId, input.projectId),
);
