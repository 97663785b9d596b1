import { type InverterModel, inverterAcFunction } from '@pvd/shared/pv/power/inverter';
import { pvwattsInverter } from '@pvd/shared/pv/power/inverter-pvwatts';
import { describe, expect, it } from 'vitest';

describe('inverterAcFunction', () => {
  it('builds the PVWatts model with P_dc0 = rated AC / η_nom (pvlib reference case)', () => {
    const toAc = inverterAcFunction({ kind: 'pvwatts', ratedAcPower: 10_000, nominalEfficiency: 0.96 });
    expect(toAc(6000)).toBe(pvwattsInverter(6000, 10_000 / 0.96, 0.96, 0.9637));
    expect(toAc(50_000)).toBeCloseTo(10_000, 9);
  });

  it('builds the efficiency-curve model and clips at the rated AC power', () => {
    const toAc = inverterAcFunction({
      kind: 'efficiency-curve',
      ratedAcPower: 5000,
      maxEfficiency: 0.984,
      europeanEfficiency: 0.98,
    });
    expect(toAc(2500) / 2500).toBeGreaterThan(0.97);
    expect(toAc(2500) / 2500).toBeLessThan(0.985);
    expect(toAc(9000)).toBe(5000);
  });

  it('rejects an unknown kind', () => {
    expect(() => inverterAcFunction({ kind: 'sandia', ratedAcPower: 1 } as unknown as InverterModel)).toThrow(
      /invalid inverter model/,
    );
  });
});
