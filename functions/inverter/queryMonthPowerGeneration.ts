/**
 * inverter/queryMonthPowerGeneration (its payload designed here, for the report and the
 * wizard): monthly, annual and 25-year AC energy [kWh] of the arrays, each feeding an
 * inverter of its own size, with the project's losses and generation factor.
 */
import * as engineCalls from '@pvd/shared/api/engine';
import { generationRequestDesign } from '@pvd/shared/api/engine-requests';
import { simulateGeneration } from '@pvd/shared/pv/engine/generation';
import { climateForCall } from '../_lib/climate/default-service';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  engineCalls.queryMonthPowerGeneration,
  async ({ input, session, culture }) => {
    const { climate, source } = await climateForCall(
      { latitude: input.latitude, longitude: input.longitude, weatherFileId: input.weatherFileId },
      session.accountId,
      culture,
    );
    return { ...simulateGeneration(climate, generationRequestDesign(input)), source };
  },
);
