import { functionSizing, grantsFor } from '@pvd/infra/config/function-sizing';
import { describe, expect, it } from 'vitest';

describe('functionSizing', () => {
  it('gives a plain call 512 MB and 10 s on arm64', () => {
    expect(functionSizing({})).toEqual({ memorySize: 512, timeoutSeconds: 10, architecture: 'arm64' });
  });

  it('gives a heavy call 1024 MB and 30 s on arm64', () => {
    expect(functionSizing({ heavy: true })).toEqual({
      memorySize: 1024,
      timeoutSeconds: 30,
      architecture: 'arm64',
    });
  });

  it('gives a pdf call x86_64 (Chromium ships only for it), 2048 MB and 60 s, heavy or not', () => {
    const pdf = { memorySize: 2048, timeoutSeconds: 60, architecture: 'x86_64' };
    expect(functionSizing({ needs: ['pdf'] })).toEqual(pdf);
    expect(functionSizing({ heavy: true, needs: ['s3', 'pdf'] })).toEqual(pdf);
  });
});

describe('grantsFor', () => {
  it('always grants the table and the site-url parameter, nothing else for plain calls', () => {
    expect(grantsFor([{}, { needs: [] }])).toEqual({
      tableReadWrite: true,
      siteUrlParameterRead: true,
      bucketReadWrite: false,
      sendEmail: false,
    });
  });

  it('unites the needs of all functions sharing a role', () => {
    expect(grantsFor([{ needs: ['s3'] }, { needs: ['ses'] }])).toMatchObject({
      bucketReadWrite: true,
      sendEmail: true,
    });
  });

  it('grants the bucket to pdf calls, which store the rendered report', () => {
    expect(grantsFor([{ needs: ['pdf'] }]).bucketReadWrite).toBe(true);
  });
});
