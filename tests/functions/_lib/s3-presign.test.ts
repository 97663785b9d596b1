import { presignPut } from '@pvd/functions/_lib/aws/s3';
import { describe, expect, it } from 'vitest';

describe('presignPut', () => {
  it('signs type and length but no checksum, so a browser PUT of the real bytes is accepted by S3', async () => {
    // Prepare: any credentials; signing is local
    process.env.AWS_REGION = 'us-east-1';
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    // Act
    const signed = await presignPut('uploads/a/b', 'image/png', 1234);
    const url = new URL(signed.url);
    // Assess
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect([...url.searchParams.keys()].filter((k) => k.toLowerCase().includes('checksum'))).toEqual([]);
    expect(signed.headers).toEqual({ 'content-type': 'image/png' });
  });
});
