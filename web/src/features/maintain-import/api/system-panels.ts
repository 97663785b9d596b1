/**
 * The system panel catalogue (the component calls [CAT-1]): the paged list searched by manufacturer
 * and model, one panel, and the maintainer's insert and edit; every change refreshes the list.
 */
import * as componentCalls from '@pvd/shared/api/component';
import type { CallRequest } from '@pvd/shared/api/define';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface SystemPanelFilters {
  manufacturer: string;
  componentName: string;
}

const listKey = ['component', 'pageQuerySystemComponent'] as const;

export function useSystemPanels(limit: number, offset: number, filters: SystemPanelFilters) {
  return useQuery({
    queryKey: [...listKey, { limit, offset, filters }],
    queryFn: () =>
      api(componentCalls.pageQuerySystemComponent, {
        limit,
        offset,
        whereCondition: {
          manufacturer: filters.manufacturer || undefined,
          componentName: filters.componentName || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** One panel as stored now (the edit carries its version). */
export function useSystemPanel(id: string | null) {
  return useQuery({
    queryKey: ['component', 'querySystemComponentInfo', id],
    queryFn: () => api(componentCalls.querySystemComponentInfo, { Id: id ?? '' }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Reloads the list (after an import wrote rows). */
export function useRefreshSystemPanels() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: listKey });
}

export type SystemPanelSave =
  | { kind: 'insert'; body: CallRequest<typeof componentCalls.InsertSystemComponent> }
  | { kind: 'edit'; body: CallRequest<typeof componentCalls.EditSystemComponent> };

export function useSaveSystemPanel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SystemPanelSave) =>
      save.kind === 'insert'
        ? api(componentCalls.InsertSystemComponent, save.body, { quiet: [118] })
        : api(componentCalls.EditSystemComponent, save.body, { quiet: [118] }),
    // Not awaited: the caller's own callbacks (notice, closing) run at once, even when the
    // refetch re-mounts the form that asked.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
