/**
 * project/queryLocationAdditional: the temperatures [°C] and best angles [°] the base-info step
 * stores with a project, from the location's climate.
 */
import * as engineCalls from '@pvd/shared/api/engine';
import { climateForCall } from '../_lib/climate/default-service';
import { locationAdditional } from '../_lib/climate/location-additional';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  engineCalls.queryLocationAdditional,
  async ({ input, session, culture }) => {
    const { climate, source } = await climateForCall(
      { latitude: input.latitude, longitude: input.longitude, weatherFileId: input.weatherFileId },
      session.accountId,
      culture,
    );
    return { ...locationAdditional(climate), source };
  },
);
