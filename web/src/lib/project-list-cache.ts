/**
 * The cached pages of the user's project list (features/projects), which other pages change: a
 * save in the editor adds or changes a project, so the list reads again when it is shown next.
 */
import type { QueryClient } from '@tanstack/react-query';

/** The query key every cached page of the project list starts with. */
export const projectListKey = ['project', 'PageQueryUserProject'] as const;

/** Marks the cached list pages stale (a save in the editor added or changed a project). */
export function invalidateProjectList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectListKey });
}
