/**
 * Account: the person who logs in. Unique e-mail is guarded by an `EMAIL#` item written in the same
 * transaction as the account, on the condition that it does not exist yet.
 *
 * Keys: `ACCOUNT#<id>` / `PROFILE`; `EMAIL#<lower-case e-mail>` / `EMAIL` → accountId; GSI1
 * `ACCOUNTS` / `<lower-case e-mail>` lists accounts for the maintainer's search.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@pvd/shared/constants/roles';
import type { Culture } from '@pvd/shared/errors/codes';
import * as z from 'zod';
import { db, queryAllPages, tableName, writeUnlessRefused } from '../client';
import { defaultCableMaterialPuts } from './cable-material';

const accountItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailLower: z.string(),
  passwordHash: z.string(),
  accountName: z.string(),
  role: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  company: z.string(),
  phone: z.string(),
  timezone: z.string(),
  language: z.enum(['zh-CN', 'en']),
  activated: z.boolean(),
  /** Raised on every password change; sessions of an older epoch are refused. */
  sessionEpoch: z.number(),
  createdAt: z.string(),
  version: z.number(),
});

export type Account = z.infer<typeof accountItemSchema>;

const accountKey = (id: string) => ({ PK: `ACCOUNT#${id}`, SK: 'PROFILE' });
const emailKey = (emailLower: string) => ({ PK: `EMAIL#${emailLower}`, SK: 'EMAIL' });

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function getAccountById(id: string): Promise<Account | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: accountKey(id) }));
  return Item ? accountItemSchema.parse(Item) : undefined;
}

export async function getAccountByEmail(email: string): Promise<Account | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: emailKey(normaliseEmail(email)), ConsistentRead: true }),
  );
  return Item ? getAccountById(String(Item.accountId)) : undefined;
}

export interface NewAccount {
  id: string;
  email: string;
  passwordHash: string;
  role: Role;
  timezone: string;
  language: Culture;
  activated: boolean;
  accountName?: string;
}

/** Creates the account; false when the e-mail is taken (nothing written then). */
export async function createAccount(input: NewAccount, now = new Date()): Promise<boolean> {
  const emailLower = normaliseEmail(input.email);
  const item: Account = {
    id: input.id,
    email: input.email.trim(),
    emailLower,
    passwordHash: input.passwordHash,
    accountName: input.accountName ?? emailLower.split('@')[0] ?? '',
    role: input.role as Account['role'],
    company: '',
    phone: '',
    timezone: input.timezone,
    language: input.language,
    activated: input.activated,
    sessionEpoch: 0,
    createdAt: now.toISOString(),
    version: 1,
  };
  return writeUnlessRefused(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailKey(emailLower), type: 'AccountEmail', accountId: input.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...accountKey(input.id),
                GSI1PK: 'ACCOUNTS',
                GSI1SK: emailLower,
                type: 'Account',
                ...item,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          // Every account starts with copper (default) and aluminium cable materials [CAT-9].
          ...defaultCableMaterialPuts(input.id, input.language, now),
        ],
      }),
    ),
  );
}

/** Sets chosen attributes of an existing account and raises its version. */
async function updateAccount(id: string, fields: Partial<Omit<Account, 'id' | 'email' | 'emailLower'>>) {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':one': 1 };
  const sets = entries.map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: accountKey(id),
      UpdateExpression: `SET ${[...sets, '#version = #version + :one'].join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return accountItemSchema.parse(Attributes);
}

export function activateAccount(id: string): Promise<Account> {
  return updateAccount(id, { activated: true });
}

/** A registration again with the same e-mail before activation replaces password and zone. */
export function refreshUnactivatedAccount(
  id: string,
  fields: Pick<Account, 'passwordHash' | 'timezone' | 'language'>,
) {
  return updateAccount(id, fields);
}

/** The person settings; a field left undefined (the company, edited with the company settings) is kept. */
export function updateAccountProfile(
  id: string,
  fields: Pick<Account, 'accountName' | 'phone' | 'timezone'> &
    Partial<Pick<Account, 'company' | 'language'>>,
): Promise<Account> {
  return updateAccount(id, fields);
}

/** The company's name, which the company settings edit and the reports print [ACC-9]. */
export function setAccountCompany(id: string, company: string): Promise<Account> {
  return updateAccount(id, { company });
}

export function setAccountLanguage(id: string, language: Culture): Promise<Account> {
  return updateAccount(id, { language });
}

/** Replaces the password and raises the session epoch, so every existing session ends. */
export async function setAccountPassword(account: Account, passwordHash: string): Promise<Account> {
  return updateAccount(account.id, { passwordHash, sessionEpoch: account.sessionEpoch + 1 });
}

export interface AccountListRow {
  id: string;
  email: string;
  accountName: string;
  role: Account['role'];
  activated: boolean;
  createdAt: string;
}

/**
 * Accounts whose e-mail contains `emailPart`, ordered by e-mail: a filtered query of the
 * `ACCOUNTS` index partition with only the list columns projected.
 */
export async function searchAccountsByEmail(emailPart: string): Promise<AccountListRow[]> {
  const part = normaliseEmail(emailPart);
  const rows = await queryAllPages({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :p',
    ...(part ? { FilterExpression: 'contains(emailLower, :q)' } : {}),
    ExpressionAttributeValues: { ':p': 'ACCOUNTS', ...(part ? { ':q': part } : {}) },
    ProjectionExpression: 'id, email, accountName, #role, activated, createdAt',
    ExpressionAttributeNames: { '#role': 'role' },
  });
  return rows as AccountListRow[];
}
