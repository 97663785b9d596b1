/**
 * userload/previewLoadFile: reads an uploaded meter file with the user's choices and answers its
 * load's summary, heat map, typical week, guesses and what needs a choice; stores nothing, and the
 * upload stays for the next preview or the save (118/119 with the row and column for a bad file).
 */
import * as loadFileCalls from '@pvd/shared/api/load-file';
import { previewProjectLoadFile } from '../_lib/load/project-meter-file';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(loadFileCalls.previewLoadFile, ({ input, session, culture }) =>
  previewProjectLoadFile(session.accountId, input, culture),
);
