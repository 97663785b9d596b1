import {
  horizonElevation,
  horizonProblem,
  horizonProfile,
  parseHorizonCsv,
} from '@pvd/shared/pv/shading/horizon';
import { describe, expect, it } from 'vitest';

describe('horizonElevation', () => {
  const profile = horizonProfile([
    [90, 0],
    [0, 10],
    [180, 5],
    [270, 0],
  ]);

  it('is linear in azimuth between the points', () => {
    expect(horizonElevation(profile, 45)).toBeCloseTo(5, 12);
    expect(horizonElevation(profile, 135)).toBeCloseTo(2.5, 12);
    expect(horizonElevation(profile, 180)).toBe(5);
  });

  it('wraps across north: the last point joins the first', () => {
    // 270° → 0°, then 0° → 10° over 90°: at 315° halfway, at −45° the same.
    expect(horizonElevation(profile, 315)).toBeCloseTo(5, 12);
    expect(horizonElevation(profile, -45)).toBeCloseTo(5, 12);
    expect(horizonElevation(profile, 360)).toBe(10);
    // A profile that starts after north: 350° at 0.5 of the way from 300° (2°) to 40° (12°) = 7°.
    const late = horizonProfile([
      [40, 12],
      [300, 2],
    ]);
    expect(horizonElevation(late, 350)).toBeCloseTo(7, 12);
    expect(horizonElevation(late, 10)).toBeCloseTo(9, 12);
  });

  it('keeps the first of points that fall on the same azimuth (PVGIS lists 0° and 360°)', () => {
    const doubled = horizonProfile([
      [0, 4],
      [180, 0],
      [360, 8],
    ]);
    expect(doubled.azimuth).toEqual(Float64Array.from([0, 180]));
    expect(horizonElevation(doubled, 0)).toBe(4);
  });

  it('is flat with one point', () => {
    expect(horizonElevation(horizonProfile([[123, 7]]), 300)).toBe(7);
  });

  it('refuses empty profiles and elevations out of range', () => {
    expect(horizonProblem([])).toMatch(/no points/);
    expect(horizonProblem([[0, 95]])).toMatch(/elevation must be a number in \[-90, 90\]/);
    expect(horizonProblem([[Number.NaN, 5]])).toMatch(/azimuth must be a number/);
    expect(() => horizonProfile([])).toThrow(/invalid horizon/);
  });
});

describe('parseHorizonCsv', () => {
  it('reads the two columns in degrees, skipping blank lines', () => {
    const text = '\uFEFFhorizon_azimuth,horizon_elevation\r\n0,9.9\r\n7.5,13\r\n\r\n';
    expect(parseHorizonCsv(text)).toEqual([
      [0, 9.9],
      [7.5, 13],
    ]);
  });

  it('names the line of a bad header or row', () => {
    expect(() => parseHorizonCsv('azimuth,elevation\n0,1')).toThrow(/line 1: expected the header/);
    expect(() => parseHorizonCsv('horizon_azimuth,horizon_elevation\n0,1\n5,high')).toThrow(
      /line 3: expected two numbers/,
    );
    expect(() => parseHorizonCsv('horizon_azimuth,horizon_elevation\n0,1,2')).toThrow(/line 2/);
    expect(() => parseHorizonCsv('horizon_azimuth,horizon_elevation\n')).toThrow(/no points/);
  });
});
