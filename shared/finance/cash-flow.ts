/**
 * The project's yearly cash flow over the equipment life (25 years [ENG-3]), seen by the
 * owner: equity out at year 0, then each year's income less loan instalments and operating
 * costs. The cumulative income chart and the payback year are read from it.
 */
import {
  ENERGY_STORAGE_PROJECT,
  type InstallationAllowanceBasis,
  installationAllowanceTotal,
  totalInvestment,
} from './costs';
import { calibratedGeneration, DEFAULT_GENERATION_FACTOR } from './generation-factor';
import { EQUIPMENT_LIFE_YEARS, type InvestmentData } from './investment';
import { annuityPayment, loanTermsFromForm } from './loan';
import { fractionalPaybackYears, paybackYear } from './payback';

/**
 * Where the generated energy goes, as shares of generation. The rest (battery losses) earns
 * nothing. Shares are taken as constant over the life.
 */
export interface EnergySplit {
  /** kWh used on site (directly or through the battery) per kWh generated. [-] */
  selfConsumedShare: number;
  /** kWh fed into the grid per kWh generated. [-] */
  exportedShare: number;
}

/**
 * Split of a grid-connected project without load data: everything exported. The tool knows
 * no load for these projects, so any self-consumption would be a guess; a caller that knows
 * better passes its own split.
 */
export const ALL_EXPORTED: EnergySplit = { selfConsumedShare: 0, exportedShare: 1 };

export interface CashFlowInput extends InstallationAllowanceBasis {
  /** Investment data, defaults already applied (`investmentOrDefaults`). */
  investment: InvestmentData;
  /** Generation of the first year of operation, from the engine. [kWh] */
  firstYearGenerationKwh: number;
  /**
   * Energy factor of each operating year relative to the first (index 0 = year 1, normally
   * 1), from the engine's ageing, at least `lifeYears` long. [-]
   */
  yearlyEnergyFactors: ArrayLike<number>;
  /** Calibration factor on generation (see generation-factor.ts), default 1.0. [-] */
  generationFactor?: number;
  /** Energy split; required for storage projects (from the dispatch), default ALL_EXPORTED. */
  energySplit?: EnergySplit;
  /** Operating and maintenance cost, each operating year. [currency/year] */
  annualOperatingCost?: number;
  /** Length of the cash flow, default 25. [years] */
  lifeYears?: number;
  /** Invested beside the PV's cost per W: the battery's own cost and a PCS [FIN-6]. [currency] */
  additionalInvestment?: number;
  /**
   * Each operating year's income from the bills [FIN-6] (index 0 = year 1), instead of the
   * energy split at the single prices: what the load no longer buys, and the export credit.
   */
  yearlyIncome?: { selfConsumption: ArrayLike<number>; exported: ArrayLike<number> };
  /** Each operating year's costs beyond `annualOperatingCost` [FIN-6] (index 0 = year 1). [currency] */
  yearlyCosts?: YearlyCosts;
}

/** Costs of the operating years (index 0 = year 1), each optional. [currency] */
export interface YearlyCosts {
  operating?: ArrayLike<number>;
  insurance?: ArrayLike<number>;
  inverterReplacement?: ArrayLike<number>;
  batteryReplacement?: ArrayLike<number>;
}

