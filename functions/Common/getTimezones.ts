/** Common/getTimezones: the time-zone list UM12 … UTC … UP14 in the caller's language. */
import * as commonCalls from '@pvd/shared/api/common';
import { timezoneOptions } from '@pvd/shared/constants/timezones';
import { publicApiHandler } from '../_lib/middleware/api-handler';

export const handler = publicApiHandler(commonCalls.getTimezones, async ({ culture }) =>
  timezoneOptions(culture),
);
