/**
 * A scene's year: one record worked by hand (linear and Martínez losses of a string), and the
 * Greensboro excerpt against the plane irradiation and the horizon shading of the engine.
 */

import {
  planeGeometry,
  poaIrradiation,
  transpositionBasisFor,
} from '@pvd/shared/pv/irradiance/transposition-basis';
import { horizonProfile } from '@pvd/shared/pv/shading/horizon';
import { horizonShading } from '@pvd/shared/pv/shading/horizon-shading';
import { type ShadingScene, sceneShading } from '@pvd/shared/pv/shading/scene';
import { SUN_PATH_TABLE_DAY_STEP } from '@pvd/shared/pv/shading/scene-records';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { clearSkyYear, greensboroExcerpt } from '../support/fixture-weather';
import { handHours } from '../support/hand-hours';
import { box, panel } from './obstacles/support';

describe('sceneShading, one record by hand', () => {
  // Sun due south at 30°: DNI 800 and circumsolar term 100 W/m² give a flat panel 400 + 50 W/m²
  // (no isotropic or ground part, so only the beam counts). A long box 1.25·tan 30° m high ends
  // 1 m south of panel A (2 m east-west, 1 m north-south, landscape): its shadow covers A's
  // southern quarter, one of its 3 blocks; B, 5 m north, is clear.
  const hours = handHours([{ elevation: 30, azimuth: 180, dni: 800, a: 0, c: 100, h: 0, g: 0 }]);
  const scene: ShadingScene = {
    panels: [panel('A', [0, 0.5, 0], 2, 1), panel('B', [0, 5, 0], 2, 1)],
    obstacles: [box('wall', [-10, -2, 10, -1], 0, 1.25 * Math.tan(Math.PI / 6))],
    strings: [{ panels: [0, 1] }],
  };

  it('takes fs of a panel’s beam and circumsolar parts (linear)', () => {
    const year = sceneShading(hours, scene);
    expect(year.panels.unshadedPoaAnnual[0]).toBeCloseTo(0.45, 12);
    expect(year.panels.unshadedPoaAnnual[1]).toBeCloseTo(0.45, 12);
    expect(year.panels.poaAnnual[0]).toBeCloseTo(0.45 * 0.75, 12);
    expect(year.panels.poaAnnual[1]).toBeCloseTo(0.45, 12);
    expect(year.linearLossPercent).toBeCloseTo(12.5, 10);
    expect(Array.from(year.panels.beamShadedHours)).toEqual([1, 0]);
  });

  it('applies the string’s (1 − F_GS)(1 − N_SB/(N_TB + 1)) to every panel of the string', () => {
    // F_GS = (0.25 + 0)/2, N_SB = 1, N_TB = 2 × 3: 0.875 × 6/7 = 0.75 for both panels.
    const year = sceneShading(hours, scene);
    expect(year.panels.electricalPoaAnnual[0]).toBeCloseTo(0.45 * 0.75, 12);
    expect(year.panels.electricalPoaAnnual[1]).toBeCloseTo(0.45 * 0.75, 12);
    expect(year.electricalLossPercent).toBeCloseTo(25, 10);
  });

  it('keeps the linear loss with optimisers or microinverters, and for panels in no string', () => {
    const optimised = sceneShading(hours, {
      ...scene,
      strings: [{ panels: [0, 1], moduleLevelElectronics: true }],
    });
    const loose = sceneShading(hours, { ...scene, strings: [] });
    for (const year of [optimised, loose]) expect(year.electricalLossPercent).toBeCloseTo(12.5, 10);
  });

  it('refuses a panel in two strings, an unknown panel and a bad block count', () => {
    expect(() => sceneShading(hours, { ...scene, strings: [{ panels: [0] }, { panels: [0, 1] }] })).toThrow(
      /panel A is already in a string/,
    );
    expect(() => sceneShading(hours, { ...scene, strings: [{ panels: [2] }] })).toThrow(/no panel 2/);
    expect(() => sceneShading(hours, { ...scene, blocksPerPanel: 0 })).toThrow(/blocks per panel/);
  });
});

