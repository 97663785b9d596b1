/**
 * project/queryProjectReportData: the report's generation (monthly, total, 25 years),
 * horizontal radiation, energy saving and default currency, as objects (not JSON strings).
 */
import { reportRequestDesign } from '@pvd/shared/api/engine-requests';
import * as reportCalls from '@pvd/shared/api/project-report';
import { simulateGeneration } from '@pvd/shared/pv/engine/generation';
import { reportEngineParts } from '@pvd/shared/pv/engine/report-parts';
import { climateForCall } from '../_lib/climate/default-service';
import { apiHandler } from '../_lib/middleware/api-handler';
import { defaultCurrency } from '../_lib/project/report-currency';

export const handler = apiHandler(reportCalls.queryProjectReportData, async ({ input, session, culture }) => {
  const [{ climate, source }, currency] = await Promise.all([
    climateForCall(
      { latitude: input.proLatitude, longitude: input.proLongitude, weatherFileId: input.weatherFileId },
      session.accountId,
      culture,
    ),
    defaultCurrency(culture),
  ]);
  const generation = simulateGeneration(climate, reportRequestDesign(input));
  return { currency, ...reportEngineParts(generation, climate, source) };
});