/** Year-by-year figures, index 0 = construction (year 0), index t = end of year t. */
export interface CashFlow {
  /** Money invested (total cost per W × capacity). [currency] */
  investment: number;
  /** Borrowed part of the investment. [currency] */
  loanPrincipal: number;
  /** One-off installation allowance, received at year 0. [currency] */
  installationAllowance: number;
  /** Generation after the generation factor. [kWh] */
  generationKwh: number[];
  /** Income from energy used on site, at the electricity price. [currency] */
  selfConsumptionIncome: number[];
  /** Income from exported energy, at the on-grid price or the price after expiry. [currency] */
  exportIncome: number[];
  /** Subsidy on every kWh generated, during the subsidy years. [currency] */
  subsidyIncome: number[];
  /** Loan instalments. [currency] */
  loanRepayment: number[];
  /** Operating costs. [currency] */
  operatingCost: number[];
  /** Insurance [FIN-6]. [currency] */
  insuranceCost: number[];
  /** The inverter replacement, in its year [FIN-6]. [currency] */
  inverterReplacement: number[];
  /** The battery's replacement, in its year [TAR-13]. [currency] */
  batteryReplacement: number[];
  /** Net cash flow: year 0 = allowance − equity, then income − instalment − operating cost. [currency] */
  netCashFlow: number[];
  /** Running sum of the net cash flow: the cumulative income chart. [currency] */
  cumulativeCashFlow: number[];
  /** First year the cumulative income is positive (see `paybackYear`), or undefined. */
  paybackYear: number | undefined;
  /** Payback period with its fraction of a year, or undefined. [years] */
  paybackYears: number | undefined;
}

function splitFor(input: CashFlowInput): EnergySplit {
  if (input.energySplit) return input.energySplit;
  if (input.yearlyIncome) return ALL_EXPORTED;
  if (input.projectType === ENERGY_STORAGE_PROJECT)
    throw new RangeError('a storage project needs the energySplit of its dispatch');
  return ALL_EXPORTED;
}

function assertInput(input: CashFlowInput, lifeYears: number): void {
  if (!Number.isInteger(lifeYears) || lifeYears <= 0)
    throw new RangeError(`lifeYears must be > 0, got ${lifeYears}`);
  if (input.yearlyIncome && input.yearlyIncome.selfConsumption.length < lifeYears) {
    throw new RangeError(
      `yearlyIncome holds ${input.yearlyIncome.selfConsumption.length} years, need ${lifeYears}`,
    );
  }
  if (input.yearlyEnergyFactors.length < lifeYears) {
    throw new RangeError(
      `yearlyEnergyFactors holds ${input.yearlyEnergyFactors.length} years, need ${lifeYears}`,
    );
  }
}

/**
 * Builds the yearly cash flow of a project.
 *
 * @param input - Investment data, capacities, first-year generation, ageing and energy split.
 * @returns Yearly figures, cumulative income and payback. [currency], [kWh]
 *
 * @remarks
 * For operating year t = 1..N (N = 25), with E_t = E_1 · g · a_t (g the generation factor,
 * a_t the ageing factor), s the self-consumed and x the exported share, T the subsidy years:
 * - income_t = s·E_t·p_retail + x·E_t·(t ≤ T ? p_ongrid : p_expiry) + (t ≤ T ? E_t·subsidy : 0)
 * - at expiry (t > T) the per-kWh subsidy stops and exported energy is sold at
 *   sellingPriceOnExpiryOfTheFeedInTariff (the on-grid price when that is null). The subsidy
 *   is paid on all generation, the "full-generation subsidy" that the default 0.42 CNY/kWh
 *   comes from (NDRC, "Notice on promoting the healthy development of the PV industry
 *   through price leverage", Fa Gai Jia Ge [2013] No. 1638, 2013).
 * - net_t = income_t − A·[t ≤ n] − O, A the loan annuity over n years (`annuityPayment`).
 * Year 0: net_0 = allowance − (I − L), I = total cost per W × capacity, L = borrowed share of
 * I. The cumulative sum of net_t is the cumulative income; payback is its first positive year.
 *
 * @example
 * const flow = projectCashFlow({ investment: investmentOrDefaults(null), projectType: 0,
 *   capacityKw: 10, firstYearGenerationKwh: 12000, yearlyEnergyFactors: ageing });
 * flow.paybackYear;
 */
