import { angularDistance } from '@pvd/shared/pv/angles';
import {
  annualPoaGlobal,
  buildTranspositionBasis,
  planeGeometry,
  type TranspositionBasis,
} from '@pvd/shared/pv/irradiance/transposition-basis';
import {
  bestAzimuth,
  bestOrientation,
  bestTilt,
  optimumOrientation,
} from '@pvd/shared/pv/orientation/best-orientation';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { clearSkyYear, greensboroExcerpt } from '../support/fixture-weather';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);
const basis = buildTranspositionBasis(weather, sun, { model: 'perez', albedo: 0.2 });

/** Our own 1-degree brute force, as the reference's optimum search. */
function bruteForce(b: TranspositionBasis, tilts: number[], azimuths: number[]) {
  let best = { tilt: 0, azimuth: 0, poa: Number.NEGATIVE_INFINITY };
  for (const tilt of tilts) {
    for (const azimuth of azimuths) {
      const poa = annualPoaGlobal(b, planeGeometry(tilt, azimuth));
      if (poa > best.poa) best = { tilt, azimuth, poa };
    }
  }
  return best;
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

describe('bestOrientation', () => {
  it('finds the 1-degree brute-force optimum annual POA within 0.1 % (Greensboro excerpt)', () => {
    // Prepare
    const brute = bruteForce(basis, range(0, 90), range(0, 359));
    // Act
    const fast = bestOrientation(basis);
    // Assess: the continuous optimum may only exceed the grid's, and by little
    expect(fast.poaAnnual).toBeGreaterThanOrEqual(brute.poa * (1 - 1e-9));
    expect(fast.poaAnnual / brute.poa - 1).toBeLessThan(0.001);
    expect(Math.abs(fast.surfaceTilt - brute.tilt)).toBeLessThan(3);
    expect(angularDistance(fast.surfaceAzimuth, brute.azimuth)).toBeLessThan(6);
    expect(fast.evaluations).toBeLessThan(500);
  });

  it('faces north south of the equator (azimuth near 0/360, clockwise from north)', () => {
    const sydney = clearSkyYear({ latitude: -33.9, longitude: 151.2, elevation: 20, timezone: 10 });
    const best = optimumOrientation(sydney, computeSunPositions(sydney));
    expect(angularDistance(best.surfaceAzimuth, 0)).toBeLessThan(5);
    expect(best.surfaceAzimuth).toBeGreaterThanOrEqual(0);
    expect(best.surfaceAzimuth).toBeLessThan(360);
    expect(best.surfaceTilt).toBeGreaterThan(20);
    expect(best.surfaceTilt).toBeLessThan(45);
  });

  it('tilts steeply at high latitude and stays nearly flat at the equator', () => {
    const arctic = clearSkyYear({ latitude: 70, longitude: 20, elevation: 10, timezone: 1 });
    const equator = clearSkyYear({ latitude: 0.5, longitude: 32.6, elevation: 1200, timezone: 3 });
    expect(optimumOrientation(arctic, computeSunPositions(arctic)).surfaceTilt).toBeGreaterThan(45);
    expect(optimumOrientation(equator, computeSunPositions(equator)).surfaceTilt).toBeLessThan(10);
  });
});

describe('bestTilt and bestAzimuth', () => {
  it('match the 1-degree brute force along one axis within 0.1 %', () => {
    const tilt = bestTilt(basis, 180);
    const bruteTilt = bruteForce(basis, range(0, 90), [180]);
    expect(tilt.poaAnnual / bruteTilt.poa - 1).toBeGreaterThanOrEqual(-1e-9);
    expect(tilt.poaAnnual / bruteTilt.poa - 1).toBeLessThan(0.001);
    const azimuth = bestAzimuth(basis, 30);
    const bruteAzimuth = bruteForce(basis, [30], range(0, 359));
    expect(azimuth.poaAnnual / bruteAzimuth.poa - 1).toBeGreaterThanOrEqual(-1e-9);
    expect(azimuth.poaAnnual / bruteAzimuth.poa - 1).toBeLessThan(0.001);
  });

  it('gives 0° tilt as best for a north-facing plane in the northern hemisphere', () => {
    expect(bestTilt(basis, 0).surfaceTilt).toBeLessThan(0.5);
  });
});
