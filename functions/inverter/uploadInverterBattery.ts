/** inverter/uploadInverterBattery: starts a system battery import (job id and pre-signed upload; 119 for a bad file). */
import { calls } from '@pvd/shared/api/calls';
import { startImport } from '../_lib/catalogue/start-import';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.inverter.uploadInverterBattery, async ({ input, session }) =>
  startImport('inverterBattery', input, session.accountId),
);