export function projectCashFlow(input: CashFlowInput): CashFlow {
  const lifeYears = input.lifeYears ?? EQUIPMENT_LIFE_YEARS;
  assertInput(input, lifeYears);
  const inv = input.investment;
  const investment = totalInvestment(inv.totalCost, input.capacityKw) + (input.additionalInvestment ?? 0);
  const allowance = installationAllowanceTotal(inv.installationAllowance, input);
  const loan = loanTermsFromForm(investment, inv.loanDetails, inv.needLoan);
  const instalment =
    loan.principal > 0 ? annuityPayment(loan.principal, loan.annualInterestRate, loan.years) : 0;
  const flow = emptyFlow(lifeYears, investment, loan.principal, allowance);
  flow.netCashFlow[0] = allowance - (investment - loan.principal);
  fillOperatingYears(flow, input, instalment, loan.years);
  accumulate(flow);
  return flow;
}

/** Energy, income and costs of operating years 1..N (formulas: see `projectCashFlow`). */
function fillOperatingYears(
  flow: CashFlow,
  input: CashFlowInput,
  instalment: number,
  loanYears: number,
): void {
  const inv = input.investment;
  const lifeYears = flow.netCashFlow.length - 1;
  const split = splitFor(input);
  const firstYear = calibratedGeneration(
    input.firstYearGenerationKwh,
    input.generationFactor ?? DEFAULT_GENERATION_FACTOR,
  );
  const expiryPrice = inv.sellingPriceOnExpiryOfTheFeedInTariff ?? inv.onGridElectricityPrice;
  const income = input.yearlyIncome;
  const costs = input.yearlyCosts ?? {};
  const cost = (values: ArrayLike<number> | undefined, year: number) => values?.[year - 1] ?? 0;
  for (let year = 1; year <= lifeYears; year++) {
    const energy = firstYear * input.yearlyEnergyFactors[year - 1]!;
    const subsidised = year <= inv.electricitySalesSubsidyYears;
    flow.generationKwh[year] = energy;
    flow.selfConsumptionIncome[year] = income
      ? income.selfConsumption[year - 1]!
      : split.selfConsumedShare * energy * inv.electricityPrice;
    flow.exportIncome[year] = income
      ? income.exported[year - 1]!
      : split.exportedShare * energy * (subsidised ? inv.onGridElectricityPrice : expiryPrice);
    flow.subsidyIncome[year] = subsidised ? energy * inv.electricitySalesSubsidy : 0;
    flow.loanRepayment[year] = year <= loanYears ? instalment : 0;
    flow.operatingCost[year] = (input.annualOperatingCost ?? 0) + cost(costs.operating, year);
    flow.insuranceCost[year] = cost(costs.insurance, year);
    flow.inverterReplacement[year] = cost(costs.inverterReplacement, year);
    flow.batteryReplacement[year] = cost(costs.batteryReplacement, year);
    flow.netCashFlow[year] =
      flow.selfConsumptionIncome[year] +
      flow.exportIncome[year] +
      flow.subsidyIncome[year] -
      flow.loanRepayment[year] -
      flow.operatingCost[year] -
      flow.insuranceCost[year] -
      flow.inverterReplacement[year] -
      flow.batteryReplacement[year];
  }
}

function emptyFlow(
  lifeYears: number,
  investment: number,
  loanPrincipal: number,
  allowance: number,
): CashFlow {
  const zeros = () => new Array<number>(lifeYears + 1).fill(0);
  return {
    investment,
    loanPrincipal,
    installationAllowance: allowance,
    generationKwh: zeros(),
    selfConsumptionIncome: zeros(),
    exportIncome: zeros(),
    subsidyIncome: zeros(),
    loanRepayment: zeros(),
    operatingCost: zeros(),
    insuranceCost: zeros(),
    inverterReplacement: zeros(),
    batteryReplacement: zeros(),
    netCashFlow: zeros(),
    cumulativeCashFlow: zeros(),
    paybackYear: undefined,
    paybackYears: undefined,
  };
}

function accumulate(flow: CashFlow): void {
  let running = 0;
  for (let year = 0; year < flow.netCashFlow.length; year++) {
    running += flow.netCashFlow[year]!;
    flow.cumulativeCashFlow[year] = running;
  }
  flow.paybackYear = paybackYear(flow.cumulativeCashFlow);
  flow.paybackYears = fractionalPaybackYears(flow.cumulativeCashFlow);
}
