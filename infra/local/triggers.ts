/**
 * The bucket notifications of the deployed data stack, mirrored for s3rver's events: each rule
 * runs the same trigger handler for objects created under its prefix.
 */
import type { ObjectCreatedEvent } from './emulators/s3';

export interface NotificationRule {
  prefix: string;
  handle: (event: ObjectCreatedEvent) => Promise<unknown>;
}

/** No triggers yet: the catalogue import (imports/) arrives with the catalogue. */
export function bucketNotifications(): NotificationRule[] {
  return [];
}
