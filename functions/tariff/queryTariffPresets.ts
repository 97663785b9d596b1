/** tariff/queryTariffPresets: the tariff presets with their sources and dates, named in the caller's language [TAR-3]. */
import * as tariffCalls from '@pvd/shared/api/tariff';
import { apiHandler } from '../_lib/middleware/api-handler';
import { tariffPresetViews } from '../_lib/tariff/tariff-views';

export const handler = apiHandler(tariffCalls.queryTariffPresets, async ({ culture }) =>
  tariffPresetViews(culture),
);
