import { answerFigure, byMonth, horizontalByMonth } from '@pvd/shared/pv/engine/monthly';
import { describe, expect, it } from 'vitest';

describe('answerFigure', () => {
  it('rounds by the rule, half up on the decimal value, and never answers NaN or −0', () => {
    // 1.005 is held as 1.00499999…: rounding its binary value gave 1 before the one rounding.
    expect(answerFigure(1.005, 'energy')).toBe(1.01);
    expect(answerFigure(-0.0001, 'energy')).toBe(0);
    expect(Object.is(answerFigure(-0.0001, 'energy'), -0)).toBe(false);
    expect(answerFigure(Number.NaN, 'energy')).toBe(0);
    expect(answerFigure(Number.POSITIVE_INFINITY, 'performanceRatio')).toBe(0);
  });
});

describe('byMonth / horizontalByMonth', () => {
  const values = Array.from({ length: 12 }, (_, m) => (m + 1) * 10.123);

  it('keys twelve values Jan..Dec in order', () => {
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

  it('keys horizontal irradiation GJan..GDec', () => {
    const keyed = horizontalByMonth(values);
    expect(Object.keys(keyed)[0]).toBe('GJan');
    expect(Object.keys(keyed)[11]).toBe('GDec');
    expect(keyed.GJun).toBe(60.74);
  });
});
