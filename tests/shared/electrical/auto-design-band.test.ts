/**
 * `cheapestInBand`: one option per inverter, panels adding up, every ratio in one band of the
 * given width, the cheapest such choice. Options are worked by hand (ratio = 5 % per panel).
 */
import { type BandOption, cheapestInBand } from '@pvd/shared/electrical/auto-design-band';
import { describe, expect, it } from 'vitest';

const option = (panels: number, cost: number): BandOption => ({ panels, ratioPercent: 5 * panels, cost });

describe('cheapestInBand', () => {
  const even = [option(0, 0), option(10, 1), option(20, 2)];

  it('shares 20 panels as 10 + 10 when the band is 5 points wide', () => {
    // 0 + 20 would put the ratios 100 points apart.
    // Act
    const choice = cheapestInBand([even, even], [], 20, 5);
    // Assess
    expect(choice).toEqual({ options: [1, 1], cost: 2, spreadPercent: 0 });
  });

  it('keeps the inverters that take none of the panels in the band', () => {
    // An inverter fixed at 95 % needs the others within [ρ, ρ + 10) around it: only 20 panels
    // each (100 %), which add up to 40, not 20.
    // Act / Assess
    expect(cheapestInBand([even, even], [95], 20, 10)).toBeNull();
    expect(cheapestInBand([even, even], [95], 40, 10)).toEqual({
      options: [2, 2],
      cost: 4,
      spreadPercent: 5,
    });
  });

  it('takes the cheapest choice in the band, not the most even', () => {
    // 10 + 10 costs 5 + 1; 11 + 9 costs 1 + 1, 10 points apart, within the 20-point band.
    // Act
    const choice = cheapestInBand(
      [
        [option(10, 5), option(11, 1)],
        [option(9, 1), option(10, 1)],
      ],
      [],
      20,
      20,
    );
    // Assess
    expect(choice).toEqual({ options: [1, 0], cost: 2, spreadPercent: 10 });
  });

  it('answers the first choice found when asked only whether a width fits', () => {
    // Act
    const choice = cheapestInBand([even, even], [], 20, 200, true);
    // Assess
    expect(choice?.options.reduce((sum, index) => sum + even[index]!.panels, 0)).toBe(20);
  });
});
