/**
 * project/queryProjectReportDataById: every section of the caller's project's report with the
 * engine's figures computed from it (user and maintain, as the report route; own projects only:
 * 113, 114).
 */
import * as reportCalls from '@pvd/shared/api/project-report';
import { apiHandler } from '../_lib/middleware/api-handler';
import { projectReportById } from '../_lib/project/project-report';

export const handler = apiHandler(
  reportCalls.queryProjectReportDataById,
  async ({ input, session, culture }) => projectReportById(session.accountId, input.proId, culture),
);
