import { byText, newestFirst } from '@pvd/functions/_lib/db/sorting';
import { describe, expect, it } from 'vitest';

const time = '2026-11-01T00:00:00.000Z';
const names = ['SUN-100K-G', 'SUN-10K-G', 'sun-12k-g', 'SUN-3K-G'];

describe('list orders (model names in natural order)', () => {
  it('newestFirst breaks ties of equal times in natural order: SUN-10K before SUN-100K', () => {
    const rows = names.map((modelname) => ({ modelname, createtime: time }));
    const sorted = rows.sort(newestFirst('modelname')).map((row) => row.modelname);
    expect(sorted).toEqual(['SUN-3K-G', 'SUN-10K-G', 'sun-12k-g', 'SUN-100K-G']);
  });

  it('newestFirst still puts the newest first', () => {
    const rows = [
      { modelname: 'SUN-5K-G', createtime: time },
      { modelname: 'SUN-50K-G', createtime: '2026-11-02T00:00:00.000Z' },
    ];
    expect(rows.sort(newestFirst('modelname')).map((row) => row.modelname)).toEqual([
      'SUN-50K-G',
      'SUN-5K-G',
    ]);
  });

  it('byText sorts names in natural order, any case', () => {
    const rows = names.map((modelname) => ({ modelname }));
    expect(rows.sort(byText('modelname')).map((row) => row.modelname)).toEqual([
      'SUN-3K-G',
      'SUN-10K-G',
      'sun-12k-g',
      'SUN-100K-G',
    ]);
  });
});
