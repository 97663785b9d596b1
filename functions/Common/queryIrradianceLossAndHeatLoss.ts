/**
 * Common/queryIrradianceLossAndHeatLoss: the arrays' loss of annual irradiation against the best
 * orientation and their temperature loss [%] (formulas in _lib/climate/engine/irradiance-heat-loss.ts).
 */
import * as engineCalls from '@pvd/shared/api/engine';
import { climateForCall } from '../_lib/climate/default-service';
import { irradianceAndHeatLoss } from '../_lib/climate/engine/irradiance-heat-loss';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  engineCalls.queryIrradianceLossAndHeatLoss,
  async ({ input, session, culture }) => {
    const { climate, source } = await climateForCall(
      { latitude: input.latitude, longitude: input.longitude, weatherFileId: input.weatherFileId },
      session.accountId,
      culture,
    );
    const arrays = input.pvArrayLayout.map((array) => ({
      surfaceTilt: array.Inclination,
      surfaceAzimuth: array.Azimuth,
      panelEfficiency: array.PanelEfficiency,
      tempCoefficientPmax: array.TempCoefficientPmax,
    }));
    return { ...irradianceAndHeatLoss(climate, arrays, input.avgTemperature), source };
  },
);
