import { describe, expect, it } from 'vitest';
import { byMonth, horizontalByMonth, roundTo } from '../../../../functions/_lib/climate/engine/monthly';

describe('roundTo', () => {
  it('rounds half away from zero to the given decimals and never answers NaN or −0', () => {
    expect(roundTo(1.005 + 1e-9, 2)).toBe(1.01);
    expect(roundTo(-0.0001, 2)).toBe(0);
    expect(Object.is(roundTo(-0.0001, 2), -0)).toBe(false);
    expect(roundTo(Number.NaN, 2)).toBe(0);
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(0);
  });
});

describe('byMonth / horizontalByMonth', () => {
  const values = Array.from({ length: 12 }, (_, m) => (m + 1) * 10.123);

  it('keys twelve values Jan..Dec in order (001 §3)', () => {
    const keyed = byMonth(values);
    expect(Object.keys(keyed)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(keyed.Jan).toBe(10.12);
    expect(keyed.Dec).toBe(121.48);
  });

  it('keys horizontal irradiation GJan..GDec (001 §3)', () => {
    const keyed = horizontalByMonth(values);
    expect(Object.keys(keyed)[0]).toBe('GJan');
    expect(Object.keys(keyed)[11]).toBe('GDec');
    expect(keyed.GJun).toBe(60.74);
  });
});
