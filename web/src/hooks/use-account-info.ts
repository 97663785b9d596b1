/**
 * The caller's account (account/queryAccountInfo): the person settings read it, and every time
 * shown on the site is on its time zone's clock (`useDateTime`), as the report's file name is.
 */
import * as accountCalls from '@pvd/shared/api/account-session';
import { timezoneOffsetHours } from '@pvd/shared/constants/timezones';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useLanguage } from '../lib/i18n';

/**
 * Quiet: a page that needs the account shows its own failure; a clock falls back to the browser's.
 * A failure is not fetched again by each component that mounts to read the clock: that would put
 * a page waiting for the account back to loading, and so on.
 */
export const accountInfoQuery = queryOptions({
  queryKey: ['account', 'queryAccountInfo'],
  queryFn: () => api(accountCalls.queryAccountInfo, {}, { quiet: 'all' }),
  retry: false,
  retryOnMount: false,
});

export function useAccountInfo() {
  return useQuery(accountInfoQuery);
}

/**
 * The offset of the account's clock from UTC [h]; undefined until the account is known (or when
 * its time zone is not a known code), and then times follow the browser's clock.
 */
export function useAccountClockOffset(): number | undefined {
  const account = useAccountInfo();
  const code = account.data?.timezone;
  return code === undefined ? undefined : timezoneOffsetHours(code);
}

/** Formats a time in the site's language on the account's clock (`formatDateTime`). */
export function useDateTime(): (value: string | number) => string {
  const language = useLanguage();
  const offsetHours = useAccountClockOffset();
  return useCallback((value) => formatDateTime(value, language, offsetHours), [language, offsetHours]);
}
