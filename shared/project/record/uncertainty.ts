/**
 * The project's uncertainty budget [UNC-7]: the items' standard deviations the user set, the
 * climate zone and an entered year-to-year variability. Every field may be left out (null or
 * absent), which means its default [UNC-2] [UNC-3]; a project saved before the section has all
 * the defaults.
 */
import * as z from 'zod';
import { boundedNumber } from '../../api/bounded-number';
import {
  defaultUncertaintyBudget,
  type IrradiationSourceKind,
  type UncertaintyBudget,
  type UncertaintyItemId,
  uncertaintyItemIds,
} from '../../pv/uncertainty/budget';
import { climateZones } from '../../pv/uncertainty/interannual';

/** Largest standard deviation of an item [UNC-7] [%]. */
export const MAX_ITEM_SIGMA_PERCENT = 50;
/** Largest σ of the ageing rate [UNC-7] [%/year]. */
export const MAX_DEGRADATION_SIGMA_PERCENT = 2;
/** Largest entered σ_iav [UNC-7] [%]. */
export const MAX_INTERANNUAL_SIGMA_PERCENT = 20;

/** The bounds of an item's standard deviation [UNC-7]: [%] (`degradation` [%/year]). */
export function itemSigmaMax(item: UncertaintyItemId): number {
  return item === 'degradation' ? MAX_DEGRADATION_SIGMA_PERCENT : MAX_ITEM_SIGMA_PERCENT;
}

const sigmaField = (max: number) =>
  boundedNumber(0, max, { text: true, requiredKey: 'numberRequired' }).nullish();

/** The items the user set; a missing one takes its default. */
const budgetInput = z.object(
  Object.fromEntries(uncertaintyItemIds.map((item) => [item, sigmaField(itemSigmaMax(item))])) as Record<
    UncertaintyItemId,
    ReturnType<typeof sigmaField>
  >,
);

/** The uncertainty section as sent and stored [UNC-7]. */
export const uncertaintyInput = z.object({
  budget: budgetInput.nullish(),
  /** The site's climate zone; absent, the latitude's [UNC-3]. */
  climateZone: z.enum(climateZones, { error: 'invalidValue' }).nullish(),
  /** σ_iav entered by the user; absent, the zone's default [UNC-3]. [%] */
  interannualSigmaPercent: sigmaField(MAX_INTERANNUAL_SIGMA_PERCENT),
});
export type UncertaintyInput = z.output<typeof uncertaintyInput>;

/**
 * The budget to compute with: the project's items, the defaults of its climate source where it
 * has none [UNC-2].
 * @param section the project's section, if any
 * @param source the climate source the figures come from
 */
export function uncertaintyBudgetOf(
  section: UncertaintyInput | null | undefined,
  source: IrradiationSourceKind,
): UncertaintyBudget {
  const defaults = defaultUncertaintyBudget(source);
  const own = section?.budget ?? {};
  return Object.fromEntries(
    uncertaintyItemIds.map((item) => [item, own[item] ?? defaults[item]]),
  ) as UncertaintyBudget;
}
