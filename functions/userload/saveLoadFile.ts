/**
 * userload/saveLoadFile: reads an uploaded meter file and keeps its year as the caller's project's
 * load, replacing the one before (113/114; 118/119 with the row and column for a bad file, and
 * nothing stored); answers the project's new version and the meter file as the project keeps it.
 */
import * as loadFileCalls from '@pvd/shared/api/load-file';
import { saveProjectLoadFile } from '../_lib/load/project-meter-file';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(loadFileCalls.saveLoadFile, ({ input, session, culture }) =>
  saveProjectLoadFile(session.accountId, input, culture),
);
