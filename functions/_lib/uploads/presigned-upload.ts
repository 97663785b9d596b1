/**
 * The first step of every upload: a record of what the caller declared (purpose, type, exact
 * size, and the project when it names one), then a pre-signed PUT of exactly that to
 * `uploads/<account>/<uploadId>`. The call that uses the file checks its content, and uses it
 * once (docs/decisions/0012-uploads-used-once.md).
 */
import type { PresignedUpload } from '@pvd/shared/api/upload';
import { presignPut } from '../aws/s3';
import { bucketPrefixes } from '../config/resources';
import { recordUpload } from '../db/entities/upload';
import { newId } from '../db/ids';

/** What the caller declared. */
export interface DeclaredUpload {
  accountId: string;
  purpose: string;
  contentType: string;
  /** [bytes] */
  size: number;
  projectId?: string;
}

/**
 * Records the upload and signs its PUT.
 *
 * @example
 * return createPresignedUpload({ accountId, purpose: 'weatherFile', contentType, size: input.size });
 */
export async function createPresignedUpload(declared: DeclaredUpload): Promise<PresignedUpload> {
  const uploadId = newId();
  const objectKey = `${bucketPrefixes.uploads}${declared.accountId}/${uploadId}`;
  await recordUpload({ id: uploadId, objectKey, ...declared });
  const signed = await presignPut(objectKey, declared.contentType, declared.size);
  return { uploadId, ...signed };
}
