/**
 * The user's custom panels [CAT-2]: the paged list searched by manufacturer or
 * model name, one panel's details, and the changes, each of which refreshes the list.
 */
import * as componentCalls from '@pvd/shared/api/component';
import type { CallRequest } from '@pvd/shared/api/define';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface CustomPanelsPage {
  limit: number;
  /** 1-based page number. */
  offset: number;
  /** Part of the manufacturer or the model name; empty for all. */
  search: string;
}

const listKey = ['component', 'PageQueryUserComponent'] as const;

export function customPanelsQuery({ limit, offset, search }: CustomPanelsPage) {
  return queryOptions({
    queryKey: [...listKey, { limit, offset, search }],
    queryFn: () =>
      api(componentCalls.PageQueryUserComponent, {
        limit,
        offset,
        whereCondition: search ? { manufacturerOrComponentName: search } : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomPanels(page: CustomPanelsPage) {
  return useQuery(customPanelsQuery(page));
}

/** One panel's details; the edit dialog opens only once they are loaded. */
export function useCustomPanel(id: string | null) {
  return useQuery({
    queryKey: ['component', 'queryUserComponentInfo', id],
    queryFn: () => api(componentCalls.queryUserComponentInfo, { id: id ?? '' }),
    enabled: id !== null,
    // The edit must carry the version as it is now, not as it was cached.
    staleTime: 0,
    gcTime: 0,
  });
}

type Insert = CallRequest<typeof componentCalls.insertUserComponent>;
type Update = CallRequest<typeof componentCalls.updateUserComponent>;

/** A new panel (no id) or a changed one (id and version). */
export type CustomPanelSave = { kind: 'insert'; body: Insert } | { kind: 'update'; body: Update };

function useListMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Refreshed whether it worked or not: a refusal may mean the list changed meanwhile.
    // Not awaited: the caller's own callbacks (notice, closing) run at once, even when the
    // refetch re-mounts the form that asked.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useSaveCustomPanel() {
  return useListMutation((save: CustomPanelSave) =>
    save.kind === 'insert'
      ? api(componentCalls.insertUserComponent, save.body, { quiet: [118] })
      : api(componentCalls.updateUserComponent, save.body, { quiet: [118] }),
  );
}

export function useDeleteCustomPanel() {
  return useListMutation((id: string) => api(componentCalls.deleteUserComponent, { id }));
}

export function useBatchDeleteCustomPanels() {
  return useListMutation((ids: string[]) =>
    api(componentCalls.batchDeleteUserComponent, { ComponentIds: ids }),
  );
}

export function useSetDefaultCustomPanel() {
  return useListMutation((id: string) => api(componentCalls.setDefaultUserComponent, { id }));
}
