/**
 * The batteries of the inverter calls [CAT-7]: system batteries (imported, searched by model)
 * and common batteries (paged, searched by model name, created, edited and deleted in dialogs).
 */
import * as batteryCalls from '@pvd/shared/api/battery';
import type { CallRequest } from '@pvd/shared/api/define';
import type { BatteryKind, BatteryRows } from '@pvd/shared/catalogue/battery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageOf } from '@/components/paged-list';
import { api } from '@/lib/api';

const systemKey = ['inverter', 'pageQueryBattery'] as const;
const commonKey = ['inverter', 'PageQueryCommonBattery'] as const;

function whereModel(modelName: string) {
  return modelName ? { modelName } : undefined;
}

const listKeys = { system: systemKey, common: commonKey };

/** One page of the batteries of `kind`, searched by model. */
export function useBatteries(kind: BatteryKind, limit: number, offset: number, modelName: string) {
  return useQuery({
    queryKey: [...listKeys[kind], { limit, offset, modelName }],
    queryFn: (): Promise<PageOf<BatteryRows[BatteryKind]>> => {
      const request = { limit, offset, whereCondition: whereModel(modelName) };
      return kind === 'system'
        ? api(batteryCalls.pageQueryBattery, request)
        : api(batteryCalls.PageQueryCommonBattery, request);
    },
    placeholderData: keepPreviousData,
  });
}

/** Reloads the system battery list (after an import wrote rows). */
export function useRefreshSystemBatteries() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: systemKey });
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
