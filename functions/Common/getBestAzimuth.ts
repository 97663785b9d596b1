/** Common/getBestAzimuth: the best azimuth for the given tilt, or the best tilt and azimuth when none is given. */
import * as engineCalls from '@pvd/shared/api/engine';
import { bestAzimuthFor } from '@pvd/shared/pv/engine/orientation';
import { climateForCall } from '../_lib/climate/default-service';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(engineCalls.getBestAzimuth, async ({ input, session, culture }) => {
  const { climate, source } = await climateForCall(
    { latitude: input.Latitude, longitude: input.Longitude, weatherFileId: input.weatherFileId },
    session.accountId,
    culture,
  );
  return { ...bestAzimuthFor(climate, input.TiltAngle), source };
});
