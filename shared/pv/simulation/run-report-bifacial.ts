/**
 * The bifacial block of a run's summary [BIF-5]: the infinite-sheds front and rear irradiation
 * of the rows and their global sum as pvlib's infinite_sheds.get_irradiance adds them.
 */
import { DEFAULT_SHADE_FACTOR, rearWeight } from '../bifacial/sheds-irradiance';
import type { MonthlyAnnual } from '../monthly-sums';
import type { BifacialPanels } from './types';

/** Front, rear and global irradiation of bifacial rows [kWh/m²]. */
export interface BifacialReport {
  poaFrontAnnual: number;
  poaBackAnnual: number;
  /** front + φ(1 + shade factor)(1 + transmission factor) × back. */
  poaGlobalAnnual: number;
  poaFrontMonthly: number[];
  poaBackMonthly: number[];
  bifaciality: number;
  shadeFactor: number;
  transmissionFactor: number;
}

/**
 * The bifacial block from the array's sums [BIF-5].
 * @param front the front's irradiation [kWh/m²]
 * @param back the rear's, unweighted [kWh/m²]
 * @param panels bifaciality and the rear's factors
 */
export function bifacialReport(
  front: MonthlyAnnual,
  back: MonthlyAnnual,
  panels: BifacialPanels,
): BifacialReport {
  return {
    poaFrontAnnual: front.annual,
    poaBackAnnual: back.annual,
    poaGlobalAnnual: front.annual + rearWeight(panels) * back.annual,
    poaFrontMonthly: front.monthly,
    poaBackMonthly: back.monthly,
    bifaciality: panels.bifaciality,
    shadeFactor: panels.shadeFactor ?? DEFAULT_SHADE_FACTOR,
    transmissionFactor: panels.transmissionFactor ?? 0,
  };
}
