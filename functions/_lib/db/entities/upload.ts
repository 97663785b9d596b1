/**
 * Upload: a pre-signed upload handed out to an account. Using the file later checks that the
 * caller owns the upload and that the bytes match what was declared. An upload is used once:
 * {@link claimUpload} takes it with a conditional delete, so of concurrent uses exactly one wins.
 *
 * Keys: `UPLOAD#<id>` / `UPLOAD`; `expiresAt` (TTL) one day after it was handed out.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, epochSeconds, isAlive, isConditionFailure, tableName } from '../client';

const uploadItemSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  purpose: z.string(),
  contentType: z.string(),
  /** Declared size. [bytes] */
  size: z.number(),
  /** Where the file was put. */
  objectKey: z.string(),
  /** The project the file is for, when the upload named one (meter files). */
  projectId: z.string().optional(),
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

/** What {@link claimUpload} found. */
export type UploadClaim =
  | { state: 'claimed'; upload: Upload }
  /** No live upload of this purpose by that id (never handed out, expired, or already used). */
  | { state: 'missing' }
  /** A live upload of another account. */
  | { state: 'not-owner' };

/**
 * Takes an upload for its one use: deletes its record on condition that it is alive, the
 * caller's and for this purpose, and answers the record as it was. The owner and purpose are part
 * of the condition, so a stranger's claim changes nothing; of concurrent claims exactly one wins.
 */
export async function claimUpload(
  id: string,
  accountId: string,
  purpose: string,
  nowMs = Date.now(),
): Promise<UploadClaim> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: uploadKey(id),
        ConditionExpression: 'accountId = :account AND purpose = :purpose AND expiresAt > :now',
        ExpressionAttributeValues: {
          ':account': accountId,
          ':purpose': purpose,
          ':now': epochSeconds(nowMs),
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return { state: 'claimed', upload: uploadItemSchema.parse(Attributes) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  // Refused: only now tell a stranger's upload (114) from a missing one (118).
  const other = await getUpload(id, nowMs);
  return other && other.purpose === purpose && other.accountId !== accountId
    ? { state: 'not-owner' }
    : { state: 'missing' };
}
