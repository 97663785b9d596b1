/** Common/getTimezones: the time-zone list UM12 … UTC … UP14 in the caller's language. */
import { calls } from '@pvd/shared/api/calls';
import { timezoneOptions } from '@pvd/shared/constants/timezones';
import { publicApiHandler } from '../_lib/middleware/api-handler';

export const handler = publicApiHandler(calls.Common.getTimezones, async ({ culture }) =>
  timezoneOptions(culture),
);
