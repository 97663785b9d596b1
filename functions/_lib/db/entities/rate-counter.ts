/**
 * Rate-limit counters: one item per scope, subject and fixed window, counted with an atomic ADD.
 *
 * Keys: `RATE#<scope>#<subject>` / `W#<window number>`; `expiresAt` (TTL) one window after it ends.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, epochSeconds, tableName } from '../client';

/** Adds one to the subject's counter of the current window and answers the new count. */
export async function countAttempt(
  scope: string,
  subject: string,
  windowSeconds: number,
  nowMs = Date.now(),
) {
  const window = Math.floor(epochSeconds(nowMs) / windowSeconds);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: `RATE#${scope}#${subject}`, SK: `W#${window}` },
      UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires), #type = :type',
      ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': (window + 2) * windowSeconds,
        ':type': 'RateCounter',
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.count ?? 1);
}

/** The subject's count in the current window without adding to it (0 when none). */
export async function currentAttempts(
  scope: string,
  subject: string,
  windowSeconds: number,
  nowMs = Date.now(),
) {
  const window = Math.floor(epochSeconds(nowMs) / windowSeconds);
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: `RATE#${scope}#${subject}`, SK: `W#${window}` },
      ConsistentRead: true,
    }),
  );
  return Number(Item?.count ?? 0);
}
