import {
  acCableLossW,
  acLineCurrentA,
  conductorResistanceOhm,
  dcCableLossW,
  lossPercent,
} from '@pvd/shared/electrical/cable-loss';
import { describe, expect, it } from 'vitest';
import { COPPER_OHM_MM2_PER_M } from './fixtures/datasheets';

const copper = (lengthM: number, areaMm2: number) => ({
  resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M,
  lengthM,
  areaMm2,
});

describe('conductorResistanceOhm', () => {
  it('is ρ L / A: 0.0175 × 30 / 4 = 0.13125 Ω', () => {
    expect(conductorResistanceOhm(copper(30, 4))).toBeCloseTo(0.13125, 12);
  });

  it('is 0 for a run with no length', () => {
    expect(conductorResistanceOhm(copper(0, 0))).toBe(0);
  });

  it('is infinite for a run with a length and no cross-section', () => {
    expect(conductorResistanceOhm(copper(10, 0))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('dcCableLossW', () => {
  it('is I² R × 2 rounded to 2 decimals for one string of JA Solar 550 W', () => {
    // I = 13.11 A × 1 = 13.11 A; I² = 171.8721; R = 0.13125 Ω
    // loss = 171.8721 × 0.13125 × 2 = 45.11642625 W → 45.12 W
    expect(dcCableLossW(13.11, 1, copper(30, 4))).toBe(45.12);
  });

  it('uses the current of all parallel strings: 2 × 13.11 A on 50 m of 6 mm²', () => {
    // I = 26.22 A; I² = 687.4884; R = 0.0175 × 50 / 6 = 0.1458333 Ω
    // loss = 687.4884 × 0.1458333 × 2 = 200.51745 W → 200.52 W
    expect(dcCableLossW(13.11, 2, copper(50, 6))).toBe(200.52);
  });

  it('is 0 with no strings', () => {
    expect(dcCableLossW(13.11, 0, copper(50, 0))).toBe(0);
  });
});

describe('acLineCurrentA', () => {
  it('is P / (220 × 0.97) on a single-phase line: 5500 / 213.4 = 25.7732 A', () => {
    expect(acLineCurrentA(5500, 'Single-Phase')).toBeCloseTo(25.77319588, 7);
  });

  it('is P / (658.16 × 0.97) on a three-phase line: 110000 / 638.4152 = 172.3017 A', () => {
    expect(acLineCurrentA(110_000, 'Three-Phase')).toBeCloseTo(172.30166199, 7);
  });
});

describe('acCableLossW', () => {
  it('counts two conductors on a single-phase line', () => {
    // I² = 25.7731959² = 664.2576257; R = 0.0175 × 20 / 6 = 0.0583333 Ω
    // loss = 2 × 664.2576257 × 0.0583333 = 77.4967230 W → 77.50 W
    expect(acCableLossW(5500, 'Single-Phase', copper(20, 6))).toBe(77.5);
  });

  it('counts three conductors on a balanced three-phase line', () => {
    // I² = 172.3016620² = 29687.8627247; R = 0.0175 × 100 / 95 = 0.0184210526 Ω
    // loss = 3 × 29687.8627247 × 0.0184210526 = 1640.6450453 W → 1640.65 W
    expect(acCableLossW(110_000, 'Three-Phase', copper(100, 95))).toBe(1640.65);
  });

  it('is 0 with no power', () => {
    expect(acCableLossW(0, 'Three-Phase', copper(100, 0))).toBe(0);
  });
});

describe('lossPercent', () => {
  it('is loss over peak power × 100: 45.12 / 5500 = 0.8204 %', () => {
    expect(lossPercent(45.12, 5500)).toBeCloseTo(0.82036364, 7);
  });

  it('is 0 with no loss and no power, infinite with a loss and no power', () => {
    expect(lossPercent(0, 0)).toBe(0);
    expect(lossPercent(1, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});
