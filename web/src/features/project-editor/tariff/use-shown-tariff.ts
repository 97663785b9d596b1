/**
 * The tariff the step shows for the draft's choice [TAR-14] (see tariff-values.ts' shownTariff):
 * a preset's from the presets, a library tariff's from the library unless the project holds
 * the copy. Null: the project has none (the flat tariff); undefined while loading.
 */
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useLibraryTariff, useTariffPresets } from '@/hooks/use-tariffs';
import type { StepProps } from '../model/step-props';
import { shownTariff, sourceIdOf } from './tariff-values';

export function useShownTariff(draft: StepProps['draft']): Tariff | null | undefined {
  const choice = draft.body.tariff;
  const presets = useTariffPresets();
  const libraryId = choice?.source === 'library' ? choice.tariffId : null;
  const held = draft.heldTariff;
  const heldShown = held && choice && held.source === choice.source && held.sourceId === sourceIdOf(choice);
  const libraryItem = useLibraryTariff(libraryId && !heldShown ? libraryId : null);
  return shownTariff(choice, held, {
    preset: (id) => presets.data?.find((preset) => preset.id === id)?.tariff,
    library: () => libraryItem.data?.tariff,
  });
}
