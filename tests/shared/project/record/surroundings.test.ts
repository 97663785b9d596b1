/**
 * The project's surroundings section (shared/project/record/surroundings.ts): its schema and
 * limits with localized message keys [SUR-1]. What the design does with it is in
 * tests/shared/project/design (work-bounds, array-surroundings).
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { isValidationMessageKey, validationMessage } from '@pvd/shared/errors/validation';
import { horizonOf, surroundingsInput } from '@pvd/shared/project/record/surroundings';
import { describe, expect, it } from 'vitest';
import { testSiteCorner as at, boxAt } from '../support/drawn-array';

/** The parse's issues as `path:key`. */
function issuesOf(body: unknown): string[] {
  const result = surroundingsInput.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('surroundingsInput', () => {
  it('accepts a box, a wall, a tree and a far horizon, a wall open by default', () => {
    const parsed = surroundingsInput.parse({
      obstacles: [
        boxAt('b', 1, 1, 2, 2),
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
    const many = Array.from({ length: PROJECT_LIMITS.obstacles + 1 }, (_, i) => boxAt(`b${i}`, 0, 0, 1, 1));
    expect(issuesOf({ obstacles: many })).toContain('obstacles:tooManyObstacles');
    const short = { ...boxAt('b', 0, 0, 1, 1), footprint: [at(0, 0), at(1, 0)] };
    expect(issuesOf({ obstacles: [short] })).toEqual(['obstacles.0.footprint:obstacleTooFewPoints']);
    expect(issuesOf({ obstacles: [boxAt('b', 0, 0, 1, 1), boxAt('b', 2, 0, 1, 1)] })).toEqual([
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
    expect(issuesOf({ obstacles: [boxAt('b', 0, 0, 1, 1, 0)] })).toEqual(['obstacles.0.heightM:tooSmall']);
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
