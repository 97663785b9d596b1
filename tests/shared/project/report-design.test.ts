import { ENGINE_MAX_ARRAY_YEARS } from '@pvd/shared/constants/limits';
import { assembleProject } from '@pvd/shared/project/assemble';
import { type ReportDesign, reportDesign } from '@pvd/shared/project/report-design';
import { describe, expect, it } from 'vitest';
import { drawnArray } from './support/drawn-array';
import { largestCopies, largestProjectInput } from './support/largest-project';
import { array, dcRow, savedProject, unit } from './support/small-project';

function designOf(...args: Parameters<typeof reportDesign>): ReportDesign {
  const result = reportDesign(...args);
  if (!result.ok) throw new Error('over the engine budget');
  return result.design;
}

/** The 410 W panel's item: tilt 24°, azimuth 180° unless given. */
const item = (componentTotalCount: number, inclination = 24, azimuth = 180) => ({
  componentPeakPower: 410,
  componentTotalCount,
  inclination,
  azimuth,
  tempCoefficientPmax: -0.34,
  waferMaterial: 'mono',
});

/** The SUN-5K-G's catalogue figures. */
const sun5k = { inverterName: 'SUN-5K-G', ratedacoutputpower: 5000, maxeffec: 97.8, europeeffec: 97.2 };

describe('reportDesign', () => {
  it('sums a unit’s DC rows by array, with the model’s figures, and gives the cable losses', () => {
    // Prepare: two strings of six panels of one array, one per MPPT (the seeded grid project).
    const project = savedProject({
      pvArray: [array('south', 12)],
      inverter: [
        {
          inverterid: 'inverter-5k',
          invertercount: 1,
          inverters: [unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'south'))],
        },
      ],
    });
    // Act
    const design = designOf(project);
    // Assess
    expect(design.inverters).toEqual([{ ...sun5k, invertercount: 1, inverterItems: [item(12)] }]);
    expect(design.arrayCount).toBe(1);
    // DC, per MPPT (001 §9): I = 13.08 A, R = 0.0175 × 20 / 4 = 0.0875 Ω,
    // loss = 13.08² × 0.0875 × 2 = 29.94 W of 6 × 410 = 2460 W; both: 59.88 / 4920 = 1.217 %.
    expect(design.dcLineLoss).toBe(1.217);
    // AC, single phase at 4920 W: I = 4920 / (220 × 0.97) = 23.0553 A, R = 0.0175 × 10 / 6 Ω,
    // loss = 2 × 23.0553² × 0.029167 = 31.01 W; 31.01 / 4920 = 0.630 %.
    expect(design.acLineLoss).toBe(0.63);
  });

  it('coalesces the units of a group wired alike into one inverter with a count, whatever their MPPT order', () => {
    // Prepare: units 1 and 2 carry 6 south + 6 east panels (on swapped MPPTs), unit 3 12 south.
    const project = savedProject({
      pvArray: [array('south', 24), array('east', 12, 15, 90)],
      inverter: [
        {
          inverterid: 'inverter-5k',
          invertercount: 3,
          inverters: [
            unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'east')),
            unit(dcRow('MPPT1', 'east'), dcRow('MPPT2', 'south')),
            unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'south')),
          ],
        },
      ],
    });
    // Act
    const design = designOf(project);
    // Assess: the engine shares an inverter's items among its count, so they hold both units' panels.
    expect(design.inverters).toEqual([
      { ...sun5k, invertercount: 2, inverterItems: [item(12), item(12, 15, 90)] },
      { ...sun5k, invertercount: 1, inverterItems: [item(12)] },
    ]);
    expect(design.arrayCount).toBe(3);
    // Every unit carries 4920 W on the same cables: the shares are those of one unit.
    expect([design.dcLineLoss, design.acLineLoss]).toEqual([1.217, 0.63]);
  });

  it('leaves out rows without an array, strings or panels, rows of a removed array, and units with nothing', () => {
    // Prepare
    const project = savedProject({
      pvArray: [array('south', 6)],
      inverter: [
        {
          inverterid: 'inverter-5k',
          invertercount: 2,
          inverters: [
            unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'gone')),
            unit(dcRow('MPPT1', null), dcRow('MPPT2', 'south', 0, 6)),
          ],
        },
      ],
    });
    // Act
    const design = designOf(project);
    // Assess
    expect(design.inverters).toEqual([{ ...sun5k, invertercount: 1, inverterItems: [item(6)] }]);
    // One MPPT row of 2460 W with 29.94 W of loss: 1.217 %; AC 2 × (2460 / 213.4)² × 0.029167 = 7.75 W.
    expect(design.dcLineLoss).toBe(1.217);
    expect(design.acLineLoss).toBe(0.315);
  });

  it('gives an empty design and no losses for a project without wired panels', () => {
    const project = savedProject({ pvArray: [array('south', 6)], inverter: [] });
    expect(designOf(project)).toEqual({ inverters: [], dcLineLoss: 0, acLineLoss: 0, arrayCount: 0 });
  });

  it('counts no loss on a cable with a length and no cross-section yet (not filled in)', () => {
    const unfinished = { ...dcRow('MPPT2', 'south'), cableMaterialArea: 0 };
    const project = savedProject({
      pvArray: [array('south', 12)],
      inverter: [
        {
          inverterid: 'inverter-5k',
          invertercount: 1,
          inverters: [unit(dcRow('MPPT1', 'south'), unfinished)],
        },
      ],
    });
    // 29.94 W of the first MPPT over both MPPTs' 4920 W.
    expect(designOf(project).dcLineLoss).toBe(0.609);
  });

  it('refuses a design beyond the engine’s budget, saying how many arrays it needs', () => {
    // Prepare: the largest project wires all 20 arrays to each of its 50 different units.
    const largest = assembleProject(largestProjectInput(), largestCopies, {
      projectId: 'p',
      proType: 0,
      version: 1,
      createTime: '2026-11-24T00:00:00.000Z',
      now: '2026-11-24T00:00:00.000Z',
      sharedBy: null,
    });
    if (!largest.ok) throw new Error('the largest project did not assemble');
    const small = savedProject({
      pvArray: [array('south', 12)],
      inverter: [
        {
          inverterid: 'inverter-5k',
          invertercount: 1,
          inverters: [unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'south'))],
        },
      ],
    });
    // Act and Assess
    expect(reportDesign(largest.record)).toEqual({
      ok: false,
      arrayCount: 1000,
      limit: ENGINE_MAX_ARRAY_YEARS,
    });
    expect(reportDesign(small, 0)).toEqual({ ok: false, arrayCount: 1, limit: 0 });
  });
});

