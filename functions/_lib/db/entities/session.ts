/**
 * Session: a login. The client holds the token; the table holds only its SHA-256.
 *
 * Keys: `SESSION#<token hash>` / `SESSION`; GSI1 `ACCOUNT#<id>#SESSIONS` / `<created ISO>` lists an
 * account's sessions so a password change can delete them all. `expiresAt` is the TTL.
 */
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_LIFETIME_MS } from '@pvd/shared/constants/limits';
import * as z from 'zod';
import { db, epochSeconds, isAlive, queryAllPages, tableName } from '../client';

const sessionItemSchema = z.object({
  accountId: z.string(),
  /** The account's session epoch when the session began. */
  epoch: z.number(),
  /** When the session ends. [s since epoch] */
  expiresAt: z.number(),
  createdAt: z.string(),
});
export type Session = z.infer<typeof sessionItemSchema> & { tokenHash: string };

const sessionKey = (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' });

export async function createSession(tokenHash: string, accountId: string, epoch: number, nowMs = Date.now()) {
  const createdAt = new Date(nowMs).toISOString();
  const expiresAt = epochSeconds(nowMs + SESSION_LIFETIME_MS);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...sessionKey(tokenHash),
        GSI1PK: `ACCOUNT#${accountId}#SESSIONS`,
        GSI1SK: createdAt,
        type: 'Session',
        accountId,
        epoch,
        expiresAt,
        createdAt,
      },
    }),
  );
  return { expiresAtMs: expiresAt * 1000 };
}

export type SessionLookup =
  | { state: 'missing' }
  | { state: 'expired' }
  | { state: 'alive'; session: Session };

/** Finds a session by its token hash, telling a missing one from an expired one. */
export async function findSession(tokenHash: string, nowMs = Date.now()): Promise<SessionLookup> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sessionKey(tokenHash) }));
  if (!Item) return { state: 'missing' };
  const session = { ...sessionItemSchema.parse(Item), tokenHash };
  return isAlive(session, nowMs) ? { state: 'alive', session } : { state: 'expired' };
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(tokenHash) }));
}

/**
 * Deletes every session of an account. The session epoch already refuses them; this removes
 * the items instead of waiting for their TTL.
 */
export async function deleteSessionsOfAccount(accountId: string): Promise<void> {
  const items = await queryAllPages({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :p',
    ExpressionAttributeValues: { ':p': `ACCOUNT#${accountId}#SESSIONS` },
    ProjectionExpression: 'PK, SK',
  });
  const keys = items.map((item) => ({ PK: item.PK, SK: item.SK }));
  for (let i = 0; i < keys.length; i += 25) {
    const batch = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch } }));
  }
}
