/** inverter/uploadInverter: starts a system inverter import (job id and pre-signed upload; 119 for a bad file). */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { startImport } from '../_lib/catalogue/start-import';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(inverterCalls.uploadInverter, async ({ input, session }) =>
  startImport('inverter', input, session.accountId),
);
