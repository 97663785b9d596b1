/**
 * Validation of the engine against pvlib-python on real weather files: every location, every
 * plane-of-array case and transposition model, the optimum orientation and the PVWatts
 * system of ../shared/fixtures/weather/pvlib-reference.json, through the command line's code
 * path (parseWeatherFile → computeSunPositions → runReport). Prints a table of differences.
 *
 * Targets: annual POA ±0.5 %, monthly POA ±1.5 %, optimum POA 0.3 %, annual AC ±1 %
 * (monthly DC and AC are checked at ±1.5 %); annual shaded POA of rows ±0.5 %,
 * skipped until pvlib's row-shading numbers are there: in the reference file (`row_shading`
 * below) or in ./pvlib-row-shading.json, written by bench/pvlib/row_shading_reference.py where
 * pvlib installs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranspositionModel } from '@pvd/shared/pv/irradiance/sky-diffuse';
import { type RunReport, type RunReportOptions, runReport } from '@pvd/shared/pv/simulation/run-report';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { parseWeatherFile } from '@pvd/shared/pv/weather/index';
import { describe, expect, it } from 'vitest';
import { PVWATTS_CASE } from '../../../bench/cases/pvwatts-case';
import { fixturesWeather, percent, row, worstMonthly } from './support';

const fixtures = fixturesWeather;
const referenceFile = join(fixtures, 'pvlib-reference.json');
// The real weather files and pvlib's numbers live beside the repository (../shared/fixtures),
// not in it: on a fresh clone there is nothing to validate against, so the suite skips itself.
const hasFixtures = existsSync(referenceFile);

interface ReferencePoa {
  annual_kwh_m2: number;
  monthly_kwh_m2: number[];
}
interface ReferenceLocation {
  file: string;
  weather: {
    annual_kwh_m2: { ghi: number; dhi: number; dni: number };
    temp_air_c: { min: number; mean: number; max: number };
  };
  poa: Record<string, { tilt_deg: number; azimuth_deg: number } & Record<TranspositionModel, ReferencePoa>>;
  optimum_perez: {
    optimal_tilt_deg: number;
    optimal_azimuth_deg: number;
    annual_poa_at_optimum_kwh_m2: number;
  };
  pvwatts_10kwp_tilt30: {
    annual_ac_kwh: number;
    annual_dc_kwh: number;
    monthly_ac_kwh: number[];
    monthly_dc_kwh: number[];
  };
  /**
   * NOT YET IN THE FILE (pvlib could not be installed where the shading was written): row-to-row
   * shading per case id (e.g. `tilt30_az180_w2_p4`, `tilt30_az180_w2_p3`, `tiltlat_az180_w2_p3.5`),
   * Perez, albedo 0.2, the solar position, DNI extra and air mass of the `poa` cases, computed as
   *   sf   = pvlib.shading.shaded_fraction1d(apparent_zenith, azimuth,
   *            axis_azimuth=azimuth_deg - 90, shaded_row_rotation=tilt_deg,
   *            collector_width=collector_width_m, pitch=pitch_m)          # defaults otherwise
   *   loss = pvlib.shading.sky_diffuse_passias(
   *            pvlib.shading.masking_angle_passias(tilt_deg, collector_width_m / pitch_m))
   *   poa  = get_total_irradiance(..., model='perez')
   *   shaded = poa_direct * (1 - sf) + poa_sky_diffuse * (1 - loss) + poa_ground_diffuse
   * summed like the `poa` cases (kWh/m², NaN hours as 0), with the beam and sky losses
   * Σ poa_direct·sf and Σ poa_sky_diffuse·loss.
   */
  row_shading?: Record<
    string,
    {
      tilt_deg: number;
      azimuth_deg: number;
      collector_width_m: number;
      pitch_m: number;
      annual_kwh_m2: number;
      monthly_kwh_m2: number[];
      beam_loss_kwh_m2: number;
      sky_diffuse_loss_kwh_m2: number;
    }
  >;
}

const MODELS: TranspositionModel[] = ['isotropic', 'haydavies', 'perez'];

