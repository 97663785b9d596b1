/** Common/queryHorizontalRadiationInfo: monthly global horizontal irradiation GJan..GDec [kWh/m²] from the engine. */
import * as engineCalls from '@pvd/shared/api/engine';
import { horizontalRadiationOf } from '@pvd/shared/pv/engine/radiation';
import { climateForCall } from '../_lib/climate/default-service';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  engineCalls.queryHorizontalRadiationInfo,
  async ({ input, session, culture }) => {
    const { climate, source } = await climateForCall(
      { latitude: input.Latitude, longitude: input.Longitude, weatherFileId: input.weatherFileId },
      session.accountId,
      culture,
    );
    return { ...horizontalRadiationOf(climate), source };
  },
);
