/** The block diagram's labels broken into lines within a box (estimated widths: CJK 1 em, Latin 0.6 em). */
import { describe, expect, it } from 'vitest';
import { labelLines, textWidthPx } from '@/features/report/model/label-lines';

describe('labelLines', () => {
  it('keeps a label that fits on one line', () => {
    expect(labelLines('SUN-5K-SG', 90, 11)).toEqual(['SUN-5K-SG']);
  });

  it('breaks a battery model between words instead of cutting it: Pylontech US5000 in 90 px', () => {
    // 16 characters × 6.6 px = 105.6 px > 90 px; 'Pylontech' is 59.4 px, 'US5000' 39.6 px.
    expect(textWidthPx('Pylontech US5000', 11)).toBeCloseTo(105.6, 6);
    expect(labelLines('Pylontech US5000', 90, 11)).toEqual(['Pylontech', 'US5000']);
  });

  it('breaks Chinese between characters: 8 characters of 11 px in 50 px give lines of 4', () => {
    expect(labelLines('派能科技储能电池', 50, 11)).toEqual(['派能科技', '储能电池']);
  });

  it('cuts only what two lines cannot hold, with an ellipsis', () => {
    const lines = labelLines('Pylontech Force H2 high-voltage battery module', 60, 11);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(textWidthPx(line, 11)).toBeLessThanOrEqual(60);
  });
});
