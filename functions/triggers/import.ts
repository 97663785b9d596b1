/**
 * The catalogue import function: S3 ObjectCreated under `imports/` (the deployed bucket
 * notification, and s3rver's events in the local runtime). Keys arrive form-encoded as S3 sends
 * them (space → '+'). Wrapped in Powertools' logger and tracer like the API functions, so its log
 * lines carry the request id and the cold-start flag.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { Context, S3Event } from 'aws-lambda';
import { runImport } from '../_lib/catalogue/import-runner';
import { logger } from '../_lib/logger';
import { tracer } from '../_lib/tracer';

/** An S3 notification key as the object's real key. */
export function decodeS3Key(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}

export const handler: (event: S3Event, context: Context) => Promise<void> = middy<S3Event, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(captureLambdaHandler(tracer, { captureResponse: false }))
  .handler(async (event) => {
    for (const record of event.Records) {
      await runImport(decodeS3Key(record.s3.object.key));
    }
  });
