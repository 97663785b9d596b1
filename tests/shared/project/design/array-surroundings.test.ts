/**
 * What shades each array of a stored project (shared/project/design/array-surroundings.ts): near
 * shading left out, and said to be, past the panels it computes [SUR-5].
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { projectSurroundings } from '@pvd/shared/project/design/array-surroundings';
import { rowsByArray } from '@pvd/shared/project/design/engine-design';
import { projectWork } from '@pvd/shared/project/design/work-bounds';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { surroundingsInput } from '@pvd/shared/project/record/surroundings';
import { describe, expect, it } from 'vitest';
import { boxAt, drawnRoof, rectangleCorners } from '../support/drawn-array';

describe('the bound on near shading', () => {
  it('leaves near shading out, and says so, past the panels it computes [SUR-5]', () => {
    // Prepare: 150 m × 150 m holds about 6 000 positions (0.27 a m²), all wired before any string.
    const record = drawnRoof(surroundingsInput.parse({ obstacles: [boxAt('b', -5, -5, 1, 1)] }));
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
