/**
 * Expired sessions made by the tests, put back before each call that sends their token:
 * DynamoDB Local runs a TTL deletion job (contrary to what was assumed when the helper was
 * written), so an expired session made when a test file loads may be gone by the time its case
 * runs, and the call would answer 100 (unknown token) instead of 101 (expired).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { onlyUseInTestsTableClient } from './table';

const sessions = new Map<string, Record<string, unknown>>();

/** Remembers the session item behind an expired `token`. */
export function rememberExpiredSession(token: string, item: Record<string, unknown>): void {
  sessions.set(token, item);
}

/** Puts the session item of `token` back if it is an expired session made by the tests. */
export async function reviveExpiredSession(token: string | undefined): Promise<void> {
  const item = token ? sessions.get(token) : undefined;
  if (!item) return;
  await onlyUseInTestsTableClient().send(
    new PutCommand({ TableName: inject('runtime').tableName, Item: item }),
  );
}
