import {
  cellTemperature,
  faimanTemperature,
  resolveTemperatureModel,
  SAPM_MOUNTINGS,
  sapmCellTemperature,
  sapmModuleTemperature,
  TEMPERATURE_MODELS,
  type TemperatureModel,
} from '@pvd/shared/pv/temperature';
import { describe, expect, it } from 'vitest';

describe('SAPM cell temperature', () => {
  it('reproduces pvlib test_sapm_cell / test_sapm_module (900 W/m², 20 °C, 5 m/s, open rack glass/glass)', () => {
    const parameters = SAPM_MOUNTINGS['open-rack-glass-glass'];
    // pvlib: 43.509 (rtol 1e-3) and 40.809
    expect(sapmCellTemperature(900, 20, 5, parameters)).toBeCloseTo(43.509, 3);
    expect(sapmModuleTemperature(900, 20, 5, parameters)).toBeCloseTo(40.809, 3);
  });

  it('has the four mountings of King et al. 2004, Table 1', () => {
    expect(SAPM_MOUNTINGS).toEqual({
      'open-rack-glass-glass': { a: -3.47, b: -0.0594, deltaT: 3 },
      'close-mount-glass-glass': { a: -2.98, b: -0.0471, deltaT: 1 },
      'open-rack-glass-polymer': { a: -3.56, b: -0.075, deltaT: 3 },
      'insulated-back-glass-polymer': { a: -2.81, b: -0.0455, deltaT: 0 },
    });
  });

  it('runs hotter for more insulated mountings and equals the air without irradiance', () => {
    const temps = Object.values(SAPM_MOUNTINGS).map((p) => sapmCellTemperature(800, 25, 2, p));
    expect(Math.max(...temps)).toBe(
      sapmCellTemperature(800, 25, 2, SAPM_MOUNTINGS['insulated-back-glass-polymer']),
    );
    expect(sapmCellTemperature(0, 12, 3, SAPM_MOUNTINGS['open-rack-glass-polymer'])).toBe(12);
  });
});

describe('faimanTemperature', () => {
  it('reproduces pvlib test_faiman_default: 35.203 °C (atol 0.001)', () => {
    expect(Math.abs(faimanTemperature(900, 20, 5) - 35.203)).toBeLessThan(0.001);
  });
});

describe('resolveTemperatureModel', () => {
  it('resolves every model name and computes through the dispatcher', () => {
    for (const name of TEMPERATURE_MODELS) {
      const model = resolveTemperatureModel(name);
      expect(cellTemperature(model, 0, 10, 1)).toBe(10);
    }
    expect(cellTemperature(resolveTemperatureModel('faiman'), 900, 20, 5)).toBe(
      faimanTemperature(900, 20, 5),
    );
  });

  it('rejects an unknown name', () => {
    expect(() => resolveTemperatureModel('sapm-roof' as TemperatureModel)).toThrow(
      /invalid temperature model/,
    );
  });
});
