/**
 * Direct reads and writes of the test runtime's bucket (s3rver), to check which objects a call
 * left behind, to place objects no call of the API writes yet (rendered reports), and to lose
 * one a record still names (a meter file's year).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { inject } from 'vitest';

let client: S3Client | undefined;

function bucketClient(): S3Client {
  client ??= new S3Client({
    endpoint: inject('runtime').s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return client;
}

/** Every key under `prefix`, sorted. */
export async function onlyUseInTestsListObjects(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await bucketClient().send(
      new ListObjectsV2Command({
        Bucket: inject('runtime').bucket,
        Prefix: prefix,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/** Writes an object straight into the bucket. */
export async function onlyUseInTestsPutObject(key: string, body: string, contentType = 'application/pdf') {
  await bucketClient().send(
    new PutObjectCommand({
      Bucket: inject('runtime').bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
    }),
  );
}

/** Deletes an object straight from the bucket. */
export async function onlyUseInTestsDeleteObject(key: string): Promise<void> {
  await bucketClient().send(new DeleteObjectCommand({ Bucket: inject('runtime').bucket, Key: key }));
}

/** The bytes of an object, or undefined when it is not there. */
export async function onlyUseInTestsGetObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const result = await bucketClient().send(
      new GetObjectCommand({ Bucket: inject('runtime').bucket, Key: key }),
    );
    return (await result.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
