/**
 * The catalogue import function: S3 ObjectCreated under `imports/` (the deployed bucket
 * notification, and s3rver's events in the local runtime). Keys arrive form-encoded as S3 sends
 * them (space → '+').
 */
import type { S3Event } from 'aws-lambda';
import { runImport } from '../_lib/catalogue/import-runner';

/** An S3 notification key as the object's real key. */
export function decodeS3Key(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}

export const handler = async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    await runImport(decodeS3Key(record.s3.object.key));
  }
};
