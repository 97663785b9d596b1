/**
 * climate/saveWeatherFile: reads an uploaded weather file into an hourly year and keeps it for
 * the caller (119 with the reader's reason when it is not a whole EPW, TMY3 or PVGIS TMY year).
 */
import * as climateCalls from '@pvd/shared/api/climate';
import { takeWeatherFileUpload } from '../_lib/climate/weather-files';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(climateCalls.saveWeatherFile, async ({ input, session }) =>
  takeWeatherFileUpload(input.uploadId, session.accountId, input.fileName),
);
