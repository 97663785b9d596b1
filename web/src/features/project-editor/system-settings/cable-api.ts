/**
 * The user's cable materials, as the string step uses them [CAT-3]: the library,
 * and the default one preselected on new rows.
 */
import * as cableCalls from '@pvd/shared/api/cablematerial';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useCableMaterials() {
  return useQuery({
    queryKey: ['cablematerial', 'queryAllUserCableMaterial'],
    queryFn: () => api(cableCalls.queryAllUserCableMaterial, {}),
  });
}

export function useDefaultCableMaterial() {
  return useQuery({
    queryKey: ['cablematerial', 'queryUserDefaultCableMaterialInfo'],
    queryFn: () => api(cableCalls.queryUserDefaultCableMaterialInfo, {}),
  });
}
