/** climate/queryHorizonProfile: a site's far horizon from PVGIS, cached by site (localized error offline). */
import * as horizonCalls from '@pvd/shared/api/horizon';
import { horizonOfSite } from '../_lib/climate/horizon-profile';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(horizonCalls.queryHorizonProfile, async ({ input }) => ({
  source: 'pvgis' as const,
  points: await horizonOfSite(input.latitude, input.longitude),
}));