describe('reportDesign rows', () => {
  it('gives a drawn array of two groups its rows, and a manual array none', () => {
    // Prepare: 'roof' is two groups of method 4 at 30°, spacing 2.5 m (see support/drawn-array.ts).
    const project = savedProject({
      pvArray: [drawnArray('roof', 16, 12), array('south', 12)],
      inverter: [
        {
          inverterid: 'inverter-5k',
          invertercount: 1,
          inverters: [unit(dcRow('MPPT1', 'roof'), dcRow('MPPT2', 'south'))],
        },
      ],
    });
    // Act
    const [roof, south] = designOf(project).inverters[0]!.inverterItems;
    // Assess: width = 2 × 2.278 + 0.02 = 4.576 m; pitch = 4.576 × cos 30° + 2.5 = 6.462932 m.
    expect(roof!.rows?.collectorWidthM).toBeCloseTo(4.576, 9);
    expect(roof!.rows?.pitchM).toBeCloseTo(6.462932, 6);
    expect(south!.rows).toBeUndefined();
  });

  it('gives none to a drawn array of one group', () => {
    const project = savedProject({
      pvArray: [drawnArray('roof', 8, 6)],
      inverter: [{ inverterid: 'inverter-5k', invertercount: 1, inverters: [unit(dcRow('MPPT1', 'roof'))] }],
    });
    expect(designOf(project).inverters[0]!.inverterItems[0]!.rows).toBeUndefined();
  });
});
