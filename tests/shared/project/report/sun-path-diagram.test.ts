/**
 * The sun-path diagram's data (shared/project/report/sun-path-diagram.ts) [SUR-10]: the noon sun at the
 * solstices reaches 90° − φ ± 23.44° (the declination's extremes), and a box's silhouette seen
 * from the array's centre rises to atan(height / distance) across the angle its face spans.
 */

import {
  hourLines,
  monthlySunPaths,
  obstacleSilhouettes,
  skylinePoints,
} from '@pvd/shared/project/report/sun-path-diagram';
import { horizonProfile } from '@pvd/shared/pv/shading/horizon';
import { describe, expect, it } from 'vitest';

const deg = (rad: number) => (rad * 180) / Math.PI;

describe('monthlySunPaths', () => {
  const paths = monthlySunPaths({ latitude: 30.28, longitude: 120.15 });
  const highest = (month: number) => Math.max(...paths[month]!.map(([, elevation]) => elevation));

  it('climbs to 90° − φ + 23.44° in June and 90° − φ − 23.44° in December (within the 20-minute step and refraction)', () => {
    expect(paths).toHaveLength(12);
    expect(Math.abs(highest(5) - (90 - 30.28 + 23.44))).toBeLessThan(1);
    expect(Math.abs(highest(11) - (90 - 30.28 - 23.44))).toBeLessThan(0.5);
  });

  it('keeps the sun above the horizontal, azimuth ascending', () => {
    for (const path of paths) {
      expect(path.every(([, elevation]) => elevation > 0)).toBe(true);
      expect(path.every(([azimuth], i) => i === 0 || azimuth >= path[i - 1]![0])).toBe(true);
    }
  });
});

describe('hourLines', () => {
  const site = { latitude: 30.28, longitude: 120.15 };
  const lines = hourLines(site, [12, 1, 2, 3, 4, 5, 6]);
  const paths = monthlySunPaths(site);

  it('draws an hour line per whole hour of solar time the sun is up in at least two of the months', () => {
    expect(lines.map((line) => line.hour)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(lines.find((line) => line.hour === 9)!.points).toHaveLength(7);
  });

  it('puts 12:00 at the transit: due south, at each month’s noon elevation, and the hours mirrored about it', () => {
    const noon = lines.find((line) => line.hour === 12)!;
    for (const [azimuth] of noon.points) expect(Math.abs(azimuth - 180)).toBeLessThan(0.5);
    const juneNoon = Math.max(...paths[5]!.map(([, elevation]) => elevation));
    expect(Math.abs(noon.points.at(-1)![1] - juneNoon)).toBeLessThan(0.5);
    const nine = lines.find((line) => line.hour === 9)!.points;
    const fifteen = lines.find((line) => line.hour === 15)!.points;
    nine.forEach(([azimuth, elevation], i) => {
      expect(azimuth + fifteen[i]![0]).toBeCloseTo(360, 0);
      expect(elevation).toBeCloseTo(fifteen[i]![1], 0);
    });
  });
});

describe('obstacleSilhouettes', () => {
  // A box 4 m wide (x ∈ [−2, 2]), 1 m deep, 5 m tall, its north face 10 m south of the centre.
  const box = {
    id: 'b',
    kind: 'box' as const,
    footprint: [
      [-2, -11],
      [2, -11],
      [2, -10],
      [-2, -10],
    ] as [number, number][],
    baseM: 0,
    heightM: 5,
  };
  const [outline] = obstacleSilhouettes([box], { x: 0, y: 0 });

  it('rises to atan(5 / 10) due south and spans ±atan(2 / 10)', () => {
    const south = outline!.find(([azimuth, elevation]) => azimuth === 180 && elevation > 0)!;
    expect(south[1]).toBeCloseTo(deg(Math.atan(0.5)), 6);
    const azimuths = outline!.map(([azimuth]) => azimuth);
    expect(Math.min(...azimuths)).toBeGreaterThanOrEqual(180 - deg(Math.atan(2 / 10)));
    expect(Math.max(...azimuths)).toBeLessThanOrEqual(180 + deg(Math.atan(2 / 10)));
    expect(outline!.some(([, elevation]) => elevation === 0)).toBe(true);
  });

  it('follows a far horizon every 2°', () => {
    const line = skylinePoints(
      horizonProfile([
        [0, 4],
        [180, 8],
      ]),
    );
    expect(line).toHaveLength(181);
    expect(line[45]).toEqual([90, 6]);
  });
});