describe('sceneShading over the Greensboro excerpt', () => {
  const weather = greensboroExcerpt();
  const basis = transpositionBasisFor(weather, computeSunPositions(weather), { model: 'perez' });
  const panels = [
    panel('south', [0, 0, 0.5], 1.1, 2.3, 30, 180),
    panel('east', [8, 0, 0.5], 1.1, 2.3, 20, 120),
  ];

  it('gives each panel its plane’s irradiation without obstacles', () => {
    const year = sceneShading(basis, { panels, obstacles: [] });
    expect(year.panels.poaAnnual[0]).toBeCloseTo(poaIrradiation(basis, planeGeometry(30, 180)).annual, 9);
    expect(year.panels.poaAnnual[1]).toBeCloseTo(poaIrradiation(basis, planeGeometry(20, 120)).annual, 9);
    expect(year.linearLossPercent).toBe(0);
  });

  it('takes the horizon’s shading as the scene’s unshaded state', () => {
    const horizon = horizonProfile([
      [0, 4],
      [120, 15],
      [200, 6],
      [260, 12],
    ]);
    const year = sceneShading(basis, { panels, obstacles: [box('tank', [3, -2, 5, 0], 0, 3)], horizon });
    expect(year.panels.unshadedPoaAnnual[0]).toBeCloseTo(
      horizonShading(basis, planeGeometry(30, 180), horizon).poa.annual,
      9,
    );
    expect(year.panels.unshadedPoaAnnual[1]).toBeCloseTo(
      horizonShading(basis, planeGeometry(20, 120), horizon).poa.annual,
      9,
    );
    expect(year.linearLossPercent).toBeGreaterThan(0);
    expect(year.monthly.linear.reduce((a, b) => a + b, 0)).toBeCloseTo(year.poaAnnualMean, 9);
    expect(year.monthly.unshaded.reduce((a, b) => a + b, 0)).toBeCloseTo(year.unshadedPoaAnnualMean, 9);
  });
});

describe('sceneShading from the sun-path table', () => {
  const scene = (): ShadingScene => ({
    panels: [
      panel('near', [0, 3, 0.5], 1.1, 2.3, 25, 180),
      panel('beside', [3, 0.5, 0.5], 2.3, 1.1, 25, 180),
      panel('far', [0, 12, 0.5], 1.1, 2.3, 25, 180),
    ],
    obstacles: [box('stairwell', [-1.5, -1.5, 1.5, 1.5], 0, 3)],
    strings: [{ panels: [0, 1, 2] }],
  });

  it('stays within 0.1 % of the exact year on every panel (clear-sky year at 40° N)', () => {
    const site = { latitude: 40, longitude: 116, elevation: 50, timezone: 8 };
    const weather = clearSkyYear(site);
    const basis = transpositionBasisFor(weather, computeSunPositions(weather), { model: 'perez' });
    const exact = sceneShading(basis, scene());
    const table = sceneShading(basis, scene(), { dayStep: SUN_PATH_TABLE_DAY_STEP });
    expect(exact.linearLossPercent).toBeGreaterThan(0.5);
    for (let i = 0; i < 3; i++) {
      expect(Math.abs(table.panels.poaAnnual[i]! / exact.panels.poaAnnual[i]! - 1)).toBeLessThan(0.001);
      expect(
        Math.abs(table.panels.electricalPoaAnnual[i]! / exact.panels.electricalPoaAnnual[i]! - 1),
      ).toBeLessThan(0.001);
    }
  });

  it('stays within 0.1 % on a series of every tenth day, whose sun path is still near straight', () => {
    const weather = greensboroExcerpt();
    const basis = transpositionBasisFor(weather, computeSunPositions(weather), { model: 'perez' });
    const exact = sceneShading(basis, scene());
    const table = sceneShading(basis, scene(), { dayStep: SUN_PATH_TABLE_DAY_STEP });
    for (let i = 0; i < 3; i++)
      expect(Math.abs(table.panels.poaAnnual[i]! / exact.panels.poaAnnual[i]! - 1)).toBeLessThan(0.001);
  });

  it('computes a record exactly when its sun is off the path between its table neighbours', () => {
    // Noon of five days; day 1's sun at 60° is not between days 0 and 4 (both at 30°), so it
    // cannot be interpolated from them: the stairwell's shadow on 'near' is far shorter then.
    const noon = (day: number, elevation: number) => ({
      elevation,
      azimuth: 180,
      dni: 800,
      a: 0,
      c: 0,
      h: 0,
      g: 0,
      month: 0,
      index: 24 * day + 12,
    });
    const hours = handHours([noon(0, 30), noon(1, 60), noon(4, 30)]);
    const exact = sceneShading(hours, scene());
    const table = sceneShading(hours, scene(), { dayStep: 4 });
    expect(exact.panels.poaAnnual[0]).toBeLessThan(exact.panels.unshadedPoaAnnual[0]!);
    expect(Array.from(table.panels.poaAnnual)).toEqual(Array.from(exact.panels.poaAnnual));
  });
});
