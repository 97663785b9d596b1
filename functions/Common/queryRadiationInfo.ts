/**
 * Common/queryRadiationInfo: monthly horizontal and tilted irradiation [kWh/m²] and the energy of
 * 1 kWp with the default losses [kWh/kWp] for the plane of the solar radiation dialog.
 */
import * as engineCalls from '@pvd/shared/api/engine';
import { radiationInfo } from '@pvd/shared/pv/engine/radiation';
import { climateForCall } from '../_lib/climate/default-service';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(engineCalls.queryRadiationInfo, async ({ input, session, culture }) => {
  const { climate, source } = await climateForCall(
    { latitude: input.Latitude, longitude: input.Longitude, weatherFileId: input.weatherFileId },
    session.accountId,
    culture,
  );
  return { ...radiationInfo(climate, input.TiltAngle, input.AzimuthAngle), source };
});
