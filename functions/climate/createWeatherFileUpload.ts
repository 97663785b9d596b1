/**
 * climate/createWeatherFileUpload: a pre-signed PUT for one weather file of the declared size
 * (.epw, .csv or .json, at most 5 MB; 119 otherwise). The content is read by saveWeatherFile.
 */
import * as climateCalls from '@pvd/shared/api/climate';
import {
  checkDeclaredWeatherFile,
  WEATHER_FILE_CONTENT_TYPE,
  WEATHER_FILE_PURPOSE,
} from '../_lib/climate/weather-files';
import { apiHandler } from '../_lib/middleware/api-handler';
import { createPresignedUpload } from '../_lib/uploads/presigned-upload';

export const handler = apiHandler(climateCalls.createWeatherFileUpload, async ({ input, session }) => {
  checkDeclaredWeatherFile(input.fileName, input.size);
  return createPresignedUpload({
    accountId: session.accountId,
    purpose: WEATHER_FILE_PURPOSE,
    contentType: WEATHER_FILE_CONTENT_TYPE,
    size: input.size,
  });
});
