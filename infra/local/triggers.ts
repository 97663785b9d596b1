/**
 * The bucket notifications of the deployed data stack, mirrored for s3rver's events: each rule
 * runs the same trigger handler for objects created under its prefix.
 */
import type { S3Event } from 'aws-lambda';
import type { ObjectCreatedEvent } from './emulators/s3';
import { lambdaContext } from './handlers';

export interface NotificationRule {
  prefix: string;
  handle: (event: ObjectCreatedEvent) => Promise<unknown>;
}

/** The catalogue import: objects created under imports/ run functions/triggers/import.ts. */
export function bucketNotifications(): NotificationRule[] {
  return [
    {
      prefix: 'imports/',
      handle: async (event) => {
        const { handler } = await import('@pvd/functions/triggers/import');
        // s3rver's records carry the fields the handler reads (bucket, key, size, eTag).
        return handler(event as unknown as S3Event, lambdaContext('triggers-import'));
      },
    },
  ];
}
