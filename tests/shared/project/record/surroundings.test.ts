/**
 * The project's surroundings section (shared/project/record/surroundings.ts): its schema and limits with
 * localized message keys [SUR-1], obstacle shapes the model cannot use refused at their field
 * [SUR-2], and the fill keeping the obstacles' footprints and the setback free [SUR-3].
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { isValidationMessageKey, validationMessage } from '@pvd/shared/errors/validation';
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import { projectSurroundings } from '@pvd/shared/project/design/array-surroundings';
import { rowsByArray } from '@pvd/shared/project/design/engine-design';
import { projectWork } from '@pvd/shared/project/design/work-bounds';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { horizonOf, surroundingsInput } from '@pvd/shared/project/record/surroundings';
import { describe, expect, it } from 'vitest';
import { drawnArray, rectangleCorners, TEST_SITE } from '../support/drawn-array';
import { savedProject } from '../support/small-project';

const frame = planFrame(TEST_SITE);
const at = (x: number, y: number) => planToCorner(frame, { x, y });

/** A box of `w` × `d` m with its south-west corner at (x, y) in the plan frame. */
function box(id: string, x: number, y: number, w: number, d: number, heightM = 2) {
  return { id, kind: 'box', footprint: [at(x, y), at(x + w, y), at(x + w, y + d), at(x, y + d)], heightM };
}

