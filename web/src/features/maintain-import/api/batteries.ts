/**
 * The batteries of the inverter calls [CAT-7]: system batteries (imported, searched by model)
 * and common batteries (paged, searched by model name, created, edited and deleted in dialogs).
 */
import * as batteryCalls from '@pvd/shared/api/battery';
import type { CallRequest } from '@pvd/shared/api/define';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const systemKey = ['inverter', 'pageQueryBattery'] as const;
const commonKey = ['inverter', 'PageQueryCommonBattery'] as const;

function whereModel(modelName: string) {
  return modelName ? { modelName } : undefined;
}

export function useSystemBatteries(limit: number, offset: number, modelName: string) {
  return useQuery({
    queryKey: [...systemKey, { limit, offset, modelName }],
    queryFn: () =>
      api(batteryCalls.pageQueryBattery, { limit, offset, whereCondition: whereModel(modelName) }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the system battery list (after an import wrote rows). */
export function useRefreshSystemBatteries() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: systemKey });
}

export function useCommonBatteries(limit: number, offset: number, modelName: string) {
  return useQuery({
    queryKey: [...commonKey, { limit, offset, modelName }],
    queryFn: () =>
      api(batteryCalls.PageQueryCommonBattery, { limit, offset, whereCondition: whereModel(modelName) }),
    placeholderData: keepPreviousData,
  });
}

export type CommonBatterySave =
  | { kind: 'create'; body: CallRequest<typeof batteryCalls.CreateCommonBattery> }
  | { kind: 'update'; body: CallRequest<typeof batteryCalls.UpdateCommonBattery> };

function useCommonMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own callbacks (notice, closing) run at once, even when the
    // refetch re-mounts the form that asked.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commonKey }),
  });
}

export function useSaveCommonBattery() {
  return useCommonMutation((save: CommonBatterySave) =>
    save.kind === 'create'
      ? api(batteryCalls.CreateCommonBattery, save.body, { quiet: [118] })
      : api(batteryCalls.UpdateCommonBattery, save.body, { quiet: [118] }),
  );
}

export function useDeleteCommonBattery() {
  return useCommonMutation((id: string) => api(batteryCalls.DeleteCommonBattery, { id }));
}
