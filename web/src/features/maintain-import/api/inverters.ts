/**
 * The system inverter catalogue (the inverter calls [CAT-5]): the filtered paged list, one model,
 * every model name (for the unique-name check on blur), and the maintainer's changes. Every
 * change refreshes the list whether it worked or not (saving refreshes the list).
 */
import type { CallRequest } from '@pvd/shared/api/define';
import * as inverterCalls from '@pvd/shared/api/inverter';
import type { MAINS_VOLTAGE_TYPES } from '@pvd/shared/catalogue/system-inverter';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { uploadImage } from '@/lib/uploads';

/** The list's filters as sent; '' means any. */
export interface InverterFilters {
  modelname: string;
  mainsvoltype: '' | (typeof MAINS_VOLTAGE_TYPES)[number];
  series: string;
  invertertype: '' | 1 | 2;
}

const groupKey = ['inverter'] as const;

export function invertersQuery(limit: number, offset: number, filters: InverterFilters) {
  const whereCondition = {
    modelname: filters.modelname || undefined,
    mainsvoltype: filters.mainsvoltype || undefined,
    series: filters.series || undefined,
    invertertype: filters.invertertype || undefined,
  };
  return queryOptions({
    queryKey: [...groupKey, 'pageQuerySystemInverter', { limit, offset, filters }],
    queryFn: () => api(inverterCalls.pageQuerySystemInverter, { limit, offset, whereCondition }),
    placeholderData: keepPreviousData,
  });
}

export function useInverters(limit: number, offset: number, filters: InverterFilters) {
  return useQuery(invertersQuery(limit, offset, filters));
}

/** One model with every field; the edit drawer opens once it is loaded. */
export function useInverterInfo(id: string | null) {
  return useQuery({
    queryKey: [...groupKey, 'queryInverterInfo', id],
    queryFn: () => api(inverterCalls.queryInverterInfo, { id: id ?? '' }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Every model name, read when the drawer opens (the unique-name check on blur [CAT-4]). */
export function useInverterModelNames() {
  return useQuery({
    queryKey: [...groupKey, 'queryAllSystemInverterModelName'],
    queryFn: () => api(inverterCalls.queryAllSystemInverterModelName, {}),
    staleTime: 0,
  });
}

/** Reloads the list (after an import wrote rows). */
export function useRefreshInverters() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: groupKey });
}

function useCatalogueMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own callbacks (notice, closing) run at once, even when the
    // refetch re-mounts the form that asked.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupKey }),
  });
}

type SaveBody = Omit<CallRequest<typeof inverterCalls.insertOrEditSystemInverter>, 'imageUploadId'>;

export interface InverterSave {
  body: SaveBody;
  /** A new image to upload first, or null. */
  image: File | null;
}

export function useSaveInverter() {
  return useCatalogueMutation(async ({ body, image }: InverterSave) => {
    const imageUploadId = image ? await uploadImage('inverterImage', image) : undefined;
    return api(inverterCalls.insertOrEditSystemInverter, { ...body, imageUploadId }, { quiet: [118] });
  });
}

export function useCopyInverter() {
  return useCatalogueMutation((input: { sourceInverterId: string; inverterModelName: string }) =>
    api(inverterCalls.CopySystemInverter, input, { quiet: [118] }),
  );
}

export function useDeleteInverter() {
  return useCatalogueMutation((inverterId: string) =>
    api(inverterCalls.deleteSystemInverter, { inverterId }),
  );
}

export function useSetInverterSeries() {
  return useCatalogueMutation((input: { series: string; inverterIds: string[] }) =>
    api(inverterCalls.setInverterSeries, input, { quiet: [118] }),
  );
}

export function useSetInverterType() {
  return useCatalogueMutation((input: { inverterTypeValue: 1 | 2; InverterIdArray: string[] }) =>
    api(inverterCalls.setSystemInverterType, input),
  );
}

export function useInverterImageBatch() {
  return useCatalogueMutation(async ({ image, inverterIds }: { image: File; inverterIds: string[] }) => {
    const imageUploadId = await uploadImage('inverterImage', image);
    return api(inverterCalls.inverterImageBatchSetting, { inverterIds, imageUploadId }, { quiet: [118] });
  });
}
