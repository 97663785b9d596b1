/**
 * userload/createLoadFileUpload: a pre-signed PUT for one meter data file of the declared size
 * (.csv, .tsv, .txt, .xlsx or .xls, at most METER_FILE_LIMITS.maxBytes; 119 otherwise), for the
 * caller's project when it names one (113/114 first). previewLoadFile and saveLoadFile read it.
 */
import * as loadFileCalls from '@pvd/shared/api/load-file';
import {
  checkDeclaredMeterFile,
  METER_FILE_CONTENT_TYPE,
  METER_FILE_PURPOSE,
} from '../_lib/load/meter-file-reading';
import { apiHandler } from '../_lib/middleware/api-handler';
import { checkProjectOwner } from '../_lib/project/project-access';
import { createPresignedUpload } from '../_lib/uploads/presigned-upload';

export const handler = apiHandler(loadFileCalls.createLoadFileUpload, async ({ input, session }) => {
  if (input.projectId) await checkProjectOwner(session.accountId, input.projectId);
  checkDeclaredMeterFile(input.fileName, input.size);
  return createPresignedUpload({
    accountId: session.accountId,
    purpose: METER_FILE_PURPOSE,
    contentType: METER_FILE_CONTENT_TYPE,
    size: input.size,
    ...(input.projectId && { projectId: input.projectId }),
  });
});
