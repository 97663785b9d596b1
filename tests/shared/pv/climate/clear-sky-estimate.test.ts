import { DAYS_PER_MONTH } from '@pvd/shared/pv/civil-calendar';
import { clearSkyGhiHaurwitzFromCos } from '@pvd/shared/pv/climate/clear-sky';
import {
  CLEAR_SKY_ESTIMATE_SOURCE,
  estimateClimateFromClearSky,
} from '@pvd/shared/pv/climate/clear-sky-estimate';
import { COASTAL_CLEAR_SKY_INDEX, typicalClearSkyIndex } from '@pvd/shared/pv/climate/clear-sky-index';
import { syntheticFrame } from '@pvd/shared/pv/climate/synthetic-year';
import { describe, expect, it } from 'vitest';

const site = { latitude: 36.1, longitude: -79.95, elevation: 273, timezone: -5 };

describe('estimateClimateFromClearSky', () => {
  it('is flagged as an estimate, labelled, and says so in words', () => {
    const estimate = estimateClimateFromClearSky(site);
    expect(estimate.isEstimate).toBe(true);
    expect(estimate.climate.source).toBe(CLEAR_SKY_ESTIMATE_SOURCE);
    expect(estimate.notice).toMatch(/estimated/i);
  });

  it('is the Haurwitz clear-sky irradiation times the clear-sky index, by default the cloudy coastal one', () => {
    const { sun } = syntheticFrame(site);
    let june = 0;
    sun.sunUp.forEach((cosZenith, i) => {
      if (sun.month[i] === 5) june += clearSkyGhiHaurwitzFromCos(cosZenith);
    });
    const estimate = estimateClimateFromClearSky(site);
    expect(estimate.climate.ghiDaily[5]).toBeCloseTo(
      (june / 1000 / DAYS_PER_MONTH[5]) * COASTAL_CLEAR_SKY_INDEX,
      9,
    );
    // Greensboro's real annual GHI is 1566 kWh/m² (NSRDB TMY3 723170TYA.CSV); with its own index
    // (250 km from the sea on the bundled map, 150 m) the estimate lands within 5 %, and not above.
    const own = estimateClimateFromClearSky(site, {
      clearSkyIndex: typicalClearSkyIndex({ latitude: 36.1, coastKm: 200, elevationM: 150 }),
    });
    const annual = own.climate.ghiDaily.reduce((sum, daily, m) => sum + daily * DAYS_PER_MONTH[m]!, 0);
    expect(annual / 1566 - 1).toBeGreaterThan(-0.05);
    expect(annual / 1566 - 1).toBeLessThanOrEqual(0.05);
  });

  it("uses the project's temperatures when given, with summer in July north and January south", () => {
    const north = estimateClimateFromClearSky(site, { tempMean: 15, tempMin: -10, tempMax: 30 }).climate
      .tempMean;
    const south = estimateClimateFromClearSky({ ...site, latitude: -36.1 }).climate.tempMean;
    expect(north.reduce((a, b) => a + b, 0) / 12).toBeCloseTo(15, 9);
    expect(north.indexOf(Math.max(...north))).toBe(6);
    expect(south.indexOf(Math.max(...south))).toBe(0);
  });

  it('accepts a monthly clear-sky index', () => {
    const index = new Array(12).fill(0.5);
    const half = estimateClimateFromClearSky(site, { clearSkyIndex: index }).climate.ghiDaily;
    const full = estimateClimateFromClearSky(site, { clearSkyIndex: 1 }).climate.ghiDaily;
    half.forEach((value, m) => {
      expect(value).toBeCloseTo(full[m]! / 2, 9);
    });
  });

  it('takes the annual mean from a latitude rule fitted to station normals: 27.2 °C to 15°, 0.54 K colder a degree beyond', () => {
    const annualMean = (latitude: number) => {
      const months = estimateClimateFromClearSky({ ...site, latitude }).climate.tempMean;
      return months.reduce((sum, t) => sum + t, 0) / 12;
    };
    // Hangzhou 30.27° N: 27.2 − 0.54 × 15.27 = 18.95 °C (normal about 17 °C; the former rule gave 21.9 °C).
    expect(annualMean(30.27)).toBeCloseTo(18.95, 2);
    // Beijing 39.9° N: 13.75 °C (normal about 13 °C); the tropics 27.2 °C on either side of the equator.
    expect(annualMean(39.9)).toBeCloseTo(13.75, 2);
    expect(annualMean(10)).toBeCloseTo(27.2, 9);
    expect(annualMean(-10)).toBeCloseTo(27.2, 9);
  });
});
