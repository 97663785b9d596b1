import { energySavingOf } from '@pvd/shared/pv/engine/report-parts';
import { describe, expect, it } from 'vitest';

describe('energySavingOf', () => {
  it('uses the emission factors per kWh and area = CO2E/1000 × 4.95 [FIN-3]', () => {
    // 10 000 kWh: CO2E 0.2556, CO2 0.25358, CH4 0.00065, N2O 0.00137 kg/kWh
    expect(energySavingOf(10_000)).toEqual({
      CO2E: 2556,
      CO2: 2535.8,
      CH4: 6.5,
      N2O: 13.7,
      afforestationArea: 12.6522,
    });
  });

  it('rounds a tie half up on its decimal value [FIN-5]', () => {
    // 5062.5 kWh × 0.2556 = 1293.975 kg CO2E and × 0.00065 = 3.290625 kg CH4; 5150 kWh × 0.00065 =
    // 3.3475 kg CH4. Binary arithmetic holds the ties as 1293.9749999… and 3.34749999…, which
    // rounding the binary value took down (1293.97, 3.347).
    expect(energySavingOf(5062.5).CO2E).toBe(1293.98);
    expect(energySavingOf(5150).CH4).toBe(3.348);
  });
});
