/**
 * The investment items beside the PV system's cost per W [FIN-6]: the battery's own cost (per kWh
 * of nominal capacity) and a separate power conversion system's (per kW), the yearly operation and
 * maintenance and insurance, an inverter replacement, and the escalation of the flat tariff's
 * prices. The defaults and their sources are in docs/investment-items.md; a project saved before
 * these items existed has none of them, and then only the battery's cost takes its default (a
 * battery is never free), the others none, so its other figures stay as they were.
 */
import * as z from 'zod';
import { PROJECT_LIMITS } from '../constants/limits';

const money = () =>
  z
    .number({ error: 'numberRequired' })
    .min(0, { error: 'notNegative' })
    .max(PROJECT_LIMITS.money, { error: 'tooLarge' });
const share = () =>
  z.number({ error: 'numberRequired' }).min(0, { error: 'notNegative' }).max(100, { error: 'tooLarge' });

/** The items as the investment step sends and the project stores them; absent fields take the defaults. */
export const costItemsInput = z.object({
  /** The battery's own cost per kWh of nominal capacity, installed. [currency/kWh] */
  batteryCostPerKwh: money().optional(),
  /** A separate power conversion system's cost per kW of the bank's power (0: in the hybrid inverter). [currency/kW] */
  pcsCostPerKw: money().optional(),
  /** Yearly operation and maintenance of the PV system, of its investment. [%/year] */
  pvOperationPercentPerYear: share().optional(),
  /** Yearly operation and maintenance of the battery, of its own cost. [%/year] */
  batteryOperationPercentPerYear: share().optional(),
  /** Yearly insurance, of the whole investment. [%/year] */
  insurancePercentPerYear: share().optional(),
  /** Year of operation the inverters are replaced in (0: never). */
  inverterReplacementYear: z
    .number({ error: 'numberRequired' })
    .int({ error: 'invalidValue' })
    .min(0, { error: 'notNegative' })
    .max(PROJECT_LIMITS.years, { error: 'tooLarge' })
    .optional(),
  /** The inverter replacement's cost per W of PV capacity. [currency/W] */
  inverterReplacementCostPerW: money().optional(),
  /** Yearly escalation of the flat tariff's import price (a project tariff carries its own [TAR-2]). [%/year] */
  electricityPriceEscalationPercentPerYear: z
    .number({ error: 'numberRequired' })
    .min(-20, { error: 'tooSmall' })
    .max(20, { error: 'tooLarge' })
    .optional(),
});
export type CostItemsInput = z.output<typeof costItemsInput>;

/** Every item with a value. */
export type CostItems = Required<CostItemsInput>;

/**
 * The stated defaults [FIN-6], in CNY (the investment defaults' currency [WIZ-11]); the sources
 * are in docs/investment-items.md.
 */
export const DEFAULT_COST_ITEMS: CostItems = {
  batteryCostPerKwh: 800,
  pcsCostPerKw: 0,
  pvOperationPercentPerYear: 1,
  batteryOperationPercentPerYear: 2.5,
  insurancePercentPerYear: 0.25,
  inverterReplacementYear: 12,
  inverterReplacementCostPerW: 0.15,
  electricityPriceEscalationPercentPerYear: 0,
};

/** The money items (converted with the currency [WIZ-12]); the others are shares or years. */
export const COST_ITEM_MONEY_KEYS = [
  'batteryCostPerKwh',
  'pcsCostPerKw',
  'inverterReplacementCostPerW',
] as const;

/** The items a project's figures take, and whether the battery's cost is the default. */
export interface ResolvedCostItems {
  items: CostItems;
  /** No items stored: only the battery's cost took its default. */
  stated: boolean;
  /** The battery's cost is the default, not the project's own. */
  batteryCostIsDefault: boolean;
}

/**
 * The items of a project's investment [FIN-6].
 *
 * @param stored - The project's items; absent: saved before they existed.
 * @param defaults - The defaults in the investment's currency (`DEFAULT_COST_ITEMS` converted).
 * @example
 * resolveCostItems(undefined).items.batteryCostPerKwh; // 800: a battery is never free
 * resolveCostItems(undefined).items.pvOperationPercentPerYear; // 0: the figures of before
 */
export function resolveCostItems(
  stored: CostItemsInput | null | undefined,
  defaults: CostItems = DEFAULT_COST_ITEMS,
): ResolvedCostItems {
  if (!stored) {
    return {
      items: {
        ...defaults,
        pvOperationPercentPerYear: 0,
        batteryOperationPercentPerYear: 0,
        insurancePercentPerYear: 0,
        inverterReplacementYear: 0,
        inverterReplacementCostPerW: 0,
        electricityPriceEscalationPercentPerYear: 0,
      },
      stated: false,
      batteryCostIsDefault: true,
    };
  }
  const given = Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
  return {
    items: { ...defaults, ...given },
    stated: true,
    batteryCostIsDefault: stored.batteryCostPerKwh === undefined,
  };
}
