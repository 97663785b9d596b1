/**
 * A drawn array's panel count (what the electrical steps and the server's check use) follows its
 * mounting's layout [MNT-1] [MNT-2]: `drawnArrayCount` lays tracker rows and east-west units.
 * The counts are closed forms worked by hand (see tests/shared/layout/mounted-layout.test.ts for
 * the same arithmetic on the plan); the site's plan frame keeps the rectangle's size within
 * millimetres, far from any boundary of the counts below.
 */
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { fillMountingOf } from '@pvd/shared/project/design/array-engine';
import { drawnArrayCount } from '@pvd/shared/project/design/array-rows';
import type { ArrayMounting } from '@pvd/shared/project/record/array-mounting';
import { describe, expect, it } from 'vitest';

const site = { latitude: 30.28, longitude: 120.15 };

function area(eastM: number, northM: number) {
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: eastM, y: 0 },
    { x: eastM, y: northM },
    { x: 0, y: northM },
  ];
  return corners.map((point) => planToCorner(planFrame(site), point));
}

/** 2.278 × 1.134 m panels, method `layingMethod`, at 10° facing `azimuth`, on a 30.5 × 20.5 m area. */
function drawn(mounting: ArrayMounting | undefined, layingMethod: number, azimuth = 180) {
  return {
    insertway: 2 as const,
    inclination: 10,
    azimuth,
    mounting,
    panel: { componentlength: 2.278, componentwidth: 1.134 },
    layout: {
      areaLatLngs: area(30.5, 20.5),
      loadMapWay: 'plan' as const,
      rowSpacing: 1,
      layingMethod,
      removedPanels: [],
    },
  };
}

describe('drawnArrayCount of a mounted array', () => {
  it('counts a north-south tracker in rows along the axis at W / GCR', () => {
    // 1P (method 2): W = 2.278 m, pitch 2.278 / 0.35 = 6.5086 m; rows floor((30.5 − 2.278) / 6.5086) + 1 = 5;
    // per row floor((20.5 + 0.02) / 1.154) = 17; 85 positions in 5 groups.
    const mounting: ArrayMounting = {
      kind: 'single-axis',
      axisAzimuth: 180,
      axisTilt: 0,
      maxAngle: 60,
      gcr: 0.35,
      backtrack: true,
    };
    expect(drawnArrayCount(drawn(mounting, 2), site)).toEqual({ positionCount: 85, groupCount: 5 });
  });

  it('counts an east-west rack in pairs', () => {
    // Facing east, method 1 at 10°: a unit 2 × 1.1 + 0.02 = 2.22 m deep, pitch 2.22 + 0.3 = 2.52 m;
    // units floor((30.5 − 2.22) / 2.52) + 1 = 12; columns floor(20.52 / 2.298) = 8; 12 × 8 × 2 = 192.
    const count = drawnArrayCount(drawn({ kind: 'east-west', gapM: 0.3 }, 1, 90), site);
    expect(count).toEqual({ positionCount: 192, groupCount: 12 });
  });

  it('passes the layout only what lays panels: rotation and backtracking keep the fill', () => {
    expect(fillMountingOf({ kind: 'fixed' })).toBeUndefined();
    expect(
      fillMountingOf({
        kind: 'single-axis',
        axisAzimuth: 170,
        axisTilt: 5,
        maxAngle: 45,
        gcr: 0.4,
        backtrack: false,
      }),
    ).toEqual({ kind: 'single-axis', axisAzimuth: 170, axisTilt: 5, gcr: 0.4 });
  });
});
