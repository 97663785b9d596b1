/** The tariff calls' answers [TAR-14]: a library tariff as listed and read, and the presets [TAR-3]. */
import type { TariffRow, tariffItem, tariffPreset } from '@pvd/shared/api/tariff';
import type { Culture } from '@pvd/shared/errors/codes';
import type { TariffPresetId } from '@pvd/shared/tariff/presets/ids';
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import { localizedPreset } from '@pvd/shared/tariff/presets/localized';
import type { Tariff } from '@pvd/shared/tariff/schema';
import type { z } from 'zod';
import type { StoredUserTariff } from '../db/entities/user-tariff';

/** What a row says of a tariff. */
function tariffFacts(tariff: Tariff) {
  return {
    currency: tariff.currency,
    periods: Object.keys(tariff.periods),
    hasDemandCharge: (tariff.demandChargePerKwMonth ?? 0) > 0,
  };
}

/** A library tariff as listed. */
export function tariffRowOf(stored: StoredUserTariff): TariffRow {
  return {
    id: stored.Id,
    name: stored.tariff.name,
    ...tariffFacts(stored.tariff),
    version: stored.version,
    createtime: stored.createtime,
    lastmodifytime: stored.lastmodifytime,
  };
}

/** A library tariff with its JSON form. */
export function tariffItemOf(stored: StoredUserTariff): z.input<typeof tariffItem> {
  return { ...tariffRowOf(stored), tariff: stored.tariff };
}

/** Every preset, named in `culture`, in the presets' order. */
export function tariffPresetViews(culture: Culture): z.input<typeof tariffPreset>[] {
  return Object.entries(TARIFF_PRESETS).map(([id, preset]) => {
    const tariff = localizedPreset(id as TariffPresetId, preset, culture);
    return {
      id: id as TariffPresetId,
      name: tariff.name,
      ...tariffFacts(tariff),
      source: tariff.source!,
      note: tariff.note ?? null,
      tariff,
    };
  });
}
