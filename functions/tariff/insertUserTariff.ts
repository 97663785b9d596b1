/**
 * tariff/insertUserTariff: adds a tariff to the caller's library from its JSON form (an import,
 * or a preset copied); 118 naming each bad field (the request's schema), 118 'tariffLibraryFull'
 * past TARIFF_LIMITS.perAccount.
 */
import * as tariffCalls from '@pvd/shared/api/tariff';
import { createUserTariff, newStoredUserTariff } from '../_lib/db/entities/user-tariff';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';
import { ruleRefused } from '../_lib/refusals';
import { tariffItemOf } from '../_lib/tariff/tariff-views';

export const handler = apiHandler(tariffCalls.insertUserTariff, async ({ input, session }) => {
  const stored = newStoredUserTariff(input.tariff, newId(), new Date());
  if (!(await createUserTariff(session.accountId, stored))) throw ruleRefused('tariffLibraryFull');
  return tariffItemOf(stored);
});
