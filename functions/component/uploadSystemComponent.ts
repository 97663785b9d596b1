/** component/uploadSystemComponent: starts a system panel import (job id and pre-signed upload; 119 for a bad file). */
import * as componentCalls from '@pvd/shared/api/component';
import { startImport } from '../_lib/catalogue/start-import';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(componentCalls.uploadSystemComponent, async ({ input, session }) =>
  startImport('systemComponent', input, session.accountId),
);
