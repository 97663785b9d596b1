/**
 * Upload: a pre-signed upload handed out to an account. Using the file later checks that the
 * caller owns the upload and that the bytes match what was declared.
 *
 * Keys: `UPLOAD#<id>` / `UPLOAD`; `expiresAt` (TTL) one day after it was handed out.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, epochSeconds, isAlive, tableName } from '../client';

const uploadItemSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  purpose: z.string(),
  contentType: z.string(),
  /** Declared size. [bytes] */
  size: z.number(),
  /** Where the file was put. */
  objectKey: z.string(),
  expiresAt: z.number(),
});
export type Upload = z.infer<typeof uploadItemSchema>;

const uploadKey = (id: string) => ({ PK: `UPLOAD#${id}`, SK: 'UPLOAD' });

export async function recordUpload(upload: Omit<Upload, 'expiresAt'>, nowMs = Date.now()): Promise<Upload> {
  const item: Upload = { ...upload, expiresAt: epochSeconds(nowMs + 24 * 3600 * 1000) };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...uploadKey(upload.id), type: 'Upload', ...item } }),
  );
  return item;
}

/** The upload if it exists and has not expired. */
export async function getUpload(id: string, nowMs = Date.now()): Promise<Upload | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: uploadKey(id) }));
  const upload = Item ? uploadItemSchema.parse(Item) : undefined;
  return isAlive(upload, nowMs) ? upload : undefined;
}

export async function deleteUpload(id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: uploadKey(id) }));
}
