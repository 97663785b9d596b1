/**
 * project/queryProjectReportData: the report's generation (monthly, total, 25 years),
 * horizontal radiation, energy saving and default currency, as objects (not JSON strings).
 */
import * as reportCalls from '@pvd/shared/api/project-report';
import { climateForCall } from '../_lib/climate/default-service';
import { designOfReport } from '../_lib/climate/engine/design-input';
import { simulateGeneration } from '../_lib/climate/engine/generation';
import { defaultCurrency, reportEngineParts } from '../_lib/climate/engine/report';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(reportCalls.queryProjectReportData, async ({ input, session, culture }) => {
  const [{ climate, source }, currency] = await Promise.all([
    climateForCall(
      { latitude: input.proLatitude, longitude: input.proLongitude, weatherFileId: input.weatherFileId },
      session.accountId,
      culture,
    ),
    defaultCurrency(culture),
  ]);
  const generation = simulateGeneration(climate, {
    ...designOfReport(input.inverters),
    systemLoss: input.systemLoss,
    dcLineLoss: input.dcLineLoss,
    acLineLoss: input.acLineLoss,
    generationFactor: input.generationFactor,
  });
  return { currency, ...reportEngineParts(generation, climate, source) };
});
