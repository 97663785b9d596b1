/** climate/deleteWeatherFile: deletes one of the caller's weather files (114 for another account's). */
import * as climateCalls from '@pvd/shared/api/climate';
import { deleteOwnWeatherFile } from '../_lib/climate/weather-files';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(climateCalls.deleteWeatherFile, async ({ input, session }) => {
  await deleteOwnWeatherFile(input.weatherFileId, session.accountId);
  return null;
});
