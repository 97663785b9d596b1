/**
 * The tariff calls [TAR-14] [TAR-3] as queries and changes, for the tariff library page and the
 * project's tariff step: the presets (their names, sources and dates in the caller's language),
 * the user's library searched by name, one library tariff with its JSON form, and insert, update
 * (on the version read: 117 when it changed since) and delete, each refreshing the library.
 */

import type { CallRequest } from '@pvd/shared/api/define';
import * as tariffCalls from '@pvd/shared/api/tariff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useLanguage } from '../lib/i18n';

const groupKey = ['tariff'] as const;

/** The presets; their key holds the language, as the server names them in the caller's. */
export function useTariffPresets() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...groupKey, 'queryTariffPresets', language],
    queryFn: () => api(tariffCalls.queryTariffPresets, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The library searched by name; `enabled` false: not asked. */
export function useTariffLibrary(search = '', enabled = true) {
  return useQuery({
    queryKey: [...groupKey, 'queryUserTariffs', search],
    queryFn: () => api(tariffCalls.queryUserTariffs, search ? { name: search } : {}),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One tariff of the library with its JSON form; null: none asked. */
export function useLibraryTariff(id: string | null) {
  return useQuery({
    queryKey: [...groupKey, 'queryUserTariffInfo', id],
    queryFn: () => api(tariffCalls.queryUserTariffInfo, { id: id ?? '' }),
    enabled: id !== null,
    // An edit must carry the version as it is now.
    staleTime: 0,
  });
}

function useLibraryChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Refreshed whether it worked or not: a refusal may mean the library changed meanwhile.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupKey }),
  });
}

/** 118 (a field refused) and 117 (changed since read) are the forms' to show. */
const FORM_CODES = [117, 118] as const;

export function useInsertTariff() {
  return useLibraryChange((input: CallRequest<typeof tariffCalls.insertUserTariff>) =>
    api(tariffCalls.insertUserTariff, input, { quiet: FORM_CODES }),
  );
}

export function useUpdateTariff() {
  return useLibraryChange((input: CallRequest<typeof tariffCalls.updateUserTariff>) =>
    api(tariffCalls.updateUserTariff, input, { quiet: FORM_CODES }),
  );
}

export function useDeleteTariff() {
  return useLibraryChange((id: string) => api(tariffCalls.deleteUserTariff, { id }));
}
