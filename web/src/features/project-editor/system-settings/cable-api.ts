/**
 * The user's cable materials, as the string step uses them [CAT-3]: the library,
 * and the default one preselected on new rows. The keys hold the language: the catalogue
 * materials' names are the server's, asked again in a new language [ACC-13].
 */
import * as cableCalls from '@pvd/shared/api/cablematerial';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';

export function useCableMaterials() {
  return useQuery({
    queryKey: ['cablematerial', 'queryAllUserCableMaterial', useLanguage()],
    queryFn: () => api(cableCalls.queryAllUserCableMaterial, {}),
  });
}

export function useDefaultCableMaterial() {
  return useQuery({
    queryKey: ['cablematerial', 'queryUserDefaultCableMaterialInfo', useLanguage()],
    queryFn: () => api(cableCalls.queryUserDefaultCableMaterialInfo, {}),
  });
}
