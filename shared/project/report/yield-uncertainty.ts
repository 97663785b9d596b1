/**
 * The yield's P50/P90/P99 of a project [UNC-1], as the live results and the report answer them:
 * the project's budget (its climate source's defaults where it sets none) [UNC-2], the site's
 * year-to-year variability [UNC-3], and the finance at P90 as a second case [UNC-6].
 */
import * as z from 'zod';
import {
  type IrradiationSourceKind,
  irradiationSourceKinds,
  uncertaintyItemIds,
} from '../../pv/uncertainty/budget';
import { yieldExceedance } from '../../pv/uncertainty/exceedance';
import { climateZones, interannualSigma } from '../../pv/uncertainty/interannual';
import { type UncertaintyInput, uncertaintyBudgetOf } from '../record/uncertainty';

/** The finance at P90 [UNC-6]: the P50's cash flow with every year's energy × P90/P50. */
export const financeAtP90Section = z.object({
  /** [FIN-1] */
  paybackYear: z.number().nullable(),
  /** [years] */
  paybackYears: z.number().nullable(),
  /** [currency] */
  netPresentValue: z.number(),
  /** [%/year] */
  internalRateOfReturn: z.number().nullable(),
});
export type FinanceAtP90 = z.infer<typeof financeAtP90Section>;

/** The yield's exceedance figures [UNC-1]: energies [kWh], standard deviations [%]. */
export const yieldUncertaintySection = z.object({
  /** The simulated first-year AC energy, the median. [kWh] */
  p50: z.number(),
  /** One year's P90 and P99. [kWh] */
  p90: z.number(),
  p99: z.number(),
  /** σ of one year's energy. [%] */
  sigmaPercent: z.number(),
  /** The mean of the first 10 years [UNC-5]: its P90, P99 [kWh] and σ [%]. */
  p90TenYear: z.number(),
  p99TenYear: z.number(),
  sigmaTenYearPercent: z.number(),
  /** The budget's own σ of one year, without the year-to-year variability. [%] */
  budgetSigmaPercent: z.number(),
  /** σ_iav used [%], where it came from and the climate zone [UNC-3]. */
  interannualSigmaPercent: z.number(),
  interannualBasis: z.enum(['entered', 'multi-year', 'zone']),
  climateZone: z.enum(climateZones),
  /** The climate source whose irradiation default applies. */
  irradiationSource: z.enum(irradiationSourceKinds),
  /** The items used, the project's or their defaults [%] (`degradation` [%/year]). */
  budget: z.object(
    Object.fromEntries(uncertaintyItemIds.map((item) => [item, z.number()])) as Record<
      (typeof uncertaintyItemIds)[number],
      z.ZodNumber
    >,
  ),
  /** The finance at P90 when the investment pages are asked for; else null [UNC-6]. */
  financeAtP90: financeAtP90Section.nullable(),
});
export type YieldUncertainty = z.infer<typeof yieldUncertaintySection>;

/** What a project's exceedance figures are computed from. */
export interface YieldUncertaintyInput {
  /** The project's uncertainty section, if any [UNC-7]. */
  section: UncertaintyInput | null | undefined;
  /** The climate source of the figures. */
  source: IrradiationSourceKind;
  /** The site's latitude [°]. */
  latitude: number;
  /** The simulated first-year AC energy [kWh]. */
  p50: number;
}

/**
 * The exceedance figures, without the finance at P90 (`withFinanceAtP90` adds it).
 * @param input the project's section, climate source, latitude and P50
 */
export function yieldUncertaintyOf(input: YieldUncertaintyInput): YieldUncertainty {
  const budget = uncertaintyBudgetOf(input.section, input.source);
  const variability = interannualSigma({
    latitude: input.latitude,
    zone: input.section?.climateZone ?? null,
    enteredSigmaPercent: input.section?.interannualSigmaPercent ?? null,
  });
  const figures = yieldExceedance(input.p50, budget, variability.sigmaPercent);
  return {
    ...figures,
    interannualSigmaPercent: variability.sigmaPercent,
    interannualBasis: variability.basis,
    climateZone: variability.zone,
    irradiationSource: input.source,
    budget,
    financeAtP90: null,
  };
}

/**
 * P90/P50 of one year [UNC-6]: the factor the finance at P90 scales every year's energy by;
 * 1 without energy.
 */
export function p90Factor(figures: Pick<YieldUncertainty, 'p50' | 'p90'>): number {
  return figures.p50 > 0 ? figures.p90 / figures.p50 : 1;
}
