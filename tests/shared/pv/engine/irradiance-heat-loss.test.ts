import { irradianceAndHeatLoss } from '@pvd/shared/pv/engine/irradiance-heat-loss';
import { annualPoaGlobal, planeGeometry } from '@pvd/shared/pv/irradiance/transposition-basis';
import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateArrayYear } from '@pvd/shared/pv/simulation/array-year';
import { describe, expect, it } from 'vitest';
import { testClimateYear as testClimate } from '../support/pvgis-year';

describe('irradianceAndHeatLoss', () => {
  const climate = testClimate();
  const best = climate.derived().best;
  const atBest = { surfaceTilt: best.surfaceTilt, surfaceAzimuth: best.surfaceAzimuth };

  it('finds no irradiance loss for an array at the best orientation', () => {
    expect(irradianceAndHeatLoss(climate, [atBest]).irradianceLoss).toBe(0);
  });

  it('gives the loss of annual irradiation against the optimum: 1 − H/H*', () => {
    // Prepare: a vertical east wall
    const H = annualPoaGlobal(climate.basis(), planeGeometry(90, 90));
    // Act
    const { irradianceLoss } = irradianceAndHeatLoss(climate, [{ surfaceTilt: 90, surfaceAzimuth: 90 }]);
    // Assess
    expect(irradianceLoss).toBeCloseTo((1 - H / best.poaAnnual) * 100, 2);
    expect(irradianceLoss).toBeGreaterThan(30);
  });

  it('weighs the arrays by panel efficiency when every array gives one, else equally', () => {
    const east = { surfaceTilt: 90, surfaceAzimuth: 90 };
    const alone = irradianceAndHeatLoss(climate, [east]).irradianceLoss;
    const equal = irradianceAndHeatLoss(climate, [atBest, east]).irradianceLoss;
    const weighted = irradianceAndHeatLoss(climate, [
      { ...atBest, panelEfficiency: 20 },
      { ...east, panelEfficiency: 10 },
    ]).irradianceLoss;
    const partly = irradianceAndHeatLoss(climate, [{ ...atBest, panelEfficiency: 20 }, east]).irradianceLoss;
    expect(equal).toBeCloseTo(alone / 2, 1);
    expect(weighted).toBeCloseTo(alone / 3, 1);
    expect(partly).toBe(equal);
  });

  it('finds no heat loss for panels without a temperature coefficient', () => {
    expect(irradianceAndHeatLoss(climate, [{ ...atBest, tempCoefficientPmax: 0 }]).heatloss).toBe(0);
  });

  it('is linear in γ, as PVWatts’ P = P₀·G/1000·(1 + γ(T_cell − 25 °C)) is', () => {
    const half = irradianceAndHeatLoss(climate, [{ ...atBest, tempCoefficientPmax: -0.2 }]).heatloss;
    const full = irradianceAndHeatLoss(climate, [{ ...atBest, tempCoefficientPmax: -0.4 }]).heatloss;
    expect(half).toBeGreaterThan(0);
    expect(full).toBeCloseTo(2 * half, 1);
  });

  it('grows by −γ·ΔT when the average temperature is ΔT warmer (cells follow the air under SAPM)', () => {
    // Prepare
    const mean = climate.derived().tempMean;
    const arrays = [{ ...atBest, tempCoefficientPmax: -0.37 }];
    // Act
    const asIs = irradianceAndHeatLoss(climate, arrays, mean).heatloss;
    const warmer = irradianceAndHeatLoss(climate, arrays, mean + 10).heatloss;
    // Assess: 0.37 %/K × 10 K
    expect(warmer - asIs).toBeCloseTo(3.7, 1);
    expect(irradianceAndHeatLoss(climate, arrays).heatloss).toBe(asIs);
  });

  it('with rows, takes the heat loss of the energy left after the shading: ΔE_T / (nominal − shading − IAM)', () => {
    // Prepare: rows 2 m wide 2.5 m apart (GCR 0.8) at 30°, shaded in every low-sun hour.
    const rows = { collectorWidthM: 2, pitchM: 2.5 };
    const array = { surfaceTilt: 30, surfaceAzimuth: 180, tempCoefficientPmax: -0.37, rows };
    const { losses } = simulateArrayYear(
      { array: { ...array, dcCapacity: 1000 }, losses: NO_SYSTEM_LOSSES },
      climate.weather(),
      climate.sun(),
    );
    // Without flat losses the temperature and IAM steps are the models' alone.
    const expected =
      (losses.temperatureModel / (losses.nominal - losses.shading - losses.incidenceAngleModel)) * 100;
    // Act
    const shaded = irradianceAndHeatLoss(climate, [array]).heatloss;
    const open = irradianceAndHeatLoss(climate, [{ ...array, rows: undefined }]).heatloss;
    // Assess: the rows take over 5 % of the nominal energy, and the loss is theirs.
    expect(losses.shading / losses.nominal).toBeGreaterThan(0.05);
    expect(shaded).toBeCloseTo(expected, 2);
    expect(shaded).not.toBe(open);
  });
});
