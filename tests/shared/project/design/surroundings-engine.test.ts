/**
 * A project's surroundings in its yield (engine-design.ts → generation.ts): a box south-east of a
 * drawn array takes beam in winter [SUR-5]; strings take the electrical effect, optimisers only
 * the linear loss [SUR-6]; each step is its own loss [SUR-7]; the rows' electrical effect is the
 * same with or without a surroundings section, so adding an empty one changes nothing [SUR-6].
 */
import type { PanelCount } from '@pvd/shared/layout/fill';
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import { arraysOnlyDesign } from '@pvd/shared/project/design/draft-design';
import { rowsByArray, surroundingsOfDesign } from '@pvd/shared/project/design/engine-design';
import { projectWork } from '@pvd/shared/project/design/work-bounds';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { surroundingsInput } from '@pvd/shared/project/record/surroundings';
import { shadingResultsOf } from '@pvd/shared/project/report/shading-figures';
import { simulateGenerationHourly } from '@pvd/shared/pv/engine/generation';
import { describe, expect, it } from 'vitest';
import { testClimateYear } from '../../pv/support/pvgis-year';
import { drawnArray, TEST_SITE } from '../support/drawn-array';
import { savedProject } from '../support/small-project';

const climate = testClimateYear();
const frame = planFrame(TEST_SITE);
const at = (x: number, y: number) => planToCorner(frame, { x, y });

/** The 5 m × 12 m drawn area (two groups of 4 × 2 panels, x ∈ [0, 5], y ∈ [0, 12]) with `surroundings`. */
function roof(surroundings?: unknown, moduleLevelElectronics?: boolean): ProjectRecord {
  const array = { ...drawnArray('roof', 16, 12), ...(moduleLevelElectronics && { moduleLevelElectronics }) };
  return savedProject({
    pvArray: [array],
    inverter: [],
    ...(surroundings !== undefined && { surroundings: surroundingsInput.parse(surroundings) }),
  });
}

/** The live results' design of a project without strings, and its year. */
function year(record: ProjectRecord) {
  const work = projectWork(record);
  if (!work.ok) throw new Error(JSON.stringify(work.issues));
  const areas: ReadonlyMap<string, PanelCount> = work.areas;
  const rows = rowsByArray(record, areas);
  const design = arraysOnlyDesign(record, rows, surroundingsOfDesign(record, areas, rows));
  const hourly = simulateGenerationHourly(climate, design);
  return { design, hourly, shading: shadingResultsOf(record, design, hourly) };
}

/** A 4 m tall 3 × 3 m box south-east of the array. */
const southEastBox = {
  obstacles: [
    { id: 'tank', kind: 'box', footprint: [at(6, -4), at(9, -4), at(9, -1), at(6, -1)], heightM: 4 },
  ],
};

describe('a project’s surroundings in its yield', () => {
  const plain = year(roof());
  const boxed = year(roof(southEastBox));

  it('gives rows of strings their electrical effect without a surroundings section, as with an empty one', () => {
    // The test array: double portrait rows of the 410 W panel, three blocks a panel.
    expect(plain.design.arrays.map((array) => array.surroundings)).toEqual([
      { rowBlocks: { blocks: 3, orientation: 'portrait' } },
    ]);
    // Its steps are answered, so the waterfall shows the electrical effect the yield took.
    expect(plain.shading?.nearShadingState).toBe('none');
    expect(plain.shading?.annual.electrical).toBe(plain.hourly.shading.annual.electrical);
    expect(plain.hourly.shading.annual).toMatchObject({ horizon: 0, nearShading: 0 });
    expect(plain.hourly.shadingLossPercent).toBeGreaterThan(0);
    expect(plain.hourly.shading.annual.electrical).toBeGreaterThan(0);
    const empty = year(roof({ obstacles: [] }));
    expect(empty.hourly.shading.annual).toEqual(plain.hourly.shading.annual);
    expect(empty.hourly.generation.totalPowerGeneration).toBe(plain.hourly.generation.totalPowerGeneration);
  });

  it('gives rows of optimised panels only the linear loss, without a surroundings section too', () => {
    const optimised = year(roof(undefined, true));
    expect(optimised.design.arrays.every((array) => array.surroundings === undefined)).toBe(true);
    expect(optimised.hourly.shading.annual).toMatchObject({
      electrical: 0,
      rows: plain.hourly.shadingLossPercent,
    });
    expect(optimised.hourly.generation.totalPowerGeneration).toBeGreaterThan(
      plain.hourly.generation.totalPowerGeneration,
    );
  });

  it('takes beam in winter from a box south-east of the array, far more than in summer', () => {
    const near = boxed.shading!.monthly.nearShading;
    expect(boxed.shading!.nearShadingState).toBe('computed');
    expect(near[11]!).toBeGreaterThan(0.5);
    expect(near[11]!).toBeGreaterThan(4 * near[5]!);
    expect(boxed.hourly.generation.totalPowerGeneration).toBeLessThan(
      plain.hourly.generation.totalPowerGeneration,
    );
    // Each step is its own bar: the rows' share stays about what it was.
    expect(boxed.shading!.annual.rows).toBeCloseTo(plain.hourly.shadingLossPercent, 0);
  });

  it('gives strings of panels the rows’ electrical effect, optimisers only the linear loss', () => {
    expect(boxed.shading!.annual.electrical).toBeGreaterThan(0);
    const optimised = year(roof(southEastBox, true));
    expect(optimised.shading!.annual.electrical).toBe(0);
    expect(optimised.shading!.annual.nearShading).toBe(boxed.shading!.annual.nearShading);
    expect(optimised.hourly.generation.totalPowerGeneration).toBeGreaterThan(
      boxed.hourly.generation.totalPowerGeneration,
    );
  });

  it('hides the sun behind a far horizon of 15°: its own bar, no near shading', () => {
    const points = [0, 90, 180, 270].map((azimuth) => ({ azimuth, elevation: 15 }));
    const hills = year(roof({ horizon: { source: 'manual', points } }));
    expect(hills.shading!.annual.horizon).toBeGreaterThan(2);
    expect(hills.shading!.annual.nearShading).toBe(0);
    expect(hills.shading!.nearShadingState).toBe('none');
    // Winter's low sun is hidden longer than summer's.
    expect(hills.shading!.monthly.horizon[11]!).toBeGreaterThan(hills.shading!.monthly.horizon[5]!);
  });
});
