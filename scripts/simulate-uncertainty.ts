/**
 * `--uncertainty` (scripts/simulate.ts) [UNC-1]: the P50/P90/P99 of the simulated annual AC
 * energy, with the default budget of an uploaded weather file [UNC-2] and the site's
 * year-to-year variability [UNC-3], as the `yield` block of the result and its text lines.
 */
import { defaultUncertaintyBudget, type UncertaintyBudget } from '../shared/pv/uncertainty/budget';
import { yieldExceedance } from '../shared/pv/uncertainty/exceedance';
import {
  type ClimateZone,
  type InterannualBasis,
  interannualSigma,
} from '../shared/pv/uncertainty/interannual';
import type { UncertaintyArgs } from './simulate-uncertainty-args';

/** The `yield` block: energies [kWh], standard deviations [%]. */
export interface CliYield {
  /** The simulated annual AC energy, the median [kWh]. */
  p50: number;
  /** One year's P90 and P99 [kWh]. */
  p90: number;
  p99: number;
  /** σ of one year's energy [%]. */
  sigma: number;
  /** The mean of the first 10 years' P90 and P99 [kWh], and its σ [%]. */
  p90TenYear: number;
  p99TenYear: number;
  sigmaTenYear: number;
  /** The budget's own σ for one year, without the year-to-year variability [%]. */
  sigmaBudget: number;
  /** σ_iav used [%], where it came from and the climate zone. */
  sigmaInterannual: number;
  interannualBasis: InterannualBasis;
  climateZone: ClimateZone;
  /** The budget's items [%] (degradation [%/year]). */
  budget: UncertaintyBudget;
}

/**
 * The `yield` block of a run's annual AC energy.
 * @param acAnnual the simulated annual AC energy [kWh]
 * @param latitude the weather site's latitude, for the zone [°]
 * @param args --interannual-sigma and --climate-zone
 */
export function cliYield(acAnnual: number, latitude: number, args: UncertaintyArgs): CliYield {
  // The command line simulates a weather file: its budget is an uploaded file's [UNC-2].
  const budget = defaultUncertaintyBudget('weather-file');
  const variability = interannualSigma({
    latitude,
    zone: args.climateZone ?? null,
    enteredSigmaPercent: args.interannualSigmaPercent ?? null,
  });
  const figures = yieldExceedance(acAnnual, budget, variability.sigmaPercent);
  return {
    p50: figures.p50,
    p90: figures.p90,
    p99: figures.p99,
    sigma: figures.sigmaPercent,
    p90TenYear: figures.p90TenYear,
    p99TenYear: figures.p99TenYear,
    sigmaTenYear: figures.sigmaTenYearPercent,
    sigmaBudget: figures.budgetSigmaPercent,
    sigmaInterannual: variability.sigmaPercent,
    interannualBasis: variability.basis,
    climateZone: variability.zone,
    budget,
  };
}

/** The text lines of the `yield` block: [kWh] with one decimal, [%] with two. */
export function formatYieldText(figures: CliYield): string {
  const kwh = (x: number) => x.toFixed(1);
  const pct = (x: number) => x.toFixed(2);
  return [
    `yield       P50 ${kwh(figures.p50)} kWh; one year: P90 ${kwh(figures.p90)}, P99 ${kwh(figures.p99)} kWh (σ ${pct(figures.sigma)} %)`,
    `yield 10 y  mean of 10 years: P90 ${kwh(figures.p90TenYear)}, P99 ${kwh(figures.p99TenYear)} kWh (σ ${pct(figures.sigmaTenYear)} %)`,
    `σ parts     budget ${pct(figures.sigmaBudget)} %, year-to-year ${pct(figures.sigmaInterannual)} % (${figures.interannualBasis}, ${figures.climateZone})`,
  ].join('\n');
}
