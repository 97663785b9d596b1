import { ENGINE_MAX_ARRAY_YEARS } from '@pvd/shared/constants/limits';
import { arraysOnlyDesign, arraysPeakPowerKw } from '@pvd/shared/project/design/draft-design';
import { type ProjectDesign, projectDesign } from '@pvd/shared/project/design/engine-design';
import { assembleProject } from '@pvd/shared/project/save/assemble';
import { DEFAULT_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { describe, expect, it } from 'vitest';
import { drawnArray } from '../support/drawn-array';
import { largestCopies, largestProjectInput } from '../support/largest-project';
import { array, dcRow, savedProject, unit } from '../support/small-project';

function designOf(...args: Parameters<typeof projectDesign>): ProjectDesign {
  const result = projectDesign(...args);
  if (!result.ok) throw new Error('over the engine budget');
  return result.design;
}

/** The engine's array of `panels` 410 W panels (γ −0.34, mono) at tilt 24°, azimuth 180° unless given. */
const engineArray = (panels: number, surfaceTilt = 24, surfaceAzimuth = 180) => ({
  surfaceTilt,
  surfaceAzimuth,
  tempCoefficientPmax: -0.34,
  waferMaterial: 'mono',
  rows: undefined,
  dcCapacity: 410 * panels,
});

/** The SUN-5K-G's catalogue figures as the engine takes them. */
const sun5k = { ratedAcPower: 5000, maxEfficiency: 97.8, europeanEfficiency: 97.2 };

describe('projectDesign', () => {
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
    // Assess: the engine's names, once (tilt 24° → surfaceTilt).
    expect(design.arrays).toEqual([engineArray(12)]);
    expect(design.inverters).toEqual([{ ...sun5k, arrays: [0], shares: [4920], count: 1 }]);
    expect(design.arrayCount).toBe(1);
    // DC, per MPPT [STR-5]: I = 13.08 A, R = 0.0175 × 20 / 4 = 0.0875 Ω,
    // loss = 13.08² × 0.0875 × 2 = 29.94 W of 6 × 410 = 2460 W; both: 59.88 / 4920 = 1.217 %.
    expect(design.losses.dcLine).toBe(1.217);
    // AC, single phase at 4920 W: I = 4920 / (220 × 0.97) = 23.0553 A, R = 0.0175 × 10 / 6 Ω,
    // loss = 2 × 23.0553² × 0.029167 = 31.01 W; 31.01 / 4920 = 0.630 %.
    expect(design.losses.acLine).toBe(0.63);
    // The loss step's record is null: the defaults [WIZ-10].
    expect(design.losses).toEqual({ ...DEFAULT_SYSTEM_LOSSES, dcLine: 1.217, acLine: 0.63 });
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
    // Assess: the engine shares an inverter's DC among its count, so it takes both units' panels;
    // the south array's wirings on both inverters are one engine array.
    expect(design.arrays).toEqual([engineArray(24), engineArray(12, 15, 90)]);
    expect(design.inverters).toEqual([
      { ...sun5k, arrays: [0, 1], shares: [4920, 4920], count: 2 },
      { ...sun5k, arrays: [0], shares: [4920], count: 1 },
    ]);
    expect(design.arrayCount).toBe(3);
    // Every unit carries 4920 W on the same cables: the shares are those of one unit.
    expect([design.losses.dcLine, design.losses.acLine]).toEqual([1.217, 0.63]);
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
    expect(design.arrays).toEqual([engineArray(6)]);
    expect(design.inverters).toEqual([{ ...sun5k, arrays: [0], shares: [2460], count: 1 }]);
    // One MPPT row of 2460 W with 29.94 W of loss: 1.217 %; AC 2 × (2460 / 213.4)² × 0.029167 = 7.75 W.
    expect(design.losses.dcLine).toBe(1.217);
    expect(design.losses.acLine).toBe(0.315);
  });

  it('gives an empty design and no losses for a project without wired panels', () => {
    const project = savedProject({ pvArray: [array('south', 6)], inverter: [] });
    expect(designOf(project)).toEqual({
      arrays: [],
      inverters: [],
      losses: DEFAULT_SYSTEM_LOSSES,
      arrayCount: 0,
    });
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
    expect(designOf(project).losses.dcLine).toBe(0.609);
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
    expect(projectDesign(largest.record)).toEqual({
      ok: false,
      arrayCount: 1000,
      limit: ENGINE_MAX_ARRAY_YEARS,
    });
    expect(projectDesign(small, 0)).toEqual({ ok: false, arrayCount: 1, limit: 0 });
  });
});

describe('projectDesign rows', () => {
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
    const [roof, south] = designOf(project).arrays;
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
    expect(designOf(project).arrays[0]!.rows).toBeUndefined();
  });
});

describe('arraysOnlyDesign', () => {
  it('puts each array whole on an inverter of its own size, with the loss step’s losses and no cable loss', () => {
    // Prepare: two arrays alike (one engine array) and one facing east; 2.5 % soiling.
    const project = savedProject({
      pvArray: [array('south', 12), array('twin', 6), array('east', 5, 15, 90)],
      inverter: [],
      systemLoss: { soilinglosses: 2.5 },
    });
    // Act
    const design = arraysOnlyDesign(project);
    // Assess
    expect(design.arrays).toEqual([engineArray(18), engineArray(5, 15, 90)]);
    const own = { ratedAcPower: null, maxEfficiency: null, europeanEfficiency: null, count: 1 };
    expect(design.inverters).toEqual([
      { ...own, arrays: [0], shares: [4920] },
      { ...own, arrays: [0], shares: [2460] },
      { ...own, arrays: [1], shares: [2050] },
    ]);
    expect(design.losses).toEqual({ ...DEFAULT_SYSTEM_LOSSES, soiling: 2.5 });
    expect(design.arrayCount).toBe(3);
  });
});

describe('arraysPeakPowerKw', () => {
  it('sums peak power × count and rounds the kW half up on the decimal value [FIN-5]', () => {
    // Prepare: 30 panels of 545.55 W are 16 366.5 W, which binary arithmetic holds as 16 366.4999…
    const [south] = savedProject({ pvArray: [array('south', 30)], inverter: [] }).pvArray;
    const arrays = [{ ...south!, panel: { ...south!.panel, peakpower: 545.55 } }];
    // Act / Assess: 16.367 kW, where rounding the binary watts gave 16.366.
    expect(arraysPeakPowerKw(arrays)).toBe(16.367);
    expect(arraysPeakPowerKw([])).toBe(0);
  });
});
