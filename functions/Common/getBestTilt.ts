/** Common/getBestTilt: the best tilt for the given azimuth, or the best tilt and azimuth when none is given. */
import * as engineCalls from '@pvd/shared/api/engine';
import { bestTiltFor } from '@pvd/shared/pv/engine/orientation';
import { climateForCall } from '../_lib/climate/default-service';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(engineCalls.getBestTilt, async ({ input, session, culture }) => {
  const { climate, source } = await climateForCall(
    { latitude: input.Latitude, longitude: input.Longitude, weatherFileId: input.weatherFileId },
    session.accountId,
    culture,
  );
  return { ...bestTiltFor(climate, input.AzimuthAngle), source };
});
