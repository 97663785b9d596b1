/** climate/queryWeatherFiles: the caller's weather files, newest first. */
import * as climateCalls from '@pvd/shared/api/climate';
import { toWeatherFile } from '../_lib/climate/weather-files';
import { listWeatherFilesOfAccount } from '../_lib/db/entities/weather-file';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(climateCalls.queryWeatherFiles, async ({ session }) =>
  (await listWeatherFilesOfAccount(session.accountId)).map(toWeatherFile),
);
