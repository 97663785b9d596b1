/**
 * The bounds of the work a project's arrays cause (shared/project/design/work-bounds.ts), on
 * assembled records, as a stored record written before the bounds would hold them; the fill
 * keeping the obstacles' footprints and the setback free [SUR-3], and obstacle shapes the model
 * cannot use refused at their field [SUR-2].
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import { projectWork } from '@pvd/shared/project/design/work-bounds';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { surroundingsInput } from '@pvd/shared/project/record/surroundings';
import { describe, expect, it } from 'vitest';
import {
  testSiteCorner as at,
  boxAt,
  drawnArray,
  drawnRoof,
  rectangleCorners,
  TEST_SITE,
} from '../support/drawn-array';
import { array, savedProject } from '../support/small-project';

/**
 * A project of drawn arrays of 2.278 × 1.134 m panels (method 4 at 30°, spacing 2.5 m: a group
 * of 2 rows every 6.52 m, a column every 1.154 m, about 0.27 positions per m²), each over the
 * rectangle `[eastM, northM]` at the site; the record is assembled first, then its areas set, as
 * a record stored before the bounds holds them.
 */
function drawnProject(...areas: [eastM: number, northM: number][]): ProjectRecord {
  const record = savedProject({
    pvArray: areas.map((_, i) => drawnArray(`roof-${i}`, 16, 12)),
    inverter: [],
  });
  areas.forEach(([eastM, northM], i) => {
    record.pvArray[i]!.layout!.areaLatLngs = rectangleCorners(eastM, northM);
  });
  return record;
}

const areaPath = (index: number) => ['pvArray', index, 'layout', 'areaLatLngs'];

describe('projectWork', () => {
  it('counts each drawn area within the bounds, and none of a manual array', () => {
    // Prepare: 5 m × 12 m holds two groups of 4 columns × 2 rows (support/drawn-array.ts).
    const project = drawnProject([5, 12]);
    project.pvArray.push(savedProject({ pvArray: [array('manual', 12)], inverter: [] }).pvArray[0]!);
    // Act
    const work = projectWork(project);
    // Assess
    expect(work).toEqual({ ok: true, areas: new Map([['roof-0', { positionCount: 16, groupCount: 2 }]]) });
  });

  it('refuses the 1° × 1° square of the attack as too large, at its corners', () => {
    // Prepare: the corners 1° apart in latitude and longitude from the site.
    const project = drawnProject([5, 12]);
    const { latitude: lat, longitude: lng } = TEST_SITE;
    project.pvArray[0]!.layout!.areaLatLngs = [
      { lat, lng },
      { lat, lng: lng + 1 },
      { lat: lat + 1, lng: lng + 1 },
      { lat: lat + 1, lng },
    ];
    // Act and Assess
    expect(projectWork(project)).toEqual({
      ok: false,
      issues: [{ path: areaPath(0), key: 'drawnAreaTooLarge' }],
    });
  });

  it('refuses an area holding more than an array’s panels, and areas holding more than the project’s in all', () => {
    // Prepare: 300 m × 300 m holds about 24 000 positions; 170 m × 300 m about 13 600, two 27 000.
    const oneTooMany = drawnProject([300, 300]);
    const twoTooMany = drawnProject([170, 300], [170, 300], [5, 12]);
    // Act and Assess
    expect(projectWork(oneTooMany)).toEqual({
      ok: false,
      issues: [{ path: areaPath(0), key: 'drawnAreaTooManyPanels' }],
    });
    expect(projectWork(twoTooMany)).toEqual({
      ok: false,
      issues: [{ path: areaPath(1), key: 'projectTooManyPanels' }],
    });
  });

  it('refuses more arrays, panels, corners or removals than the editor allows, before filling any area', () => {
    // Prepare: records past each bound, as if written around the API.
    const manyArrays = drawnProject(
      ...Array.from({ length: PROJECT_LIMITS.pvArrays }, () => [5, 12] as [number, number]),
    );
    manyArrays.pvArray.push({ ...manyArrays.pvArray[0]!, id: 'one-more' });
    const manyPanels = savedProject({
      pvArray: [array('a', 20_000), array('b', PROJECT_LIMITS.panelsPerProject - 20_000 + 1)],
      inverter: [],
    });
    const manyCorners = drawnProject([5, 12]);
    const frame = planFrame(TEST_SITE);
    manyCorners.pvArray[0]!.layout!.areaLatLngs = Array.from(
      { length: PROJECT_LIMITS.polygonVertices + 1 },
      (_, k) => {
        const angle = (2 * Math.PI * k) / (PROJECT_LIMITS.polygonVertices + 1);
        return planToCorner(frame, { x: 20 * Math.cos(angle), y: 20 * Math.sin(angle) });
      },
    );
    manyCorners.pvArray[0]!.layout!.removedPanels = Array.from(
      { length: PROJECT_LIMITS.removedPanelsPerArray + 1 },
      (_, i) => i,
    );
    // Act and Assess
    expect(projectWork(manyArrays)).toEqual({
      ok: false,
      issues: [{ path: ['pvArray'], key: 'tooManyPvArrays' }],
    });
    expect(projectWork(manyPanels)).toEqual({
      ok: false,
      issues: [{ path: ['pvArray'], key: 'projectTooManyPanels' }],
    });
    expect(projectWork(manyCorners)).toEqual({
      ok: false,
      issues: [
        { path: areaPath(0), key: 'tooLong' },
        { path: ['pvArray', 0, 'layout', 'removedPanels'], key: 'tooManyRemovedPanels' },
      ],
    });
  });
});

const positions = (record: ProjectRecord) => {
  const work = projectWork(record);
  if (!work.ok) throw new Error(JSON.stringify(work.issues));
  return work.areas.get('roof')!.positionCount;
};

describe('the fill around obstacles', () => {
  it('keeps a box’s footprint free: a 1 m box in the front group’s left columns takes them', () => {
    // Prepare: the front group spans y ∈ [7.98, 12], columns every 1.154 m from x = 0.
    const clear = drawnRoof(undefined);
    const blocked = drawnRoof(surroundingsInput.parse({ obstacles: [boxAt('b', 0.2, 9, 1, 1)] }));
    // Act and Assess: the box blocks the first column; the 3 columns right of it shift into 3.8 m.
    expect(positions(clear)).toBe(16);
    expect(positions(blocked)).toBe(14);
  });

  it('keeps the setback free from the edges: 0.5 m leaves 4 m of 5 m, three columns a group', () => {
    // 11 m of 12 m still holds both groups (the back one ends 0.96 m from the south edge).
    expect(positions(drawnRoof(undefined, 0.5))).toBe(2 * 3 * 2);
  });

  it('refuses a footprint that crosses itself at its field', () => {
    const bow = { id: 'b', kind: 'box', footprint: [at(0, 0), at(2, 2), at(2, 0), at(0, 2)], heightM: 1 };
    const work = projectWork(drawnRoof(surroundingsInput.parse({ obstacles: [bow] })));
    expect(work).toEqual({
      ok: false,
      issues: [{ path: ['surroundings', 'obstacles', 0, 'footprint'], key: 'obstacleShapeInvalid' }],
    });
  });
});
