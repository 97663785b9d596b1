import {
  cellTemperatureRoss,
  mppVoltageAt,
  openCircuitVoltageAt,
  relativeCoefficientPerC,
  shortCircuitCurrentAt,
  valueAtCellTemperature,
} from '@pvd/shared/electrical/temperature';
import { describe, expect, it } from 'vitest';
import { JA_SOLAR_550, SIEMENS_SM46 } from './fixtures/datasheets';

describe('relativeCoefficientPerC', () => {
  it('reads %/℃ as a hundredth: -0.275 %/℃ → -0.00275 /℃', () => {
    expect(relativeCoefficientPerC(-0.275, '%/℃', 49.9)).toBeCloseTo(-0.00275, 12);
  });

  it('converts mV/℃ with the STC value: -58 mV/℃ on Voc 18 V → -0.058 / 18 = -0.0032222 /℃', () => {
    expect(relativeCoefficientPerC(-58, 'mV/℃', 18)).toBeCloseTo(-0.058 / 18, 12);
  });

  it('gives 0 for an absolute coefficient on a zero STC value instead of dividing by zero', () => {
    expect(relativeCoefficientPerC(-58, 'mV/℃', 0)).toBe(0);
  });
});

describe('valueAtCellTemperature', () => {
  it('returns the STC value at 25 °C', () => {
    expect(valueAtCellTemperature(49.9, -0.00275, 25)).toBe(49.9);
  });
});

describe('openCircuitVoltageAt', () => {
  it('raises the JA Solar 550 W Voc at -25 °C by the datasheet coefficient', () => {
    // Prepare: JAM72S30-550/MR datasheet Voc 49.90 V, β -0.275 %/℃.
    // ΔT = -25 - 25 = -50 K; factor = 1 + (-0.00275)(-50) = 1.1375; Voc = 49.90 × 1.1375 = 56.76125 V
    // Act
    const voc = openCircuitVoltageAt(JA_SOLAR_550, -25);
    // Assess
    expect(voc).toBeCloseTo(56.76125, 9);
  });

  it('applies an mV/℃ coefficient per module: Siemens SM46 at -25 °C gives 18 + 0.058 × 50 = 20.9 V', () => {
    // Prepare: SM46 datasheet Voc 18 V, -0.058 V/℃ (OKSolar); ΔT = -50 K.
    // Act
    const voc = openCircuitVoltageAt(SIEMENS_SM46, -25);
    // Assess
    expect(voc).toBeCloseTo(20.9, 9);
  });

  it('gives the same Voc whichever unit an equivalent coefficient is stored in', () => {
    // Prepare: -0.275 %/℃ × 49.90 V = -0.137225 V/℃ = -137.225 mV/℃
    const inMillivolts = {
      ...JA_SOLAR_550,
      tempcoefficientvoc: -137.225,
      tempcoefficientvocunit: 'mV/℃' as const,
    };
    // Act
    const voc = openCircuitVoltageAt(inMillivolts, -25);
    // Assess
    expect(voc).toBeCloseTo(56.76125, 9);
  });
});

describe('shortCircuitCurrentAt', () => {
  it('raises the JA Solar Isc at 76.25 °C: 14.00 × (1 + 0.00045 × 51.25) = 14.322875 A', () => {
    expect(shortCircuitCurrentAt(JA_SOLAR_550, 76.25)).toBeCloseTo(14.322875, 9);
  });

  it('reads an mV/℃-labelled current coefficient as mA/℃: SM46 at 75 °C is 3.35 + 0.0012 × 50 = 3.41 A', () => {
    expect(shortCircuitCurrentAt(SIEMENS_SM46, 75)).toBeCloseTo(3.41, 9);
  });
});

describe('mppVoltageAt', () => {
  it('uses the Pmax coefficient when known: 41.96 × (1 - 0.0035 × 51.25) = 34.433425 V', () => {
    expect(mppVoltageAt(JA_SOLAR_550, 76.25)).toBeCloseTo(34.433425, 9);
  });

  it("falls back to Voc's relative coefficient: 41.96 × (1 - 0.00275 × 51.25) = 36.0462625 V", () => {
    // Prepare
    const { tempCoefficientPmax: _, ...withoutPmax } = JA_SOLAR_550;
    // Act
    const vmp = mppVoltageAt(withoutPmax, 76.25);
    // Assess
    expect(vmp).toBeCloseTo(36.0462625, 9);
  });
});

describe('cellTemperatureRoss', () => {
  it("reproduces pvlib's test_ross values (pvlib/tests/test_temperature.py)", () => {
    // pvlib: ross([1000, 600, 1000], [20, 40, 60], [40, 100, 20]) → [45, 100, 60]
    expect(cellTemperatureRoss(20, 1000, 40)).toBeCloseTo(45, 12);
    expect(cellTemperatureRoss(40, 600, 100)).toBeCloseTo(100, 12);
    expect(cellTemperatureRoss(60, 1000, 20)).toBeCloseTo(60, 12);
  });

  it('adds 31.25 K at full sun with a 45 °C NOCT: 45 + 25 / 800 × 1000 = 76.25 °C', () => {
    expect(cellTemperatureRoss(45, 1000, 45)).toBeCloseTo(76.25, 12);
  });

  it('leaves the cell at ambient temperature with no irradiance', () => {
    expect(cellTemperatureRoss(-25, 0, 45)).toBe(-25);
  });
});
