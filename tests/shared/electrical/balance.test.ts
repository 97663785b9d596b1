import {
  adviceWays,
  balancedStringAdvice,
  checkMpptBalance,
  needsAllAccess,
  pairSums,
  stringsPerMpptOf,
} from '@pvd/shared/electrical/balance';
import type { DcEntry } from '@pvd/shared/electrical/types';
import { describe, expect, it } from 'vitest';
import { INVERTER_5KW_1PH } from './fixtures/datasheets';

describe('checkMpptBalance with 8 MPPTs', () => {
  it('fails when two pair sums differ by 2: [2,2,2,2,2,2,1,1] → sums 4, 4, 4, 2', () => {
    // Act
    const balance = checkMpptBalance([2, 2, 2, 2, 2, 2, 1, 1]);
    // Assess
    expect(balance.pairSums).toEqual([4, 4, 4, 2]);
    expect(balance.spread).toBe(2);
    expect(balance.balanced).toBe(false);
  });

  it('passes when pair sums differ by at most 1: [2,1,2,1,1,2,2,2] → sums 3, 3, 3, 4', () => {
    // Act
    const balance = checkMpptBalance([2, 1, 2, 1, 1, 2, 2, 2]);
    // Assess
    expect(balance.pairSums).toEqual([3, 3, 3, 4]);
    expect(balance.balanced).toBe(true);
  });

  it('uses the 16-way advice and suggests a balanced wiring of the same 14 strings', () => {
    // Act
    const balance = checkMpptBalance([2, 2, 2, 2, 2, 2, 1, 1]);
    // Assess: 14 strings dealt over 4 pairs → pair sums 4, 4, 3, 3
    expect(balance.adviceWays).toBe(16);
    expect(balance.advice).toEqual([2, 2, 2, 2, 2, 1, 2, 1]);
    expect(pairSums(balance.advice!)).toEqual([4, 4, 3, 3]);
  });

  it('fails when a pair is left empty (the inverter needs all access)', () => {
    expect(checkMpptBalance([1, 1, 1, 1, 1, 1, 0, 0]).balanced).toBe(false);
  });
});

describe('checkMpptBalance with other MPPT counts', () => {
  it('uses the 12-way advice for 6 MPPTs', () => {
    // Act
    const balance = checkMpptBalance([2, 2, 2, 2, 0, 0]);
    // Assess: 8 strings → pair sums 3, 3, 2
    expect(balance.adviceWays).toBe(12);
    expect(balance.balanced).toBe(false);
    expect(balance.advice).toEqual([2, 1, 2, 1, 1, 1]);
  });

  it('treats an odd last MPPT as a group of its own', () => {
    expect(pairSums([1, 1, 2])).toEqual([2, 2]);
  });
});

describe('balancedStringAdvice', () => {
  it('deals 10 strings over 8 MPPTs pair by pair: [2,1,2,1,1,1,1,1]', () => {
    // Pairs get one string each in turn (first MPPT of a pair first), so after 10 strings:
    // pair sums 3, 3, 2, 2 and no MPPT differs from its partner by more than 1.
    expect(balancedStringAdvice(10, 8)).toEqual([2, 1, 2, 1, 1, 1, 1, 1]);
  });

  it('fills all 16 ways of an 8-MPPT inverter with 2 strings each', () => {
    expect(balancedStringAdvice(16, 8)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('has no advice beyond the ways: 13 strings on a 12-way inverter', () => {
    expect(balancedStringAdvice(13, 6)).toBeNull();
  });

  it('advises no strings for none', () => {
    expect(balancedStringAdvice(0, 4)).toEqual([0, 0, 0, 0]);
  });
});

describe('adviceWays', () => {
  it('is 16 only for 8 MPPTs', () => {
    expect(adviceWays(8)).toBe(16);
    expect(adviceWays(6)).toBe(12);
    expect(adviceWays(10)).toBe(12);
  });
});

describe('needsAllAccess', () => {
  it("applies to models with isneedallaccess '1'", () => {
    expect(needsAllAccess({ isneedallaccess: '1' })).toBe(true);
    expect(needsAllAccess({ isneedallaccess: '0' })).toBe(false);
  });
});

describe('stringsPerMpptOf', () => {
  it('reads strings per MPPT from DC rows, 0 for rows with no array', () => {
    // Prepare
    const row = (mpptNo: string, pvArrayId: string | null, strings: number): DcEntry => ({
      mpptNo,
      pvArrayId,
      numberOfStrings: strings,
      numberOfComponentsPerString: 10,
      cableMaterialResistivity: 0.0175,
      cableMaterialArea: 4,
      cableMaterialLength: 10,
    });
    const unit = {
      info: { ...INVERTER_5KW_1PH, mpptcount: 4 },
      DC: [row('MPPT2', 'a', 2), row('MPPT1', null, 1), row('MPPT4', 'a', 1)],
    };
    // Act / Assess
    expect(stringsPerMpptOf(unit)).toEqual([0, 2, 0, 1]);
  });
});
