import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import { inverterTakesPower, panelsWithinPowerLimit } from '@pvd/shared/electrical/inverter-power-limit';
import { describe, expect, it } from 'vitest';
import { SUN_5K_G, SUN_100K_G06 } from './fixtures/auto-design';

const limits5kW = readInverterLimits(SUN_5K_G);
/** The 100 kW model with a max DC power above its 150 % ratio, so the ratio is the limit. */
const ratioBound = readInverterLimits({ ...SUN_100K_G06, maxdcpower: '200000' });

describe('inverterTakesPower', () => {
  it('takes the SUN-5K-G up to its 6 500 W max DC power (the 150 % ratio allows 7 290 W)', () => {
    // 1.5 × 5000 W × 0.972 = 7290 W > 6500 W.
    // Assess
    expect(inverterTakesPower(limits5kW, 6500)).toBe(true);
    expect(inverterTakesPower(limits5kW, 6500.5)).toBe(false);
  });

  it('stops at the 150 % AC/rated ratio when that comes first: 1.5 × 100 kW × 0.987 = 148 050 W', () => {
    // 148 000 W: 148000 / 100000 / 0.987 = 149.95 %; 148 100 W: 150.05 %.
    // Assess
    expect(inverterTakesPower(ratioBound, 148_000)).toBe(true);
    expect(inverterTakesPower(ratioBound, 148_100)).toBe(false);
  });
});

describe('panelsWithinPowerLimit', () => {
  it('fits 19 JinkoSolar 330 W panels on an empty SUN-5K-G (6270 W; 20 would be 6600 W)', () => {
    // Assess
    expect(panelsWithinPowerLimit(limits5kW, 0, 330)).toBe(19);
  });

  it('counts what the inverter already carries: 9 more beside 3300 W', () => {
    // 3300 + 9 × 330 = 6270 W ≤ 6500 W < 3300 + 10 × 330 = 6600 W.
    // Assess
    expect(panelsWithinPowerLimit(limits5kW, 3300, 330)).toBe(9);
  });

  it('fits 274 LONGi 540 W panels under the ratio: 147 960 W is 149.91 %, 148 500 W 150.46 %', () => {
    // Assess
    expect(panelsWithinPowerLimit(ratioBound, 0, 540)).toBe(274);
  });

  it('gives 0 on an inverter already over its limit, or for a panel without power', () => {
    // Assess
    expect(panelsWithinPowerLimit(limits5kW, 7000, 330)).toBe(0);
    expect(panelsWithinPowerLimit(limits5kW, 0, 0)).toBe(0);
  });
});
