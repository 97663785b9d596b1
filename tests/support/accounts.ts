/** Accounts for api and e2e tests: demo logins, fresh activated users, expired sessions. */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { callApi } from './api-client';
import { rememberExpiredSession } from './expired-sessions';
import { linkKey, waitForMail } from './mail';
import { onlyUseInTestsTableClient } from './table';

export const demo = {
  user: 'demo-user@example.com',
  maintain: 'demo-maintain@example.com',
  admin: 'demo-admin@example.com',
} as const;

const table = onlyUseInTestsTableClient;

/** Logs in and answers the token (fails the test when login fails). */
export async function loginAs(
  email: string,
  password = inject('runtime').demoPassword,
  culture: 'zh-CN' | 'en' = 'en',
): Promise<string> {
  const answer = await callApi<{ token: string }>('account/login', { email, password }, { culture });
  if (answer.code !== 0) throw new Error(`login of ${email} failed with ${answer.code} ${answer.message}`);
  return answer.data.token;
}

/** A unique e-mail for one test. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

export interface TestUser {
  email: string;
  password: string;
  token: string;
  accountId: string;
}

/** Registers, activates through the mailed link and logs in a new user of role 0. */
export async function newActivatedUser(culture: 'zh-CN' | 'en' = 'en'): Promise<TestUser> {
  const email = uniqueEmail();
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const since = Math.floor(Date.now() / 1000) - 1;
  const registered = await callApi('account/register', { email, password, timeZoneId: 'UP8' }, { culture });
  if (registered.code !== 0) throw new Error(`register failed: ${registered.code} ${registered.message}`);
  const mail = await waitForMail(email, /./, since);
  const activated = await callApi('account/accountActivation', { key: linkKey(mail) });
  if (activated.code !== 0) throw new Error(`activation failed: ${activated.code}`);
  const token = await loginAs(email, password, culture);
  return { email, password, token, accountId: await accountIdOf(email) };
}

/** The account id behind an e-mail (from the e-mail uniqueness item). */
export async function accountIdOf(email: string): Promise<string> {
  const { Item } = await table().send(
    new GetCommand({
      TableName: inject('runtime').tableName,
      Key: { PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' },
    }),
  );
  if (!Item) throw new Error(`no account for ${email}`);
  return String(Item.accountId);
}

/**
 * A token whose session item exists but expired a minute ago (as TTL deletion lags on AWS); the
 * API client puts the item back before each call that sends it (expired-sessions.ts).
 */
export async function expiredTokenFor(email: string): Promise<string> {
  const accountId = await accountIdOf(email);
  const { Item: account } = await table().send(
    new GetCommand({
      TableName: inject('runtime').tableName,
      Key: { PK: `ACCOUNT#${accountId}`, SK: 'PROFILE' },
    }),
  );
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('base64url');
  const past = Math.floor(Date.now() / 1000) - 60;
  const item = {
    PK: `SESSION#${hash}`,
    SK: 'SESSION',
    GSI1PK: `ACCOUNT#${accountId}#SESSIONS`,
    GSI1SK: new Date(past * 1000).toISOString(),
    type: 'Session',
    accountId,
    epoch: Number(account?.sessionEpoch ?? 0),
    expiresAt: past,
    createdAt: new Date((past - 7 * 86400) * 1000).toISOString(),
  };
  await table().send(new PutCommand({ TableName: inject('runtime').tableName, Item: item }));
  rememberExpiredSession(token, item);
  return token;
}

/** A new activated account of role 1 (a second maintainer): registered as a user, then promoted. */
export async function newMaintainer(): Promise<TestUser> {
  const user = await newActivatedUser();
  await table().send(
    new UpdateCommand({
      TableName: inject('runtime').tableName,
      Key: { PK: `ACCOUNT#${user.accountId}`, SK: 'PROFILE' },
      UpdateExpression: 'SET #role = :role',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': 1 },
    }),
  );
  return user;
}
