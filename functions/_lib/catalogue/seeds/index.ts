/**
 * `seedCatalogue()`: the first-start catalogue of the local runtime (30+ inverters, 20+ panels,
 * system and common batteries, currencies), written in batches with the unique-name guards the
 * forms and imports rely on. Run once, when the table has just been created.
 */

import { storedCommonBatteryItems } from '../../db/entities/common-battery';
import { storedCurrencyItem } from '../../db/entities/currency';
import { newStoredSystemBattery, storedSystemBatteryItems } from '../../db/entities/system-battery';
import { newStoredInverter, storedInverterItems } from '../../db/entities/system-inverter';
import { newStoredSystemPanel, storedSystemPanelItems } from '../../db/entities/system-panel';
import { newId } from '../../db/ids';
import { batchPut, type Item } from '../../db/items';
import { seedCabinetBatteries, seedCommonBatterySpecs, seedSystemBatterySpecs } from './batteries';
import { seedCurrencies } from './currencies';
import { seedInverterSpecs } from './inverters';
import { seedPanelSpecs } from './panels';

/** Every item of the seeded catalogue. */
export function catalogueSeedItems(now = new Date()): Item[] {
  const time = now.toISOString();
  return [
    ...seedInverterSpecs().flatMap((spec) =>
      storedInverterItems(newStoredInverter(spec, { id: newId(), imageKey: null, now })),
    ),
    ...seedPanelSpecs().flatMap((spec) => storedSystemPanelItems(newStoredSystemPanel(spec, newId(), now))),
    ...seedSystemBatterySpecs().flatMap((spec) =>
      storedSystemBatteryItems(newStoredSystemBattery(spec, newId(), now)),
    ),
    ...seedCabinetBatteries().flatMap(({ spec, datasheet }) =>
      storedSystemBatteryItems(newStoredSystemBattery(spec, newId(), now, datasheet)),
    ),
    ...seedCommonBatterySpecs().flatMap((spec) =>
      storedCommonBatteryItems({
        id: newId(),
        batterymodel: spec.modelName,
        batterybrand: spec.brand,
        batterycapacity: spec.capacity,
        batterytype: spec.batteryType,
        maximumnumberofparallelsseries: spec.maximumNumberOfParallelsSeries,
        minimumnumberofparallelsseries: spec.minimumNumberOfParallelsSeries,
        createtime: time,
        lastmodifytime: time,
        version: 1,
      }),
    ),
    ...seedCurrencies().map(storedCurrencyItem),
  ];
}

/** Writes the seeded catalogue (call once, on a new table). */
export async function seedCatalogue(now = new Date()): Promise<void> {
  await batchPut(catalogueSeedItems(now));
}