/** The parse's issues as `path:key`. */
function issuesOf(body: unknown): string[] {
  const result = surroundingsInput.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('surroundingsInput', () => {
  it('accepts a box, a wall, a tree and a far horizon, a wall open by default', () => {
    const parsed = surroundingsInput.parse({
      obstacles: [
        box('b', 1, 1, 2, 2),
        { id: 'w', kind: 'wall', path: [at(0, 0), at(5, 0)], thicknessM: 0.2, heightM: 1 },
        { id: 't', kind: 'tree', center: at(3, -4), crownRadiusM: 2, heightM: 8 },
      ],
      horizon: { source: 'manual', points: [{ azimuth: 0, elevation: 5 }] },
    });
    expect(parsed.obstacles[1]).toMatchObject({ kind: 'wall', closed: false });
    expect(horizonOf(parsed)).toBeDefined();
    expect(horizonOf({ horizon: null })).toBeUndefined();
  });

  it('refuses more obstacles than the limit, a short footprint, a repeated id and an empty horizon', () => {
    const many = Array.from({ length: PROJECT_LIMITS.obstacles + 1 }, (_, i) => box(`b${i}`, 0, 0, 1, 1));
    expect(issuesOf({ obstacles: many })).toContain('obstacles:tooManyObstacles');
    const short = { ...box('b', 0, 0, 1, 1), footprint: [at(0, 0), at(1, 0)] };
    expect(issuesOf({ obstacles: [short] })).toEqual(['obstacles.0.footprint:obstacleTooFewPoints']);
    expect(issuesOf({ obstacles: [box('b', 0, 0, 1, 1), box('b', 2, 0, 1, 1)] })).toEqual([
      'obstacles:duplicateId',
    ]);
    expect(issuesOf({ horizon: { source: 'pvgis', points: [] } })).toEqual([
      'horizon.points:horizonNoPoints',
    ]);
  });

  it('refuses a horizon of more points than the limit, a height of 0 and an unknown kind', () => {
    const points = Array.from({ length: PROJECT_LIMITS.horizonPoints + 1 }, (_, i) => ({
      azimuth: i % 360,
      elevation: 1,
    }));
    expect(issuesOf({ horizon: { source: 'file', points } })).toEqual([
      'horizon.points:tooManyHorizonPoints',
    ]);
    expect(issuesOf({ obstacles: [box('b', 0, 0, 1, 1, 0)] })).toEqual(['obstacles.0.heightM:tooSmall']);
    expect(issuesOf({ obstacles: [{ id: 'x', kind: 'dome' }] })).toEqual(['obstacles.0.kind:invalidValue']);
  });

  it('has a message in both languages for every key the section uses', () => {
    const keys = [
      'obstacleTooFewPoints',
      'obstacleShapeInvalid',
      'tooManyObstacles',
      'horizonNoPoints',
      'tooManyHorizonPoints',
      'horizonFileUnreadable',
      'horizonFileTooLarge',
      'horizonFileValueOutOfRange',
      'horizonServiceUnavailable',
      'horizonServiceNoData',
    ];
    for (const key of keys) {
      expect(isValidationMessageKey(key), key).toBe(true);
      expect(validationMessage(key, 'zh-CN')).not.toBe(validationMessage(key, 'en'));
    }
  });
});

/** The 5 m × 12 m drawn area of two groups of 4 × 2 panels (support/drawn-array.ts), with `surroundings`. */
function roofWith(surroundings: ProjectRecord['surroundings'], setbackM?: number): ProjectRecord {
  const record = savedProject({ pvArray: [drawnArray('roof', 16, 12)], inverter: [] });
  if (setbackM !== undefined) record.pvArray[0]!.layout!.setbackM = setbackM;
  return { ...record, ...(surroundings && { surroundings }) };
}

const positions = (record: ProjectRecord) => {
  const work = projectWork(record);
  if (!work.ok) throw new Error(JSON.stringify(work.issues));
  return work.areas.get('roof')!.positionCount;
};

describe('the fill around obstacles', () => {
  it('keeps a box’s footprint free: a 1 m box in the front group’s left columns takes them', () => {
    // Prepare: the front group spans y ∈ [7.98, 12], columns every 1.154 m from x = 0.
    const clear = roofWith(undefined);
    const blocked = roofWith(surroundingsInput.parse({ obstacles: [box('b', 0.2, 9, 1, 1)] }));
    // Act and Assess: the box blocks the first column; the 3 columns right of it shift into 3.8 m.
    expect(positions(clear)).toBe(16);
    expect(positions(blocked)).toBe(14);
  });

  it('keeps the setback free from the edges: 0.5 m leaves 4 m of 5 m, three columns a group', () => {
    // 11 m of 12 m still holds both groups (the back one ends 0.96 m from the south edge).
    expect(positions(roofWith(undefined, 0.5))).toBe(2 * 3 * 2);
  });

  it('refuses a footprint that crosses itself at its field', () => {
    const bow = { id: 'b', kind: 'box', footprint: [at(0, 0), at(2, 2), at(2, 0), at(0, 2)], heightM: 1 };
    const work = projectWork(roofWith(surroundingsInput.parse({ obstacles: [bow] })));
    expect(work).toEqual({
      ok: false,
      issues: [{ path: ['surroundings', 'obstacles', 0, 'footprint'], key: 'obstacleShapeInvalid' }],
    });
  });
});

describe('the bound on near shading', () => {
  it('leaves near shading out, and says so, past the panels it computes [SUR-5]', () => {
    // Prepare: 150 m × 150 m holds about 6 000 positions (0.27 a m²), all wired before any string.
    const record = roofWith(surroundingsInput.parse({ obstacles: [box('b', -5, -5, 1, 1)] }));
    record.pvArray[0]!.layout!.areaLatLngs = rectangleCorners(150, 150);
    record.pvArray[0]!.panelcount = 6_000;
    const work = projectWork(record);
    if (!work.ok) throw new Error(JSON.stringify(work.issues));
    expect(work.areas.get('roof')!.positionCount).toBeGreaterThan(PROJECT_LIMITS.nearShadingPanels);
    // Act
    const shaded = projectSurroundings(
      record as Required<ProjectRecord>,
      work.areas,
      rowsByArray(record, work.areas),
      new Map(),
    );
    // Assess: the rows keep their electrical effect; the obstacles' scene is not built.
    expect(shaded.nearShading).toBe('tooManyPanels');
    expect(shaded.byArray.get('roof')?.surroundings.scene).toBeUndefined();
    expect(shaded.byArray.get('roof')?.surroundings.rowBlocks).toEqual({
      blocks: 3,
      orientation: 'portrait',
    });
  });
});
