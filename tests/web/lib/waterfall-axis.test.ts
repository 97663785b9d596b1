/** Where the loss waterfall's axis starts, so that losses of a few percent show. */
import { describe, expect, it } from 'vitest';
import { zoomedAxisMin } from '@/lib/charts/waterfall';

describe('zoomedAxisMin', () => {
  it('starts at 90 % when 94.37 % remains: the 5.63 % lost fill the top 10 % of the axis', () => {
    // Half the loss below what remains: 94.37 − 2.815 = 91.555; a quarter of the loss is 1.41,
    // so steps of 2: down to 90.
    expect(zoomedAxisMin(100, 94.37)).toBe(90);
  });

  it('starts at 99.5 % when only 0.3 % is lost: 99.55 down to a step of 0.1', () => {
    expect(zoomedAxisMin(100, 99.7)).toBeCloseTo(99.5, 9);
  });

  it('starts at 0 when nothing is lost or more than half is', () => {
    expect(zoomedAxisMin(100, 100)).toBe(0);
    expect(zoomedAxisMin(100, 40)).toBe(0);
  });
});