/**
 * pvlib's row-shading numbers computed where pvlib installs (bench/pvlib/row_shading_reference.py),
 * kept in the repository until the fixtures' reference file carries its own `row_shading`.
 */
const localShadingFile = join(import.meta.dirname, 'pvlib-row-shading.json');

function loadLocations(): [string, ReferenceLocation][] {
  const reference = JSON.parse(readFileSync(referenceFile, 'utf8')) as {
    locations: Record<string, ReferenceLocation>;
  };
  if (existsSync(localShadingFile)) {
    const local = JSON.parse(readFileSync(localShadingFile, 'utf8')) as {
      locations: Record<string, NonNullable<ReferenceLocation['row_shading']>>;
    };
    for (const [name, cases] of Object.entries(local.locations)) {
      const location = reference.locations[name];
      if (location) location.row_shading = { ...cases, ...location.row_shading };
    }
  }
  return Object.entries(reference.locations);
}

describe.skipIf(!hasFixtures)('pvlib reference validation (../shared/fixtures)', () => {
  const locations = hasFixtures ? loadLocations() : [];
  const runs = new Map<
    string,
    { weather: ReturnType<typeof parseWeatherFile>; sun: ReturnType<typeof computeSunPositions> }
  >();
  const prepared = (name: string, location: ReferenceLocation) => {
    if (!runs.has(name)) {
      const weather = parseWeatherFile(readFileSync(join(fixtures, location.file), 'utf8'), location.file);
      runs.set(name, { weather, sun: computeSunPositions(weather) });
    }
    return runs.get(name)!;
  };
  const report = (
    name: string,
    location: ReferenceLocation,
    options: Partial<RunReportOptions>,
  ): RunReport => {
    const { weather, sun } = prepared(name, location);
    return runReport(weather, sun, { ...PVWATTS_CASE, ...options });
  };

  it.each(locations)('reads the weather of %s as pvlib does', (name, location) => {
    const { weather } = report(name, location, {});
    const lines = [row(['quantity', 'engine', 'pvlib', 'diff %'])];
    for (const key of ['ghi', 'dhi', 'dni'] as const) {
      const ours = weather[`${key}Annual`];
      lines.push(
        row([
          `${key} annual kWh/m²`,
          ours,
          location.weather.annual_kwh_m2[key],
          percent(ours, location.weather.annual_kwh_m2[key]),
        ]),
      );
      expect(Math.abs(percent(ours, location.weather.annual_kwh_m2[key]))).toBeLessThan(0.1);
    }
    console.log(`\n${name}: weather\n${lines.join('\n')}`);
    expect(weather.tempMean).toBeCloseTo(location.weather.temp_air_c.mean, 2);
    expect(weather.tempMin).toBeCloseTo(location.weather.temp_air_c.min, 6);
    expect(weather.tempMax).toBeCloseTo(location.weather.temp_air_c.max, 6);
  });

  it.each(locations)('reproduces every plane-of-array case and model of %s', (name, location) => {
    const lines = [row(['case', 'model', 'annual engine', 'annual pvlib', 'annual diff %', 'worst month %'])];
    for (const [caseId, planeCase] of Object.entries(location.poa)) {
      for (const model of MODELS) {
        const ours = report(name, location, {
          surfaceTilt: planeCase.tilt_deg,
          surfaceAzimuth: planeCase.azimuth_deg,
          transposition: model,
        }).poa;
        const theirs = planeCase[model];
        const annual = percent(ours.annual, theirs.annual_kwh_m2);
        const monthly = worstMonthly(ours.monthly, theirs.monthly_kwh_m2);
        lines.push(row([caseId, model, ours.annual, theirs.annual_kwh_m2, annual, monthly]));
        expect(Math.abs(annual)).toBeLessThan(0.5);
        expect(monthly).toBeLessThan(1.5);
      }
    }
    console.log(`\n${name}: plane-of-array irradiation\n${lines.join('\n')}`);
  });

  it.each(locations)('finds the optimum orientation of %s (Perez)', (name, location) => {
    const optimum = report(name, location, { optimum: true }).optimum!;
    const reference = location.optimum_perez;
    const difference = percent(optimum.poaAnnual, reference.annual_poa_at_optimum_kwh_m2);
    console.log(
      `\n${name}: optimum\n${row(['', 'tilt', 'azimuth', 'POA kWh/m²'])}\n${row(['engine', optimum.tilt, optimum.azimuth, optimum.poaAnnual])}\n` +
        `${row(['pvlib 1° brute force', reference.optimal_tilt_deg, reference.optimal_azimuth_deg, reference.annual_poa_at_optimum_kwh_m2])}\n` +
        `difference ${difference.toFixed(4)} %`,
    );
    expect(Math.abs(difference)).toBeLessThan(0.3);
    expect(Math.abs(optimum.tilt - reference.optimal_tilt_deg)).toBeLessThan(3);
    expect(Math.abs(optimum.azimuth - reference.optimal_azimuth_deg)).toBeLessThan(6);
  });

  // Skipped (not failed) while neither the fixtures' reference nor ./pvlib-row-shading.json has
  // pvlib's row-shading numbers: they must be computed where pvlib can be installed.
  const hasShadingReference = locations.some(([, location]) => location.row_shading !== undefined);
  it.skipIf(!hasShadingReference)('reproduces pvlib row-to-row shading (shaded POA ±0.5 % a year)', () => {
    for (const [name, location] of locations) {
      const lines = [row(['case', 'annual engine', 'annual pvlib', 'annual diff %', 'worst month %'])];
      for (const [caseId, shadingCase] of Object.entries(location.row_shading ?? {})) {
        const ours = report(name, location, {
          surfaceTilt: shadingCase.tilt_deg,
          surfaceAzimuth: shadingCase.azimuth_deg,
          transposition: 'perez',
          rows: { collectorWidthM: shadingCase.collector_width_m, pitchM: shadingCase.pitch_m },
        }).shading!;
        const annual = percent(ours.poaAnnual, shadingCase.annual_kwh_m2);
        const monthly = worstMonthly(ours.poaMonthly, shadingCase.monthly_kwh_m2);
        lines.push(row([caseId, ours.poaAnnual, shadingCase.annual_kwh_m2, annual, monthly]));
        expect(Math.abs(annual)).toBeLessThan(0.5);
        expect(monthly).toBeLessThan(1.5);
        expect(ours.beamLossAnnual).toBeCloseTo(shadingCase.beam_loss_kwh_m2, 0);
        expect(ours.diffuseLossAnnual).toBeCloseTo(shadingCase.sky_diffuse_loss_kwh_m2, 0);
      }
      console.log(`\n${name}: row-to-row shading\n${lines.join('\n')}`);
    }
  });

  it.each(locations)('reproduces the PVWatts 10 kWp system of %s', (name, location) => {
    const { energy } = report(name, location, {});
    const reference = location.pvwatts_10kwp_tilt30;
    const lines = [
      row(['', 'engine kWh', 'pvlib kWh', 'diff %', 'worst month %']),
      row([
        'DC',
        energy.dcAnnual,
        reference.annual_dc_kwh,
        percent(energy.dcAnnual, reference.annual_dc_kwh),
        worstMonthly(energy.dcMonthly, reference.monthly_dc_kwh),
      ]),
      row([
        'AC',
        energy.acAnnual,
        reference.annual_ac_kwh,
        percent(energy.acAnnual, reference.annual_ac_kwh),
        worstMonthly(energy.acMonthly, reference.monthly_ac_kwh),
      ]),
    ];
    console.log(`\n${name}: pvwatts_10kwp_tilt30\n${lines.join('\n')}`);
    expect(Math.abs(percent(energy.acAnnual, reference.annual_ac_kwh))).toBeLessThan(1);
    expect(Math.abs(percent(energy.dcAnnual, reference.annual_dc_kwh))).toBeLessThan(1);
    expect(worstMonthly(energy.acMonthly, reference.monthly_ac_kwh)).toBeLessThan(1.5);
    expect(worstMonthly(energy.dcMonthly, reference.monthly_dc_kwh)).toBeLessThan(1.5);
  });
});
