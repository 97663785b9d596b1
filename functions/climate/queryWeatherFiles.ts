/** climate/queryWeatherFiles: the caller's weather files, newest first. */
import { calls } from '@pvd/shared/api/calls';
import { toWeatherFile } from '../_lib/climate/weather-files';
import { listWeatherFilesOfAccount } from '../_lib/db/entities/weather-file';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.climate.queryWeatherFiles, async ({ session }) =>
  (await listWeatherFilesOfAccount(session.accountId)).map(toWeatherFile),
);
