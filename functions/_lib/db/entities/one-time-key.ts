/**
 * One-time keys of e-mailed links: account activation (48 h) and password reset (1 h). Only the
 * key's SHA-256 is stored; consuming deletes the item in the same request, so a key works once.
 *
 * Keys: `ONETIMEKEY#<purpose>#<key hash>` / `KEY`; `expiresAt` is the TTL.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVATION_KEY_LIFETIME_MS, RESET_KEY_LIFETIME_MS } from '@pvd/shared/constants/limits';
import { db, epochSeconds, isAlive, isConditionFailure, tableName } from '../client';

export type OneTimeKeyPurpose = 'activation' | 'reset';

const lifetimeMs: Record<OneTimeKeyPurpose, number> = {
  activation: ACTIVATION_KEY_LIFETIME_MS,
  reset: RESET_KEY_LIFETIME_MS,
};

const key = (purpose: OneTimeKeyPurpose, keyHash: string) => ({
  PK: `ONETIMEKEY#${purpose}#${keyHash}`,
  SK: 'KEY',
});

/**
 * Stores a key for an account. `payload` travels with the key (activation: the password hash and
 * time zone chosen in that registration, so a later registration cannot change what an earlier
 * link activates).
 */
export async function storeOneTimeKey(
  purpose: OneTimeKeyPurpose,
  keyHash: string,
  accountId: string,
  payload: Record<string, string> = {},
  nowMs = Date.now(),
) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key(purpose, keyHash),
        type: 'OneTimeKey',
        purpose,
        accountId,
        payload,
        expiresAt: epochSeconds(nowMs + lifetimeMs[purpose]),
      },
    }),
  );
}

export interface ConsumedKey {
  accountId: string;
  payload: Record<string, string>;
}

/** Deletes the key and answers what it carried, or undefined when it is unknown, used or expired. */
export async function consumeOneTimeKey(
  purpose: OneTimeKeyPurpose,
  keyHash: string,
  nowMs = Date.now(),
): Promise<ConsumedKey | undefined> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key(purpose, keyHash),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    const item = Attributes as (ConsumedKey & { expiresAt: number }) | undefined;
    return item && isAlive(item, nowMs)
      ? { accountId: item.accountId, payload: item.payload ?? {} }
      : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** True when the key is stored and not expired; it is not consumed (strongly consistent read). */
export async function isOneTimeKeyAlive(
  purpose: OneTimeKeyPurpose,
  keyHash: string,
  nowMs = Date.now(),
): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key(purpose, keyHash), ConsistentRead: true }),
  );
  return Boolean(Item) && isAlive(Item as { expiresAt?: number }, nowMs);
}
