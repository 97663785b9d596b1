/** project/PageQueryUserProject: a page of the caller's projects whose name or address holds the text. */
import * as projectCalls from '@pvd/shared/api/project';
import { parseProjectRow, queryProjectRows } from '../_lib/db/entities/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { pageOf } from '../_lib/paging';

export const handler = apiHandler(projectCalls.PageQueryUserProject, async ({ input, session }) => {
  const rows = await queryProjectRows(session.accountId, input.whereCondition?.proNameOrAddress ?? '');
  return pageOf([...rows], input.limit, input.offset, parseProjectRow);
});
