/**
 * The offline estimate errs low: on real weather years no site more than 5 % above its annual
 * GHI and at most a quarter of them more than 15 % below (shared/pv/climate/clear-sky-index.ts;
 * the table: `npx tsx scripts/calibrate-climate-estimate.ts`).
 */

import { offlineClimate } from '@pvd/functions/_lib/climate/offline-estimate';
import { estimateClimateFromClearSky } from '@pvd/shared/pv/climate/clear-sky-estimate';
import { ESTIMATE_GHI_ERROR } from '@pvd/shared/pv/climate/clear-sky-index';
import { describe, expect, it } from 'vitest';
import { annualGhi, readCalibrationSites } from '../../../scripts/calibration-sites';

/** Estimate over real annual GHI, less one. [-] */
function error(latitude: number, longitude: number, realKwh: number): number {
  return annualGhi(offlineClimate(latitude, longitude).climate) / realKwh - 1;
}

/**
 * Real annual GHI [kWh/m²] of a few of the calibration years, summed from the files named (the
 * files themselves are not in the repository).
 */
const HAND_PICKED = [
  // pvlib-python pvlib/data/703165TY.csv, NSRDB TMY3, the cloudy Alaskan coast.
  { name: 'Sand Point AK', latitude: 55.317, longitude: -160.517, ghi: 829.2 },
  // pvlib-python tests/data/NLD_Amsterdam062400_IWEC.epw.
  { name: 'Amsterdam NL', latitude: 52.3, longitude: 4.77, ghi: 982.5 },
  // ../shared/fixtures/weather/723170TYA.CSV, NSRDB TMY3.
  { name: 'Greensboro NC', latitude: 36.1, longitude: -79.95, ghi: 1566.2 },
  // pvlib-python tests/data/test_psm3_tmy-2017.csv, NSRDB PSM3 TMY, about 2 km up on the plateau.
  { name: 'NW Colorado', latitude: 40.5137, longitude: -108.5449, ghi: 1777.9 },
  // pvlib-python pvlib/data/12839.tm2, NREL TMY2: a sunny coast, the one site far below.
  { name: 'Miami FL', latitude: 25.8, longitude: -80.267, ghi: 1792.6 },
];

describe('the offline estimate against a few real years (numbers copied from the files)', () => {
  it('is never more than 5 % above and at most one of five more than 15 % below', () => {
    const errors = HAND_PICKED.map((site) => error(site.latitude, site.longitude, site.ghi));
    for (const [i, e] of errors.entries()) {
      expect(e, HAND_PICKED[i]!.name).toBeLessThanOrEqual(0.05);
      expect(e, HAND_PICKED[i]!.name).toBeGreaterThanOrEqual(-ESTIMATE_GHI_ERROR.below);
    }
    expect(errors.filter((e) => e < -0.15).length).toBeLessThanOrEqual(1);
  });

  it('was 40 % too sunny on the Alaskan coast and 26 % in Amsterdam with the former constant 0.72', () => {
    const former = (latitude: number, longitude: number) =>
      annualGhi(
        estimateClimateFromClearSky(
          { latitude, longitude, elevation: 0, timezone: Math.round(longitude / 15) },
          { clearSkyIndex: 0.72 },
        ).climate,
      );
    expect(former(55.317, -160.517) / 829.2 - 1).toBeGreaterThan(0.35);
    expect(former(52.3, 4.77) / 982.5 - 1).toBeGreaterThan(0.2);
  });

  it('gives Hangzhou about the 1,280 kWh/m² of satellite data, not 1,680', () => {
    // Satellite-derived annual GHI at Hangzhou is about 1,280 kWh/m² (the figure the estimate was
    // found 30 % above); the coast makes it the cloudy index now. Tolerance: −15 % to +5 %.
    expect(error(30.27, 120.15, 1280)).toBeLessThanOrEqual(0.05);
    expect(error(30.27, 120.15, 1280)).toBeGreaterThan(-0.15);
  });
});

const sites = readCalibrationSites();

describe.skipIf(sites.length === 0)('the offline estimate against every weather year on this machine', () => {
  it('meets the targets: none above +5 %, at most a quarter below −15 %, all within the stated range', () => {
    const errors = sites.map(({ site, year }) => ({
      name: site.name,
      error: error(site.latitude, site.longitude, year.ghiAnnual),
    }));
    for (const { name, error: e } of errors) {
      expect(e, name).toBeLessThanOrEqual(ESTIMATE_GHI_ERROR.above);
      expect(e, name).toBeGreaterThanOrEqual(-ESTIMATE_GHI_ERROR.below);
    }
    expect(errors.filter((e) => e.error < -0.15).length).toBeLessThanOrEqual(Math.floor(sites.length / 4));
  });
});
