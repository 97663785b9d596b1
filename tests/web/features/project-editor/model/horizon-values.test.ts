/**
 * The far horizon's chart points: in ascending azimuth, closed across north, and only the points
 * the schema accepts (a value refused at its field is not drawn past the chart's axes).
 */
import { describe, expect, it } from 'vitest';
import { chartPoints } from '@/features/project-editor/model/horizon-values';

describe('chartPoints', () => {
  it('sorts the points and closes the skyline across north', () => {
    // Act
    const points = chartPoints([
      { azimuth: 270, elevation: 2 },
      { azimuth: 90, elevation: 6 },
    ]);
    // Assess: 180° from 270° to 90° through north, the elevation halfway at 0° and 360°.
    expect(points).toEqual([
      [0, 4],
      [90, 6],
      [270, 2],
      [360, 4],
    ]);
  });

  it('leaves out a point whose elevation or azimuth is out of range', () => {
    // Act: 120° above the horizontal is past the zenith; 400° is no azimuth.
    const points = chartPoints([
      { azimuth: 0, elevation: 5 },
      { azimuth: 120, elevation: 120 },
      { azimuth: 400, elevation: 3 },
      { azimuth: 180, elevation: -95 },
    ]);
    // Assess
    expect(points).toEqual([
      [0, 5],
      [360, 5],
    ]);
  });
});
