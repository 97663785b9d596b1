/**
 * A roof-drawn array (insertway 2) of the 410 W panel (2.278 × 1.134 m) for the tests: a
 * rectangle 5 m east-west by `northM` north-south at the test projects' site (Hangzhou, 30.28° N
 * 120.15° E), south-facing at 30°, laying method 4 (double vertical row), spacing 2.5 m.
 *
 * The fill's group is 2 × round(2.278 × cos 30°, 0.1) + 0.02 = 4.02 m deep and the next one
 * starts 6.52 m behind the front: 12 m holds two groups of 4 columns × 2 rows (16 panels), 6 m one
 * (8 panels).
 */
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { panel410, savedProject } from './small-project';

/** The test projects' site. [°] */
export const TEST_SITE = { latitude: 30.28, longitude: 120.15 };

/** The rectangle's corners, stored as WGS-84. */
export function rectangleCorners(eastM: number, northM: number) {
  const frame = planFrame(TEST_SITE);
  return [
    { x: 0, y: 0 },
    { x: eastM, y: 0 },
    { x: eastM, y: northM },
    { x: 0, y: northM },
  ].map((point) => planToCorner(frame, point));
}

/** The array's input body; `panelcount` as the fill gives it (16 for 12 m, 8 for 6 m). */
export function drawnArray(id: string, panelcount: number, northM: number) {
  return {
    id,
    pvarrayname: id,
    panelchoseway: 2 as const,
    panelid: panel410.Id,
    panelcount,
    inclination: 30,
    azimuth: 180,
    insertway: 2 as const,
    layout: {
      areaLatLngs: rectangleCorners(5, northM),
      loadMapWay: 'plan' as const,
      rowSpacing: 2.5,
      layingMethod: 4,
    },
  };
}

/** A point `x` m east and `y` m north of the test site, stored as WGS-84. */
export function testSiteCorner(x: number, y: number) {
  return planToCorner(planFrame(TEST_SITE), { x, y });
}

/** A box obstacle's input of `w` × `d` m with its south-west corner at (x, y) from the test site. [m] */
export function boxAt(id: string, x: number, y: number, w: number, d: number, heightM = 2) {
  const at = testSiteCorner;
  return { id, kind: 'box', footprint: [at(x, y), at(x + w, y), at(x + w, y + d), at(x, y + d)], heightM };
}

/** A saved project of the 5 m × 12 m drawn array (two groups of 4 × 2 panels) with `surroundings`. */
export function drawnRoof(surroundings: ProjectRecord['surroundings'], setbackM?: number): ProjectRecord {
  const record = savedProject({ pvArray: [drawnArray('roof', 16, 12)], inverter: [] });
  if (setbackM !== undefined) record.pvArray[0]!.layout!.setbackM = setbackM;
  return { ...record, ...(surroundings && { surroundings }) };
}
