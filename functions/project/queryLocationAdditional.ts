/**
 * project/queryLocationAdditional: the temperatures [°C] and best angles [°] the base-info step
 * stores with a project, from the location's climate.
 */
import { calls } from '@pvd/shared/api/calls';
import { climateForCall } from '../_lib/climate/default-service';
import { locationAdditional } from '../_lib/climate/engine/location-additional';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  calls.project.queryLocationAdditional,
  async ({ input, session, culture }) => {
    const { climate, source } = await climateForCall(
      { latitude: input.latitude, longitude: input.longitude, weatherFileId: input.weatherFileId },
      session.accountId,
      culture,
    );
    return { ...locationAdditional(climate), source };
  },
);
