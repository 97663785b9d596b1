import {
  hotCellTemperatureC,
  hotMppVoltageAdvisory,
  shortCircuitCurrentAdvisory,
} from '@pvd/shared/electrical/advisories';
import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import { describe, expect, it } from 'vitest';
import { INVERTER_5KW_1PH, INVERTER_100KW_3PH, JA_SOLAR_550 } from './fixtures/datasheets';

/** A hot site: maximum ambient +45 °C; cell at 45 + (45 - 20) / 800 × 1000 = 76.25 °C. */
const hotSite = { siteMaxTemperatureC: 45 };

describe('hotCellTemperatureC', () => {
  it('adds 31.25 K to the site maximum with the default NOCT 45 °C and 1000 W/m²', () => {
    expect(hotCellTemperatureC(hotSite)).toBeCloseTo(76.25, 12);
  });

  it("uses the panel's NOCT and a given irradiance: 45 + (42 - 20) / 800 × 800 = 67 °C", () => {
    expect(hotCellTemperatureC({ siteMaxTemperatureC: 45, noctC: 42, irradianceWm2: 800 })).toBeCloseTo(
      67,
      12,
    );
  });
});

describe('hotMppVoltageAdvisory', () => {
  const limits = readInverterLimits(INVERTER_100KW_3PH);

  it('warns when 5 panels drop below 200 V on a +45 °C day although 209.8 V passes at STC', () => {
    // Vmp(76.25 °C) = 41.96 × (1 - 0.0035 × 51.25) = 34.433425 V; × 5 = 172.167125 V < 200 V
    // Act
    const advisory = hotMppVoltageAdvisory(limits, JA_SOLAR_550, 5, hotSite);
    // Assess
    expect(advisory.cellTemperatureC).toBeCloseTo(76.25, 12);
    expect(advisory.stringMppVoltageV).toBeCloseTo(172.167125, 9);
    expect(advisory.result).toBe('warning');
  });

  it('passes 6 panels: 34.433425 × 6 = 206.60055 V ≥ 200 V', () => {
    // Act
    const advisory = hotMppVoltageAdvisory(limits, JA_SOLAR_550, 6, hotSite);
    // Assess
    expect(advisory.stringMppVoltageV).toBeCloseTo(206.60055, 9);
    expect(advisory.result).toBe('success');
  });
});

describe('shortCircuitCurrentAdvisory', () => {
  it('compares with max DC current × 1.25 when the model states no limit: 14.32 A ≤ 15.625 A', () => {
    // Isc(76.25 °C) = 14.00 × (1 + 0.00045 × 51.25) = 14.322875 A; limit 12.5 × 1.25 = 15.625 A
    // Prepare
    const limits = readInverterLimits(INVERTER_5KW_1PH);
    // Act
    const advisory = shortCircuitCurrentAdvisory(limits, 0, JA_SOLAR_550, 1, hotSite);
    // Assess
    expect(advisory.shortCircuitCurrentA).toBeCloseTo(14.322875, 9);
    expect(advisory.limitA).toBeCloseTo(15.625, 12);
    expect(advisory.limitSource).toBe('max-dc-current');
    expect(advisory.result).toBe('success');
  });

  it("warns against the model's own short-circuit limit: 14.32 A > 14 A", () => {
    // Prepare
    const limits = readInverterLimits({ ...INVERTER_5KW_1PH, maxshortcircuitcurrent: '14/14' });
    // Act
    const advisory = shortCircuitCurrentAdvisory(limits, 1, JA_SOLAR_550, 1, hotSite);
    // Assess
    expect(advisory.limitA).toBe(14);
    expect(advisory.limitSource).toBe('model');
    expect(advisory.result).toBe('warning');
  });

  it('multiplies by the strings: 2 × 14.322875 = 28.64575 A ≤ 30 × 1.25 = 37.5 A', () => {
    // Prepare
    const limits = readInverterLimits(INVERTER_100KW_3PH);
    // Act
    const advisory = shortCircuitCurrentAdvisory(limits, 9, JA_SOLAR_550, 2, hotSite);
    // Assess
    expect(advisory.shortCircuitCurrentA).toBeCloseTo(28.64575, 9);
    expect(advisory.limitA).toBeCloseTo(37.5, 12);
    expect(advisory.result).toBe('success');
  });
});
