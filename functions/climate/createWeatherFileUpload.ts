/**
 * climate/createWeatherFileUpload: a pre-signed PUT for one weather file of the declared size
 * (.epw, .csv or .json, at most 5 MB; 119 otherwise). The content is read by saveWeatherFile.
 */
import * as climateCalls from '@pvd/shared/api/climate';
import { presignPut } from '../_lib/aws/s3';
import {
  checkDeclaredWeatherFile,
  WEATHER_FILE_CONTENT_TYPE,
  WEATHER_FILE_PURPOSE,
} from '../_lib/climate/weather-files';
import { bucketPrefixes } from '../_lib/config/resources';
import { recordUpload } from '../_lib/db/entities/upload';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(climateCalls.createWeatherFileUpload, async ({ input, session }) => {
  checkDeclaredWeatherFile(input.fileName, input.size);
  const uploadId = newId();
  const objectKey = `${bucketPrefixes.uploads}${session.accountId}/${uploadId}`;
  await recordUpload({
    id: uploadId,
    accountId: session.accountId,
    purpose: WEATHER_FILE_PURPOSE,
    contentType: WEATHER_FILE_CONTENT_TYPE,
    size: input.size,
    objectKey,
  });
  const signed = await presignPut(objectKey, WEATHER_FILE_CONTENT_TYPE, input.size);
  return { uploadId, ...signed };
});
