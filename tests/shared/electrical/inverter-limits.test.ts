import {
  InvalidInverterModelError,
  mpptIndexFromNo,
  mpptNoFromIndex,
  readInverterLimits,
} from '@pvd/shared/electrical/inverter-limits';
import { describe, expect, it } from 'vitest';
import { INVERTER_5KW_1PH, INVERTER_100KW_3PH } from './fixtures/datasheets';

describe('readInverterLimits', () => {
  it('reads slash lists per MPPT and single values for all MPPTs', () => {
    // Act
    const limits = readInverterLimits(INVERTER_5KW_1PH);
    // Assess
    expect(limits.maxDcCurrentA).toEqual([12.5, 12.5]);
    expect(limits.maxDcVoltageV).toEqual([600, 600]);
    expect(limits.maxStringsPerMppt).toEqual([1, 1]);
    expect(limits.maxMpptPowerW).toEqual([6000, 6000]);
    expect(limits.maxDcPowerW).toBe(7500);
    expect(limits.maxShortCircuitCurrentA).toBeNull();
  });

  it('marks a three-phase inverter rated 100 000 W as high power', () => {
    // Act
    const limits = readInverterLimits(INVERTER_100KW_3PH);
    // Assess
    expect(limits.threePhase).toBe(true);
    expect(limits.highPowerThreePhase).toBe(true);
    expect(limits.maxDcCurrentA).toHaveLength(10);
  });

  it('treats exactly 80 000 W as high power and 79 999 W as not', () => {
    // Act
    const at = readInverterLimits({ ...INVERTER_100KW_3PH, ratedacoutputpower: 80_000 });
    const below = readInverterLimits({ ...INVERTER_100KW_3PH, ratedacoutputpower: 79_999 });
    // Assess
    expect(at.highPowerThreePhase).toBe(true);
    expect(below.highPowerThreePhase).toBe(false);
  });

  it('never marks a single-phase inverter as high power', () => {
    // Act
    const limits = readInverterLimits({ ...INVERTER_5KW_1PH, ratedacoutputpower: 100_000 });
    // Assess
    expect(limits.highPowerThreePhase).toBe(false);
  });

  it('sums a per-MPPT max DC power list', () => {
    // Act
    const limits = readInverterLimits({ ...INVERTER_5KW_1PH, maxdcpower: '4000/3500' });
    // Assess
    expect(limits.maxDcPowerW).toBe(7500);
  });

  it('reads a stated short-circuit limit per MPPT', () => {
    // Act
    const limits = readInverterLimits({ ...INVERTER_5KW_1PH, maxshortcircuitcurrent: '18/18' });
    // Assess
    expect(limits.maxShortCircuitCurrentA).toEqual([18, 18]);
  });

  it('throws a named error with the field for a malformed list', () => {
    // Act
    const read = () => readInverterLimits({ ...INVERTER_5KW_1PH, maxdccurrent: '12/abc' });
    // Assess
    expect(read).toThrow(InvalidInverterModelError);
    try {
      read();
    } catch (error) {
      expect((error as InvalidInverterModelError).field).toBe('maxdccurrent');
      expect((error as InvalidInverterModelError).detail.kind).toBe('invalid-number');
    }
  });
});

describe('mpptIndexFromNo', () => {
  it('maps MPPT1 to index 0 and MPPT10 to 9', () => {
    expect(mpptIndexFromNo('MPPT1')).toBe(0);
    expect(mpptIndexFromNo('MPPT10')).toBe(9);
  });

  it('returns null for text that is not an MPPT number', () => {
    expect(mpptIndexFromNo('MPPT0')).toBeNull();
    expect(mpptIndexFromNo('PV1')).toBeNull();
  });

  it('is the inverse of mpptNoFromIndex', () => {
    expect(mpptNoFromIndex(2)).toBe('MPPT3');
    expect(mpptIndexFromNo(mpptNoFromIndex(7))).toBe(7);
  });
});
