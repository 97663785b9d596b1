import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { drawnArrayRows } from '@pvd/shared/project/design/array-rows';
import { describe, expect, it } from 'vitest';

const site = { latitude: 30.28, longitude: 120.15 };

/** A rectangle `eastM` × `northM` at the site, as stored corners (WGS-84). */
function area(eastM: number, northM: number) {
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: eastM, y: 0 },
    { x: eastM, y: northM },
    { x: 0, y: northM },
  ];
  return corners.map((point) => planToCorner(planFrame(site), point));
}

/** A south-facing array of 2.278 × 1.134 m panels at 30°, method 4 (double vertical row), spacing 2.5 m. */
function drawn(northM: number) {
  return {
    insertway: 2 as const,
    inclination: 30,
    azimuth: 180,
    panel: { componentlength: 2.278, componentwidth: 1.134 },
    layout: {
      areaLatLngs: area(5, northM),
      loadMapWay: 'plan' as const,
      rowSpacing: 2.5,
      layingMethod: 4,
      removedPanels: [],
    },
  };
}

describe('drawnArrayRows', () => {
  it('gives two groups their collector width and pitch', () => {
    // The fill's group is 2 × round(2.278 cos 30°, 0.1) + 0.02 = 4.02 m deep and the next starts
    // 4.02 + 2.5 = 6.52 m behind the front, ending at 10.54 m: a 12 m deep area holds two.
    // Width = 2 × 2.278 + 0.02 = 4.576 m; pitch = 4.576 × cos 30° + 2.5 = 6.462932 m.
    const rows = drawnArrayRows(drawn(12), site);
    expect(rows?.collectorWidthM).toBeCloseTo(4.576, 12);
    expect(rows?.pitchM).toBeCloseTo(6.462932, 6);
  });

  it('gives none to a single group: a 6 m deep area holds one 4.02 m group, nothing in front of it', () => {
    expect(drawnArrayRows(drawn(6), site)).toBeNull();
  });

  it('gives none to a manual array, whose layout is unknown', () => {
    expect(drawnArrayRows({ ...drawn(12), insertway: 1, layout: null }, site)).toBeNull();
  });
});
