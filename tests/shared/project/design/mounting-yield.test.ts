/**
 * A project's mountings through the engine over the test climate year (tests/shared/pv/support/
 * pvgis-year.ts) [MNT-1] [MNT-2] [MNT-3] [MNT-4]: what must hold whatever the weather, by the
 * physics: a backtracking tracker collects more than a fixed plane, a bifacial array more than
 * the same monofacial one and more on a brighter ground, and an old project's figures are those
 * of its fixed engine array written out by hand.
 */
import { projectDesign } from '@pvd/shared/project/design/engine-design';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { simulateGeneration } from '@pvd/shared/pv/engine/generation';
import { describe, expect, it } from 'vitest';
import { testClimateYear } from '../../pv/support/pvgis-year';
import { array, dcRow, savedProject, unit } from '../support/small-project';

const climate = testClimateYear();

function projectWith(fields: Record<string, unknown>, inclination = 24, azimuth = 180): ProjectRecord {
  return savedProject({
    pvArray: [{ ...array('a', 12, inclination, azimuth), ...fields }],
    inverter: [
      {
        inverterid: 'inverter-5k',
        invertercount: 1,
        inverters: [unit(dcRow('MPPT1', 'a'), dcRow('MPPT2', 'a'))],
      },
    ],
  });
}

function yieldOf(project: ProjectRecord): number {
  const result = projectDesign(project);
  if (!result.ok) throw new Error('no design');
  return simulateGeneration(climate, result.design).totalPowerGeneration;
}

describe('the yield of a mounting', () => {
  const fixed = yieldOf(projectWith({}));

  it('keeps an old project’s yield: that of its fixed engine array, written out by hand', () => {
    const project = projectWith({});
    const result = projectDesign(project);
    if (!result.ok) throw new Error('no design');
    const byHand = simulateGeneration(climate, {
      ...result.design,
      arrays: [
        {
          surfaceTilt: 24,
          surfaceAzimuth: 180,
          tempCoefficientPmax: -0.34,
          waferMaterial: 'mono',
          dcCapacity: 4920,
        },
      ],
    });
    expect(fixed).toBe(byHand.totalPowerGeneration);
  });

  it('gives a backtracking north-south tracker more than the fixed plane', () => {
    const tracked = yieldOf(
      projectWith({
        mounting: {
          kind: 'single-axis',
          axisAzimuth: 180,
          axisTilt: 0,
          maxAngle: 60,
          gcr: 0.35,
          backtrack: true,
        },
      }),
    );
    expect(tracked).toBeGreaterThan(fixed * 1.05);
  });

  it('gives a bifacial array more than the monofacial one, and more on white membrane than on grass', () => {
    const bifacial = (albedo: number) => {
      const project = projectWith({ bifacial: { heightM: 1.5 } });
      project.pvArray[0]!.panel.bifacialityFactor = 0.7;
      project.ground = { albedo };
      return yieldOf(project);
    };
    // The bifacial array stands in rows (ℓ = 2.278 m at GCR 0.4) that shade its front a little;
    // its rear must more than make up for it against the unshaded monofacial plane.
    expect(bifacial(0.2)).toBeGreaterThan(fixed);
    expect(bifacial(0.7)).toBeGreaterThan(bifacial(0.2) * 1.03);
  });

  it('gives a 10° east-west rack less than a 24° south plane but more than half of it', () => {
    const eastWest = yieldOf(projectWith({ mounting: { kind: 'east-west', gapM: 0.3 } }, 10, 90));
    expect(eastWest).toBeLessThan(fixed);
    expect(eastWest).toBeGreaterThan(fixed * 0.5);
  });
});
