/** inverter/uploadInverter: starts a system inverter import (job id and pre-signed upload; 119 for a bad file). */
import { calls } from '@pvd/shared/api/calls';
import { startImport } from '../_lib/catalogue/start-import';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.inverter.uploadInverter, async ({ input, session }) =>
  startImport('inverter', input, session.accountId),
);
