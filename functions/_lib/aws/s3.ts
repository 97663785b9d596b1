/** The data bucket: pre-signed uploads, content checks, copies and signed reads. */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config/env';

let client: S3Client | undefined;

export function s3(): S3Client {
  // Checksums only where S3 requires them: with the SDK's default (WHEN_SUPPORTED) a pre-signed
  // PUT carries the CRC32 of an empty body, and real S3 refuses the browser's upload.
  client ??= new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED' });
  return client;
}

function bucket(): string {
  return config().BUCKET_NAME;
}

/**
 * A URL to PUT exactly `size` bytes of `contentType` at `key`. Both headers are signed, so S3
 * refuses any other length or type.
 */
export async function presignPut(key: string, contentType: string, size: number, expiresInSeconds = 900) {
  const command = new PutObjectCommand({
    Bucket: bucket(),
    Key: key,
    ContentType: contentType,
    ContentLength: size,
  });
  const url = await getSignedUrl(s3(), command, {
    expiresIn: expiresInSeconds,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return { url, headers: { 'content-type': contentType }, expiresAt: Date.now() + expiresInSeconds * 1000 };
}

/**
 * A URL to read `key` for a while (images shown in the browser and in reports). With
 * `responseContentDisposition` S3 answers that header (e.g. a download under a given name).
 */
export function presignGet(
  key: string,
  expiresInSeconds = 3600,
  responseContentDisposition?: string,
): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: bucket(),
    Key: key,
    ResponseContentDisposition: responseContentDisposition,
  });
  return getSignedUrl(s3(), command, { expiresIn: expiresInSeconds });
}

/** Size and type of an object, or undefined when it is not there. */
export async function headObject(key: string): Promise<{ size: number; contentType: string } | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** The whole object (callers check its size first). */
export async function readObject(key: string): Promise<Uint8Array> {
  const result = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return (await result.Body?.transformToByteArray()) ?? new Uint8Array();
}

export async function putObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

export async function copyObject(fromKey: string, toKey: string, contentType: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      CopySource: `${bucket()}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
      Key: toKey,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Every key under `prefix`, page after page. */
export async function listObjectKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}
