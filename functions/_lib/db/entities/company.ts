/**
 * Company information of an account, printed on its reports.
 *
 * Keys: `ACCOUNT#<id>` / `COMPANY`.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../client';

const companyItemSchema = z.object({
  companyconnect: z.string(),
  companyinfo: z.string(),
  /** S3 key of the logo under images/, or null. */
  logoKey: z.string().nullable(),
  lastModifiedAt: z.string(),
});
export type Company = z.infer<typeof companyItemSchema>;

const companyKey = (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'COMPANY' });

export async function getCompany(accountId: string): Promise<Company | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: companyKey(accountId) }));
  return Item ? companyItemSchema.parse(Item) : undefined;
}

export async function putCompany(
  accountId: string,
  company: Omit<Company, 'lastModifiedAt'>,
): Promise<Company> {
  const item: Company = { ...company, lastModifiedAt: new Date().toISOString() };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...companyKey(accountId), type: 'Company', ...item } }),
  );
  return item;
}
