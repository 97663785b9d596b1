import { systemInverterRow, VoltageType, voltageTypeOf } from '@pvd/shared/catalogue/system-inverter-view';
import { describe, expect, it } from 'vitest';

describe('voltageTypeOf', () => {
  it('codes 1 single phase, 2 three phase, 3 US whatever the phases', () => {
    expect(voltageTypeOf({ us: '0', mainsvoltype: 'Single-Phase' })).toBe(VoltageType.singlePhase);
    expect(voltageTypeOf({ us: '0', mainsvoltype: 'Three-Phase' })).toBe(VoltageType.threePhase);
    expect(voltageTypeOf({ us: '1', mainsvoltype: 'Single-Phase' })).toBe(VoltageType.us);
    expect(voltageTypeOf({ us: '1', mainsvoltype: 'Three-Phase' })).toBe(VoltageType.us);
  });
});

describe('systemInverterRow', () => {
  it('holds the list columns and the image address only', () => {
    expect(Object.keys(systemInverterRow.shape)).toContain('img');
    expect(Object.keys(systemInverterRow.shape)).not.toContain('maxaccurrent');
  });
});
