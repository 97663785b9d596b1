/**
 * The investment step; every amount at least 0 [WIZ-11]. Prices and
 * costs are per W of installed capacity or per kWh (see shared/finance/investment.ts for the
 * units); a null record means the defaults (`investmentOrDefaults`).
 */
import * as z from 'zod';
import { singleLine } from '../../api/common-fields';
import { PROJECT_LIMITS } from '../../constants/limits';
import { costItemsInput } from '../../finance/cost-items';
import { CHARGE_DETAIL_KEYS, type ChargeDetailKey, type InvestmentData } from '../../finance/investment';
import { nonNegative, percent } from './project-fields';

const money = () => nonNegative(PROJECT_LIMITS.money);
const years = () => nonNegative(PROJECT_LIMITS.years, { integer: true });

const chargeDetails = z.object(
  Object.fromEntries(CHARGE_DETAIL_KEYS.map((key) => [key, money().default(0)])) as Record<
    ChargeDetailKey,
    z.ZodDefault<ReturnType<typeof money>>
  >,
);

/** The investment record as the editor sends it; every field takes its default when absent. */
export const investmentInput = z.object({
  needInvestment: z.boolean({ error: 'invalidValue' }).default(true),
  /** ISO 4217 code of a currency of the catalogue (queryCurrencyOptions). */
  currency: singleLine(
    z
      .string({ error: 'required' })
      .trim()
      .regex(/^[A-Z]{3}$/, { error: 'invalidValue' }),
  ).default('CNY'),
  /** [currency/W] */
  totalCost: money().default(8),
  /** [currency/kWh] */
  electricityPrice: money().default(1),
  onGridElectricityPrice: money().default(0.42),
  electricitySalesSubsidy: money().default(0.42),
  electricitySalesSubsidyYears: years().default(0),
  sellingPriceOnExpiryOfTheFeedInTariff: money().nullable().default(0.42),
  /** [currency/W], or [currency/Wh] for storage projects. */
  installationAllowance: money().default(0.5),
  needLoan: z.boolean({ error: 'invalidValue' }).default(false),
  loanDetails: z
    .object({
      /** [%] */
      proportion: percent().default(0),
      /** [%/year] */
      interestRate: percent().default(0),
      years: years().default(0),
    })
    .default({ proportion: 0, interestRate: 0, years: 0 }),
  chargeDetailsShow: z.boolean({ error: 'invalidValue' }).default(false),
  chargeDetails: chargeDetails.default(
    Object.fromEntries(CHARGE_DETAIL_KEYS.map((key) => [key, 0])) as Record<ChargeDetailKey, number>,
  ),
  /** The battery's own cost, O&M, insurance, inverter replacement, escalation [FIN-6]; absent: as before. */
  costItems: costItemsInput.nullish(),
}) satisfies z.ZodType<InvestmentData, unknown>;
export type InvestmentInput = z.output<typeof investmentInput>;
