/**
 * Currency: a currency of the investment step with its rate per CNY (the base, rate 1) and the
 * date the rate was taken [WIZ-12]. Seeded on first start; a maintainer can
 * change the items later.
 *
 * Keys: `CATALOGUE#CURRENCY` / `CURRENCY#<code>` (one small partition, read whole).
 */
import * as z from 'zod';
import { type Item, queryPartition } from '../items';

const PK = 'CATALOGUE#CURRENCY';

const storedCurrencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.object({ 'zh-CN': z.string(), en: z.string() }),
  /** Units of this currency per 1 CNY. */
  rate: z.number().positive(),
  /** Day the rate was taken (ISO date). */
  rateDate: z.string(),
  /** Position in the list. */
  order: z.number(),
});
export type StoredCurrency = z.infer<typeof storedCurrencySchema>;

/** Every currency, in list order. */
export async function listCurrencies(): Promise<StoredCurrency[]> {
  const items = await queryPartition({ pk: PK, skPrefix: 'CURRENCY#' });
  return items.map((item) => storedCurrencySchema.parse(item)).sort((a, b) => a.order - b.order);
}

/** A currency's item for seeding. */
export function storedCurrencyItem(currency: StoredCurrency): Item {
  return { PK, SK: `CURRENCY#${currency.code}`, type: 'Currency', ...storedCurrencySchema.parse(currency) };
}
