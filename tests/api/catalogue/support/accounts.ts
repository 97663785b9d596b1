/**
 * Accounts for the catalogue api tests: the demo accounts' tokens, a brand-new activated user
 * (registered and activated through the mail, as a person would), and an expired session written
 * straight into the table (the only way to have one without waiting 7 days).
 */
import { createHash, randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { callApi } from '../../../support/api-client';
import { linkKey, waitForMail } from '../../../support/mail';
import { onlyUseInTestsGetItem } from '../../../support/table';

export type DemoRole = 'user' | 'maintain' | 'admin';

const tokens = new Map<string, Promise<string>>();

async function login(email: string, password: string): Promise<string> {
  const answer = await callApi<{ token: string }>('account/login', { email, password });
  if (answer.code !== 0) throw new Error(`login of ${email} failed: ${answer.code} ${answer.message}`);
  return answer.data.token;
}

/** A session token of a demo account (one login per test file). */
export function demoToken(role: DemoRole): Promise<string> {
  const email = `demo-${role}@example.com`;
  let token = tokens.get(email);
  if (!token) {
    token = login(email, inject('runtime').demoPassword);
    tokens.set(email, token);
  }
  return token;
}

export interface TestUser {
  email: string;
  accountId: string;
  token: string;
}

/** A new user account, registered and activated through its activation mail, logged in. */
export async function newActivatedUser(culture: 'zh-CN' | 'en' = 'en'): Promise<TestUser> {
  const email = `catalogue-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'catalogue-password-1';
  const since = Math.floor(Date.now() / 1000) - 1;
  const registered = await callApi('account/register', { email, password, timeZoneId: 'UP8' }, { culture });
  if (registered.code !== 0) throw new Error(`register failed: ${registered.code}`);
  const mail = await waitForMail(email, /./, since);
  const activated = await callApi('account/accountActivation', { key: linkKey(mail) });
  if (activated.code !== 0) throw new Error(`activation failed: ${activated.code}`);
  const pointer = await onlyUseInTestsGetItem(`EMAIL#${email}`, 'EMAIL');
  return { email, accountId: String(pointer?.accountId), token: await login(email, password) };
}

let client: DynamoDBDocumentClient | undefined;

function tableClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('runtime').dynamoDbEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  return client;
}

/**
 * A token whose session expired an hour ago (session item shape of
 * functions/_lib/db/entities/session.ts: the token's SHA-256, base64url, as the key).
 */
export async function expiredToken(accountEmail = 'demo-maintain@example.com'): Promise<string> {
  const pointer = await onlyUseInTestsGetItem(`EMAIL#${accountEmail}`, 'EMAIL');
  const account = await onlyUseInTestsGetItem(`ACCOUNT#${String(pointer?.accountId)}`, 'PROFILE');
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('base64url');
  const past = Math.floor(Date.now() / 1000) - 3600;
  await tableClient().send(
    new PutCommand({
      TableName: inject('runtime').tableName,
      Item: {
        PK: `SESSION#${hash}`,
        SK: 'SESSION',
        type: 'Session',
        accountId: String(pointer?.accountId),
        epoch: Number(account?.sessionEpoch ?? 0),
        expiresAt: past,
        createdAt: new Date(past * 1000 - 7 * 86400_000).toISOString(),
      },
    }),
  );
  return token;
}
