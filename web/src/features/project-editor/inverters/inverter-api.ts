/**
 * The chooser cascade's calls [WIZ-7]: voltages of a voltage type, frequencies of a voltage,
 * models of a frequency, one model's details and its series' batteries. Each query waits for the
 * choice before it (disabled until then), so a reset choice asks nothing.
 */
import * as batteryCalls from '@pvd/shared/api/battery';
import * as optionCalls from '@pvd/shared/api/catalogue-options';
import * as inverterCalls from '@pvd/shared/api/inverter';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Mains voltage type codes [CAT-4]: 1 single phase, 2 three phase, 3 US. */
export type VoltageTypeCode = 1 | 2 | 3;

/** Catalogue lists change rarely: a minute before asking again. */
const CATALOGUE_STALE_MS = 60_000;

export function useVoltageOptions(voltageType: VoltageTypeCode | null, isEnergyStorage: boolean) {
  return useQuery({
    queryKey: ['Common', 'queryNominalGridVoltageOptions', voltageType, isEnergyStorage],
    queryFn: () =>
      api(optionCalls.queryNominalGridVoltageOptions, { voltageType: voltageType!, isEnergyStorage }),
    enabled: voltageType !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useFrequencyOptions(
  voltageType: VoltageTypeCode | null,
  voltageValue: string | null,
  isEnergyStorage: boolean,
) {
  return useQuery({
    queryKey: ['Common', 'queryNominalGridFrequencyOptions', voltageType, voltageValue, isEnergyStorage],
    queryFn: () =>
      api(optionCalls.queryNominalGridFrequencyOptions, {
        voltageType: voltageType!,
        voltageValue: voltageValue!,
        isEnergyStorage,
      }),
    enabled: voltageType !== null && voltageValue !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useModelOptions(
  voltageType: VoltageTypeCode | null,
  voltageValue: string | null,
  frequency: string | null,
  isEnergyStorage: boolean,
) {
  return useQuery({
    queryKey: ['inverter', 'queryInverterOptions', voltageType, voltageValue, frequency, isEnergyStorage],
    queryFn: () =>
      api(inverterCalls.queryInverterOptions, {
        voltageType: voltageType!,
        voltageValue: voltageValue!,
        frequency: frequency!,
        isEnergyStorage,
      }),
    enabled: voltageType !== null && voltageValue !== null && frequency !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** One model with every field and its image (the detail dialog, and the draft's copy). */
export function useInverterModel(id: string | null) {
  return useQuery({
    queryKey: ['inverter', 'queryInverterInfo', id],
    queryFn: () => api(inverterCalls.queryInverterInfo, { id: id! }),
    enabled: id !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The batteries of an inverter series, then the common ones. */
export function useBatteryOptions(series: string | null) {
  return useQuery({
    queryKey: ['inverter', 'queryBatteryOptions', series],
    queryFn: () => api(batteryCalls.queryBatteryOptions, { inverterSeries: series ?? '' }),
    enabled: series !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}
