/**
 * The catalogue copies of a save [PRJ-9]: for every panel, inverter model, battery and cable
 * material the project names, the copy the project keeps. A copy the stored project already
 * holds is kept (the maintainer's later edits do not change a saved design behind the user's
 * back); a new reference is copied from the catalogue now. With `refresh` (the editor's offer
 * after the catalogue changed) every item still in the catalogue is copied afresh, and a deleted
 * one keeps its old copy. A reference found in neither is missing (118 on its field).
 */

import type { BatteryDatasheet } from '@pvd/shared/catalogue/battery-datasheet';
import type { InverterGroupInput } from '@pvd/shared/project/record/inverter-group';
import type { ProjectInput, ProjectRecord } from '@pvd/shared/project/record/project';
import {
  type BatterySnapshot,
  type InverterSnapshot,
  inverterSnapshot,
  panelSnapshot,
  snapshotKey,
} from '@pvd/shared/project/record/snapshots';
import type { CatalogueCopies } from '@pvd/shared/project/save/assemble';
import {
  batteryKey,
  copiesOfRecord,
  emptyCopies,
  lookupCopies,
  panelSources,
} from '@pvd/shared/project/save/copies';
import { getCableMaterial } from '../db/entities/cable-material';
import { getCommonBattery } from '../db/entities/common-battery';
import { getSystemBattery } from '../db/entities/system-battery';
import { getSystemInverter } from '../db/entities/system-inverter';
import { getSystemPanel } from '../db/entities/system-panel';
import { getUserPanel } from '../db/entities/user-panel';
import { mapWithLimit, normaliseName } from '../db/items';

async function catalogueInverter(id: string): Promise<InverterSnapshot | undefined> {
  const stored = await getSystemInverter(id);
  return stored ? inverterSnapshot.parse(stored) : undefined;
}

async function cataloguePanel(accountId: string, source: 'system' | 'custom', id: string) {
  const stored = source === 'system' ? await getSystemPanel(id) : await getUserPanel(accountId, id);
  return stored ? panelSnapshot.parse({ ...stored, source }) : undefined;
}

async function catalogueBattery(group: InverterGroupInput, inverter: InverterSnapshot | undefined) {
  const id = group.batterytype!;
  if (group.batterysource === 'common') {
    const battery = await getCommonBattery(id);
    return battery && batteryCopy(battery, 'common', battery.version);
  }
  const battery = await getSystemBattery(id);
  // A series battery fits only its own series' inverters.
  if (!battery || (inverter && normaliseName(battery.inverterseries) !== normaliseName(inverter.series)))
    return undefined;
  return batteryCopy(battery, 'system', 0);
}

function batteryCopy(
  battery: {
    id: string;
    batterymodel: string;
    batterybrand: string;
    batterycapacity: number;
    batterytype: string;
    minimumnumberofparallelsseries: number;
    maximumnumberofparallelsseries: number;
    datasheet?: BatteryDatasheet;
  },
  source: 'system' | 'common',
  version: number,
): BatterySnapshot {
  return {
    id: battery.id,
    source,
    batterymodel: battery.batterymodel,
    batterybrand: battery.batterybrand,
    batterycapacity: battery.batterycapacity,
    batterytype: battery.batterytype,
    batterymincount: battery.minimumnumberofparallelsseries,
    batterymaxcount: battery.maximumnumberofparallelsseries,
    version,
    ...(battery.datasheet && { datasheet: battery.datasheet }),
  };
}

/** Takes the stored copy unless refreshing; else the catalogue's; a refresh of a deleted item keeps the stored one. */
async function pick<T>(stored: T | undefined, refresh: boolean, fromCatalogue: () => Promise<T | undefined>) {
  if (stored && !refresh) return stored;
  return (await fromCatalogue()) ?? stored;
}

/**
 * Finds every copy the input needs (catalogue reads in parallel, at most 10 at a time) and
 * answers them as the synchronous lookup `assembleProject` reads.
 */
export async function catalogueCopies(
  accountId: string,
  input: ProjectInput,
  stored: ProjectRecord | undefined,
): Promise<CatalogueCopies> {
  const kept = copiesOfRecord(stored);
  const refresh = input.refreshCatalogue;
  const found = emptyCopies();
  await mapWithLimit(input.pvArray, 10, async (array) => {
    for (const source of panelSources(array.panelchoseway)) {
      const key = snapshotKey(source, array.panelid);
      const copy = await pick(kept.panels[key], refresh, () =>
        cataloguePanel(accountId, source, array.panelid),
      );
      if (copy) {
        found.panels[key] = copy;
        return;
      }
    }
  });
  await mapWithLimit(input.inverter, 10, async (group) => {
    const copy = await pick(kept.inverters[group.inverterid], refresh, () =>
      catalogueInverter(group.inverterid),
    );
    if (copy) found.inverters[group.inverterid] = copy;
  });
  await mapWithLimit(
    input.inverter.filter((group) => group.batterytype),
    10,
    async (group) => {
      const key = batteryKey(group);
      const inverter = found.inverters[group.inverterid];
      const copy = await pick(kept.batteries[key], refresh, () => catalogueBattery(group, inverter));
      if (copy) found.batteries[key] = copy;
    },
  );
  const materialIds = new Set(
    input.inverter.flatMap((group) =>
      group.inverters.flatMap((unit) =>
        [...unit.DC, ...(unit.AC ? [unit.AC] : [])].map((entry) => entry.cableMaterialId),
      ),
    ),
  );
  await mapWithLimit(
    [...materialIds].filter((id): id is string => !!id),
    10,
    async (id) => {
      const copy = await pick(kept.cableMaterials[id], refresh, () => getCableMaterial(accountId, id));
      if (copy) found.cableMaterials[id] = copy;
    },
  );
  return lookupCopies(found);
}
