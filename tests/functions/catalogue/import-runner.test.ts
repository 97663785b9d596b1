import { importObjectKey, jobIdOfKey } from '@pvd/functions/_lib/catalogue/import-keys';
import { describe, expect, it } from 'vitest';

describe('import object keys', () => {
  it('carry the kind and the job id, and only such keys name a job', () => {
    // Act
    const key = importObjectKey('inverter', 'AbC_12-x', 'xlsx');
    // Assess
    expect(key).toBe('imports/inverter/AbC_12-x.xlsx');
    expect(jobIdOfKey(key)).toBe('AbC_12-x');
    expect(jobIdOfKey(importObjectKey('systemComponent', 'z9', 'zip'))).toBe('z9');
    expect(jobIdOfKey('imports/inverter/../x.xlsx')).toBeUndefined();
    expect(jobIdOfKey('imports/other/abc.xlsx')).toBeUndefined();
    expect(jobIdOfKey('uploads/inverter/abc.xlsx')).toBeUndefined();
  });
});
