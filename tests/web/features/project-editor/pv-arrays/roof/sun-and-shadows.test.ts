/**
 * The roof drawer's sun and shadows: the sun at a day and hour of true solar time (transit at
 * 12:00, at the winter solstice 90° − latitude − 23.44° high, the obliquity of the ecliptic, plus
 * about 0.03° of refraction at that height), a box's shadow as long as its height over the tangent
 * of that elevation, and the sun-path diagram's outlines cut where they cross north.
 */
import { describe, expect, it } from 'vitest';
import { shadowOutlines } from '@/features/project-editor/pv-arrays/roof/shadows';
import { outlinePieces } from '@/features/project-editor/pv-arrays/roof/sky-outlines';
import { dayOfYear, sunAt } from '@/features/project-editor/pv-arrays/roof/sun-at';

const hangzhou = { latitude: 30.29, longitude: 120.16 };
const solstice = dayOfYear(12, 21);

describe('sun and shadows', () => {
  it('puts the sun due south at 12:00 solar time, 90° − φ − 23.44° high on the winter solstice', () => {
    const noon = sunAt(hangzhou, solstice, 12);
    expect(noon.azimuth).toBeCloseTo(180, 1);
    expect(noon.elevation).toBeGreaterThan(90 - 30.29 - 23.44 - 0.05);
    expect(noon.elevation).toBeLessThan(90 - 30.29 - 23.44 + 0.1);
    // Morning and afternoon mirror each other about the meridian.
    const morning = sunAt(hangzhou, solstice, 9);
    const afternoon = sunAt(hangzhou, solstice, 15);
    expect(morning.azimuth + afternoon.azimuth).toBeCloseTo(360, 0);
    expect(morning.elevation).toBeCloseTo(afternoon.elevation, 1);
  });

  it('casts a box’s shadow northwards at noon, as long as its height over tan(elevation)', () => {
    const noon = sunAt(hangzhou, solstice, 12);
    const box = {
      id: 'b',
      kind: 'box' as const,
      footprint: [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ] as [number, number][],
      baseM: 0,
      heightM: 3,
    };
    const [shadow] = shadowOutlines([box], noon);
    const northmost = Math.max(...shadow!.map((point) => point.y));
    expect(northmost - 2).toBeCloseTo(3 / Math.tan((noon.elevation * Math.PI) / 180), 2);
    expect(shadowOutlines([box], sunAt(hangzhou, solstice, 4))).toEqual([]);
  });

  it('cuts an outline seen across north into the runs either side of it', () => {
    const top: [number, number][] = [
      [0, 5],
      [10, 5],
      [350, 5],
      [359, 5],
    ];
    const bottom: [number, number][] = [
      [359, 0],
      [350, 0],
      [10, 0],
      [0, 0],
    ];
    expect(outlinePieces([...top, ...bottom])).toEqual([
      [
        [0, 5],
        [10, 5],
        [10, 0],
        [0, 0],
      ],
      [
        [350, 5],
        [359, 5],
        [359, 0],
        [350, 0],
      ],
    ]);
  });
});
