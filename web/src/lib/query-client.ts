/**
 * The one query layer (TanStack Query). The API client already tells the user about every
 * failure, so a failed query is not retried (a retry would repeat the notification) and not
 * refetched just because the window regained focus.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
