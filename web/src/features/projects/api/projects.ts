/**
 * The user's projects (the project calls [LIST-3]): the paged list searched by name or address, and
 * the list's actions (delete, copy, share), each of which refreshes the list.
 */

import type { CallRequest } from '@pvd/shared/api/define';
import * as projectCalls from '@pvd/shared/api/project';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateProjectList, projectListKey } from '@/lib/project-list-cache';

export interface ProjectsPage {
  limit: number;
  /** 1-based page number. */
  offset: number;
  /** Part of the name or the address; empty for all. */
  search: string;
}

export function projectsQuery({ limit, offset, search }: ProjectsPage) {
  return queryOptions({
    queryKey: [...projectListKey, { limit, offset, search }],
    queryFn: () =>
      api(projectCalls.PageQueryUserProject, {
        limit,
        offset,
        whereCondition: search ? { proNameOrAddress: search } : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProjects(page: ProjectsPage) {
  return useQuery(projectsQuery(page));
}

function useListMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Refreshed whether it worked or not: a refusal (113) may mean the list changed meanwhile.
    // Not awaited, so the caller's notice and closing run at once.
    onSettled: () => void invalidateProjectList(queryClient),
  });
}

export function useDeleteProject() {
  return useListMutation((projectId: string) => api(projectCalls.deleteUserProject, { projectId }));
}

/** Copies a project; the new name's refusals (118) are shown under the field. */
export function useCopyProject() {
  return useListMutation((body: CallRequest<typeof projectCalls.copyProject>) =>
    api(projectCalls.copyProject, body, { quiet: [115, 118] }),
  );
}

/** Shares a project; an unknown e-mail (108) and the e-mail's refusals (118) go under the field. */
export function useShareProject() {
  return useMutation({
    mutationFn: (body: CallRequest<typeof projectCalls.ShareProject>) =>
      api(projectCalls.ShareProject, body, { quiet: [108, 115, 118] }),
  });
}
