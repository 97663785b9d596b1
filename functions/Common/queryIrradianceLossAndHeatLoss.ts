/**
 * Common/queryIrradianceLossAndHeatLoss: the arrays' loss of annual irradiation against the best
 * orientation and their temperature loss [%] (formulas in shared/pv/engine/irradiance-heat-loss.ts).
 */
import * as engineCalls from '@pvd/shared/api/engine';
import { layoutRequestArrays } from '@pvd/shared/api/engine-requests';
import { irradianceAndHeatLoss } from '@pvd/shared/pv/engine/irradiance-heat-loss';
import { climateForCall } from '../_lib/climate/default-service';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  engineCalls.queryIrradianceLossAndHeatLoss,
  async ({ input, session, culture }) => {
    const { climate, source } = await climateForCall(
      { latitude: input.latitude, longitude: input.longitude, weatherFileId: input.weatherFileId },
      session.accountId,
      culture,
    );
    return {
      ...irradianceAndHeatLoss(climate, layoutRequestArrays(input), input.avgTemperature),
      source,
    };
  },
);
