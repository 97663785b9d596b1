import { displayMass, EMISSION_FACTORS_KG_PER_KWH, emissionSavings } from '@pvd/shared/finance/emissions';
import { describe, expect, it } from 'vitest';

describe('emissionSavings', () => {
  it('multiplies 10 000 kWh by the emission factors', () => {
    // Act
    const savings = emissionSavings(10000);
    // Assess: 10 000 × 0.2556, 0.25358, 0.00065, 0.00137 kg/kWh
    expect(savings.co2EquivalentKg).toBeCloseTo(2556, 9);
    expect(savings.co2Kg).toBeCloseTo(2535.8, 9);
    expect(savings.ch4Kg).toBeCloseTo(6.5, 9);
    expect(savings.n2oKg).toBeCloseTo(13.7, 9);
  });

  it('gives the afforestation area as CO2E / 1000 × 4.95', () => {
    // 2556 kg / 1000 × 4.95 = 12.6522 ha
    expect(emissionSavings(10000).afforestationAreaHa).toBeCloseTo(12.6522, 9);
  });

  it('is zero without generation', () => {
    expect(emissionSavings(0)).toEqual({
      co2EquivalentKg: 0,
      co2Kg: 0,
      ch4Kg: 0,
      n2oKg: 0,
      afforestationAreaHa: 0,
    });
  });

  it('holds the spec factors', () => {
    expect(EMISSION_FACTORS_KG_PER_KWH).toEqual({
      co2Equivalent: 0.2556,
      co2: 0.25358,
      ch4: 0.00065,
      n2o: 0.00137,
    });
  });
});

describe('displayMass', () => {
  it('shows up to 9999 kg in kg', () => {
    expect(displayMass(2556)).toEqual({ value: 2556, unit: 'kg' });
    expect(displayMass(9999)).toEqual({ value: 9999, unit: 'kg' });
  });

  it('shows more than 9999 kg in t', () => {
    expect(displayMass(9999.5)).toEqual({ value: 9.9995, unit: 't' });
    expect(displayMass(10000)).toEqual({ value: 10, unit: 't' });
    expect(displayMass(25358)).toEqual({ value: 25.358, unit: 't' });
  });
});
