/**
 * project/queryProjectDesignResults: the engine's figures for the editor's unsaved draft
 * [WIZ-14], by the report's own code; a saved project's id is checked first (113, 114).
 */
import * as reportCalls from '@pvd/shared/api/project-report';
import { apiHandler } from '../_lib/middleware/api-handler';
import { projectDesignResults } from '../_lib/project/design-results';

export const handler = apiHandler(
  reportCalls.queryProjectDesignResults,
  async ({ input, session, culture }) => projectDesignResults(session.accountId, input, culture),
);
