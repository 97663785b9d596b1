import { describe, expect, it } from 'vitest';
import { energySavingOf } from '../../../../functions/_lib/climate/engine/report';

describe('energySavingOf', () => {
  it('uses the spec’s emission factors per kWh (001 §9) and area = CO2E/1000 × 4.95', () => {
    // 10 000 kWh: CO2E 0.2556, CO2 0.25358, CH4 0.00065, N2O 0.00137 kg/kWh
    expect(energySavingOf(10_000)).toEqual({
      CO2E: 2556,
      CO2: 2535.8,
      CH4: 6.5,
      N2O: 13.7,
      afforestationArea: 12.6522,
    });
  });
});
