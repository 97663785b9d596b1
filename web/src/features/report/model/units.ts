/**
 * The report's display units [FIN-3] [FIN-4]: masses above 9999 kg in t, the cumulative income in
 * one unit for the whole chart ('' / k above 999 / 万 above 9999), the years of the 25-year charts
 * labelled on odd years only (so 25 labels do not crowd an A4 width).
 */
import { type DisplayMass, displayMass } from '@pvd/shared/finance/emissions';
import { formatIncomeSeries, type IncomeUnit } from '@pvd/shared/finance/income-units';
import type { ReportData } from './report-data';

/** The four gases of the energy saving section, in the order they print. */
export const SAVING_GASES = ['CO2E', 'CO2', 'CH4', 'N2O'] as const;
export type SavingGas = (typeof SAVING_GASES)[number];

export interface SavingFigures {
  /** Each gas avoided in the first year, in kg, or in t above 9999 kg. */
  masses: (DisplayMass & { gas: SavingGas })[];
  /** Forest area that would absorb the CO2 equivalent (CO2E [t] × 4.95). [ha] */
  afforestationHa: number;
}

/**
 * The energy saving section's figures from the report's `energySaving` (kg and ha).
 *
 * @example
 * savingFigures({ CO2E: 25_560, CO2: 25_358, CH4: 65, N2O: 137, afforestationArea: 126.522 });
 * // masses: CO2E 25.56 t, CO2 25.358 t, CH4 65 kg, N2O 137 kg; afforestationHa 126.522
 */
export function savingFigures(saving: ReportData['energySaving']): SavingFigures {
  return {
    masses: SAVING_GASES.map((gas) => ({ gas, ...displayMass(saving[gas]) })),
    afforestationHa: saving.afforestationArea,
  };
}

export interface IncomeChart {
  /** The one unit of the whole chart: '' (the currency), 'k' (×1000) or 'w' (万, ×10 000). */
  unit: IncomeUnit;
  /** Years 0..25, in `unit`, 2 decimals. */
  values: number[];
}

/**
 * The cumulative income chart's values in the unit of its largest magnitude.
 *
 * @param cumulative - Cumulative cash flow, years 0..25. [currency]
 * @example
 * incomeChart([-49_840, -43_309.412, 1_307.566]); // { unit: 'w', values: [-4.98, -4.33, 0.13] }
 */
export function incomeChart(cumulative: readonly number[]): IncomeChart {
  return formatIncomeSeries(cumulative);
}

/**
 * The axis label of a year of the 25-year charts: the year on odd years, '' on even ones.
 *
 * @example
 * [1, 2, 3].map(yearAxisLabel); // ['1', '', '3']
 */
export function yearAxisLabel(year: number): string {
  return Math.abs(year % 2) === 1 ? String(year) : '';
}
