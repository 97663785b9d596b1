/** The workbook's column widths: each as wide as its widest text, a CJK character counting two. */
import { columnWidths, displayWidth } from '@pvd/functions/_lib/bill-of-materials/workbook';
import { describe, expect, it } from 'vitest';

describe('displayWidth', () => {
  it('counts a Chinese character and a full-width form two, the rest one', () => {
    expect(displayWidth('PV module')).toBe(9);
    expect(displayWidth('光伏组件')).toBe(8);
    expect(displayWidth('铜, 4 mm²')).toBe(9);
    expect(displayWidth('（按竖放估算）')).toBe(14);
  });
});

describe('columnWidths', () => {
  it('fits each column to its widest cell with padding, 6 to 60, leaving a one-cell note out', () => {
    const rows = [
      ['类别', 'Model', 'Quantity'],
      ['光伏组件', 'LR5-54HPH-410M (Hi-MO 5m)', 12],
      [],
      ['A note as long as a paragraph, which spills over the empty cells beside it. '.repeat(3)],
    ];
    expect(columnWidths(rows)).toEqual([10, 27, 10]);
    expect(columnWidths([['x'.repeat(100), 1]])).toEqual([60, 6]);
  });
});
