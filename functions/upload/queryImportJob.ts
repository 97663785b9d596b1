/**
 * upload/queryImportJob: the state, progress and answer of a catalogue import, messages in the
 * caller's language. Only the maintainer who started it (or an admin) may read it (114).
 */
import * as importCalls from '@pvd/shared/api/import';
import { Role } from '@pvd/shared/constants/roles';
import { codeMessage, type ResponseCode } from '@pvd/shared/errors/codes';
import { validationMessage } from '@pvd/shared/errors/validation';
import { getImportJob } from '../_lib/db/entities/import-job';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound, notYours } from '../_lib/refusals';

export const handler = apiHandler(importCalls.queryImportJob, async ({ input, session, culture }) => {
  const job = await getImportJob(input.jobId);
  if (!job) throw itemNotFound();
  if (job.accountId !== session.accountId && session.role !== Role.admin) throw notYours();
  const message =
    job.code === null
      ? null
      : job.messageKey
        ? validationMessage(job.messageKey, culture)
        : codeMessage(job.code as ResponseCode, culture);
  const data = job.result && {
    ...job.result,
    rowErrors: job.result.rowErrors.map((e) => ({ ...e, message: validationMessage(e.key, culture) })),
  };
  return {
    jobId: job.jobId,
    kind: job.kind,
    fileName: job.fileName,
    state: job.state,
    code: job.code,
    message,
    data,
    progress: job.progress,
    createtime: job.createtime,
    finishtime: job.finishtime,
  };
});
