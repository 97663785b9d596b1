/**
 * The user's cable materials (the cablematerial calls [CAT-3]): the list searched by name, one
 * material's details, and the changes, each of which refreshes the list (the star may move).
 */
import * as cableCalls from '@pvd/shared/api/cablematerial';
import type { CallRequest } from '@pvd/shared/api/define';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';

const groupKey = ['cablematerial'] as const;

/** The list; its key holds the language, since the catalogue materials' names are the server's [ACC-13]. */
export function cableMaterialsQuery(search: string, language: Language) {
  return queryOptions({
    queryKey: [...groupKey, 'queryAllUserCableMaterial', search, language],
    queryFn: () => api(cableCalls.queryAllUserCableMaterial, search ? { materialName: search } : {}),
    placeholderData: keepPreviousData,
  });
}

export function useCableMaterials(search: string) {
  return useQuery(cableMaterialsQuery(search, useLanguage()));
}

/** The selected material's details (selecting a card loads them). */
export function useCableMaterial(id: string | null) {
  return useQuery({
    queryKey: [...groupKey, 'QueryUserCableMaterialInfo', id],
    queryFn: () => api(cableCalls.QueryUserCableMaterialInfo, { id: id ?? '' }),
    enabled: id !== null,
    // The side form must carry the version as it is now.
    staleTime: 0,
  });
}

function useMaterialMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Refreshed whether it worked or not: a refusal may mean the list changed meanwhile.
    // Not awaited: the caller's own callbacks (notice, closing) run at once, even when the
    // refetch re-mounts the form that asked.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupKey }),
  });
}

export function useAddCableMaterial() {
  return useMaterialMutation((input: CallRequest<typeof cableCalls.InsertUserCableMaterial>) =>
    api(cableCalls.InsertUserCableMaterial, input, { quiet: [118] }),
  );
}

export function useUpdateCableMaterial() {
  return useMaterialMutation((input: CallRequest<typeof cableCalls.UpdateUserCableMaterial>) =>
    api(cableCalls.UpdateUserCableMaterial, input, { quiet: [118] }),
  );
}

export function useDeleteCableMaterial() {
  return useMaterialMutation((id: string) => api(cableCalls.DeleteUserCableMaterial, { id }));
}

export function useSetDefaultCableMaterial() {
  return useMaterialMutation((id: string) => api(cableCalls.defaultUserCableMaterial, { id }));
}
