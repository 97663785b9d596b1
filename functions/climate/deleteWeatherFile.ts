/** climate/deleteWeatherFile: deletes one of the caller's weather files (114 for another account's). */
import { calls } from '@pvd/shared/api/calls';
import { deleteOwnWeatherFile } from '../_lib/climate/weather-files';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.climate.deleteWeatherFile, async ({ input, session }) => {
  await deleteOwnWeatherFile(input.weatherFileId, session.accountId);
  return null;
});
