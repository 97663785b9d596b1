/**
 * The query of the account's frequently used panels, apart from the PV array step's calls
 * (arrays-api.ts) so that the wizard's save can forget it without loading that step's code.
 */
import type { QueryClient } from '@tanstack/react-query';

export const FREQUENT_PANELS_KEY = ['component', 'queryUserFrequentlyUsedComponent'] as const;

/**
 * A save records the panels the project uses (the server's "frequently used" list): the list read
 * before it, empty for a first project, must be read again, not kept for the lists' 5 minutes.
 */
export function forgetFrequentPanels(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: FREQUENT_PANELS_KEY });
}
