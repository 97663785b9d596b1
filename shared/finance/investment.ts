/**
 * The project's investment data and its defaults [WIZ-11].
 *
 * Units, decided here because [WIZ-11] gives a unit for the total cost only (per W) and none
 * for the itemised costs: every cost field is a price per watt of installed PV capacity [currency/W], the
 * itemised expenses included (battery too), so that "total cost = the sum of the itemised
 * expenses" holds between like quantities. The money spent on a project is that price times
 * the capacity: see `totalInvestment`.
 */

import type { CostItemsInput } from './cost-items';

/** The twelve itemised expenses, in the order the form shows them (`chargeDetails`). */
export const CHARGE_DETAIL_KEYS = [
  'component',
  'inverter',
  'allocator',
  'transformer',
  'bracket',
  'transportation',
  'repair',
  'installation',
  'battery',
  'stabilizer',
  'waterPump',
  'other',
] as const;

export type ChargeDetailKey = (typeof CHARGE_DETAIL_KEYS)[number];

/** Itemised expenses, each per watt of installed PV capacity. [currency/W] */
export type ChargeDetails = Record<ChargeDetailKey, number>;

/** The loan block (server names loanratio, lendingrates, loanterm). */
export interface LoanDetails {
  /** Share of the investment that is borrowed. [%] */
  proportion: number;
  /** Yearly interest rate, compounded yearly over the term. [%/year] */
  interestRate: number;
  /** Term of the loan, repaid by equal yearly instalments. [years] */
  years: number;
}

/** Investment data of a project (field names as the API names them). */
export interface InvestmentData {
  needInvestment: boolean;
  /** Currency code, e.g. 'CNY', 'USD'. */
  currency: string;
  /** Total cost per watt of installed PV capacity. [currency/W] */
  totalCost: number;
  /** Retail price of grid electricity, earned by every kWh used on site. [currency/kWh] */
  electricityPrice: number;
  /** Price paid for every kWh fed into the grid while the feed-in tariff runs. [currency/kWh] */
  onGridElectricityPrice: number;
  /** Subsidy paid on every kWh generated, during the subsidy years. [currency/kWh] */
  electricitySalesSubsidy: number;
  /** Years during which the subsidy (and the feed-in tariff) are paid. [years] */
  electricitySalesSubsidyYears: number;
  /**
   * Price of exported electricity once the subsidy years are over; null keeps the on-grid
   * price. [currency/kWh]
   */
  sellingPriceOnExpiryOfTheFeedInTariff: number | null;
  /**
   * One-off installation allowance: per W of PV capacity for grid-connected projects, per Wh
   * of battery capacity for storage projects [WIZ-11]. [currency/W] or [currency/Wh]
   */
  installationAllowance: number;
  needLoan: boolean;
  loanDetails: LoanDetails;
  chargeDetailsShow: boolean;
  chargeDetails: ChargeDetails;
  /** The items beside the cost per W [FIN-6]; absent in projects saved before them. */
  costItems?: CostItemsInput | null;
}

/** Equipment life: the length of the cash flow. [years] [ENG-3] */
export const EQUIPMENT_LIFE_YEARS = 25;

/** Itemised expenses all zero. */
export function emptyChargeDetails(): ChargeDetails {
  const details = {} as ChargeDetails;
  for (const key of CHARGE_DETAIL_KEYS) details[key] = 0;
  return details;
}

/**
 * Default investment data [WIZ-11]: CNY, 8 per W, electricity price 1, on-grid price 0.42,
 * subsidy 0.42 for 0 years, installation allowance 0.5, no loan, no itemised expenses.
 *
 * @remarks
 * Not given by [WIZ-11] and decided here: the price after the feed-in tariff expires defaults
 * to the on-grid price (0.42), so the defaults change nothing at expiry except the end of the
 * subsidy; the loan block defaults to 0 % borrowed at 0 % over 0 years.
 */
export function defaultInvestment(): InvestmentData {
  return {
    needInvestment: true,
    currency: 'CNY',
    totalCost: 8,
    electricityPrice: 1,
    onGridElectricityPrice: 0.42,
    electricitySalesSubsidy: 0.42,
    electricitySalesSubsidyYears: 0,
    sellingPriceOnExpiryOfTheFeedInTariff: 0.42,
    installationAllowance: 0.5,
    needLoan: false,
    loanDetails: { proportion: 0, interestRate: 0, years: 0 },
    chargeDetailsShow: false,
    chargeDetails: emptyChargeDetails(),
  };
}

/**
 * The investment data to compute with: the stored data, or the defaults when there is none
 * (no stored investment data means the defaults [WIZ-11]). Missing fields of partial data also take
 * their defaults.
 *
 * @example
 * investmentOrDefaults(null).totalCost; // 8
 */
export function investmentOrDefaults(data: Partial<InvestmentData> | null | undefined): InvestmentData {
  const defaults = defaultInvestment();
  if (!data) return defaults;
  return {
    ...defaults,
    ...definedFields(data),
    loanDetails: { ...defaults.loanDetails, ...definedFields(data.loanDetails ?? {}) },
    chargeDetails: { ...defaults.chargeDetails, ...definedFields(data.chargeDetails ?? {}) },
  };
}

/** The fields of `data` that hold a value: an explicit `undefined` must not hide a default. */
function definedFields<T extends object>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as Partial<T>;
}
