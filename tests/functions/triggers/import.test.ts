import { decodeS3Key } from '@pvd/functions/triggers/import';
import { describe, expect, it } from 'vitest';

describe('decodeS3Key', () => {
  it('reads keys form-encoded as S3 notifications send them', () => {
    expect(decodeS3Key('imports/inverter/a+b%2Bc.xlsx')).toBe('imports/inverter/a b+c.xlsx');
    expect(decodeS3Key('imports/%E9%80%86.xls')).toBe('imports/逆.xls');
  });
});
