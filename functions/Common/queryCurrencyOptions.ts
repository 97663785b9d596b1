/** Common/queryCurrencyOptions: the currencies with their rates per CNY and the date the rates were taken. */
import * as catalogueOptionsCalls from '@pvd/shared/api/catalogue-options';
import { listCurrencies } from '../_lib/db/entities/currency';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(catalogueOptionsCalls.queryCurrencyOptions, async ({ culture }) => {
  const currencies = await listCurrencies();
  return currencies.map(({ code, symbol, name, rate, rateDate }) => ({
    code,
    symbol,
    name: name[culture],
    rate,
    rateDate,
  }));
});
