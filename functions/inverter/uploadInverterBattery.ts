/** inverter/uploadInverterBattery: starts a system battery import (job id and pre-signed upload; 119 for a bad file). */
import * as batteryCalls from '@pvd/shared/api/battery';
import { startImport } from '../_lib/catalogue/start-import';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(batteryCalls.uploadInverterBattery, async ({ input, session }) =>
  startImport('inverterBattery', input, session.accountId),
);
