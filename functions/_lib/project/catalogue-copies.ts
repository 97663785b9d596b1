/**
 * The catalogue copies of a save (issue 9 §2): for every panel, inverter model, battery and cable
 * material the project names, the copy the project keeps. A copy the stored project already
 * holds is kept (the maintainer's later edits do not change a saved design behind the user's
 * back); a new reference is copied from the catalogue now. With `refresh` (the editor's offer
 * after the catalogue changed) every item still in the catalogue is copied afresh, and a deleted
 * one keeps its old copy. A reference found in neither is missing (118 on its field).
 */
import { PanelChoseWay } from '@pvd/shared/catalogue/panel';
import type { CatalogueCopies } from '@pvd/shared/project/assemble';
import type { InverterGroupInput } from '@pvd/shared/project/inverter-group';
import type { ProjectInput, ProjectRecord } from '@pvd/shared/project/project';
import type { PvArrayInput } from '@pvd/shared/project/pv-array';
import {
  type BatterySnapshot,
  type CableMaterialSnapshot,
  type InverterSnapshot,
  inverterSnapshot,
  type PanelSnapshot,
  panelSnapshot,
  snapshotKey,
} from '@pvd/shared/project/snapshots';
import { getCableMaterial } from '../db/entities/cable-material';
import { getCommonBattery } from '../db/entities/common-battery';
import { getSystemBattery } from '../db/entities/system-battery';
import { getSystemInverter } from '../db/entities/system-inverter';
import { getSystemPanel } from '../db/entities/system-panel';
import { getUserPanel } from '../db/entities/user-panel';
import { mapWithLimit, normaliseName } from '../db/items';

/** The copies a stored project holds, by {@link snapshotKey}. */
interface StoredCopies {
  panels: Map<string, PanelSnapshot>;
  inverters: Map<string, InverterSnapshot>;
  batteries: Map<string, BatterySnapshot>;
  cableMaterials: Map<string, CableMaterialSnapshot>;
}

function storedCopies(stored: ProjectRecord | undefined): StoredCopies {
  const copies: StoredCopies = {
    panels: new Map(),
    inverters: new Map(),
    batteries: new Map(),
    cableMaterials: new Map(),
  };
  for (const array of stored?.pvArray ?? [])
    copies.panels.set(snapshotKey(array.panel.source, array.panel.Id), array.panel);
  for (const group of stored?.inverter ?? []) {
    copies.inverters.set(group.inverterid, group.info);
    if (group.battery)
      copies.batteries.set(snapshotKey(group.battery.source, group.battery.id), group.battery);
    for (const unit of group.inverters) {
      for (const entry of [...unit.DC, ...(unit.AC ? [unit.AC] : [])]) {
        if (!entry.cableMaterialId) continue;
        copies.cableMaterials.set(entry.cableMaterialId, {
          Id: entry.cableMaterialId,
          MaterialName: entry.name,
          Resistivity: entry.cableMaterialResistivity,
          version: entry.materialVersion,
        });
      }
    }
  }
  return copies;
}

/** The sources a panel reference may come from, in the order they are tried. */
function panelSources(way: PvArrayInput['panelchoseway']): ('system' | 'custom')[] {
  if (way === PanelChoseWay.system) return ['system'];
  if (way === PanelChoseWay.frequentlyUsed) return ['custom', 'system'];
  return ['custom'];
}

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
  const kept = storedCopies(stored);
  const refresh = input.refreshCatalogue;
  const panels = new Map<string, PanelSnapshot | undefined>();
  await mapWithLimit(input.pvArray, 10, async (array) => {
    for (const source of panelSources(array.panelchoseway)) {
      const key = snapshotKey(source, array.panelid);
      const copy = await pick(kept.panels.get(key), refresh, () =>
        cataloguePanel(accountId, source, array.panelid),
      );
      if (copy) return void panels.set(array.id, copy);
    }
  });
  const inverters = new Map<string, InverterSnapshot | undefined>();
  await mapWithLimit(input.inverter, 10, async (group) => {
    inverters.set(
      group.inverterid,
      await pick(kept.inverters.get(group.inverterid), refresh, () => catalogueInverter(group.inverterid)),
    );
  });
  const batteries = new Map<string, BatterySnapshot | undefined>();
  await mapWithLimit(
    input.inverter.filter((group) => group.batterytype),
    10,
    async (group) => {
      const key = snapshotKey(group.batterysource ?? 'system', group.batterytype!);
      batteries.set(
        key,
        await pick(kept.batteries.get(key), refresh, () =>
          catalogueBattery(group, inverters.get(group.inverterid)),
        ),
      );
    },
  );
  const materials = new Map<string, CableMaterialSnapshot | undefined>();
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
      materials.set(
        id,
        await pick(kept.cableMaterials.get(id), refresh, () => getCableMaterial(accountId, id)),
      );
    },
  );
  return {
    panel: (array) => panels.get(array.id),
    inverter: (id) => inverters.get(id),
    battery: (group) => batteries.get(snapshotKey(group.batterysource ?? 'system', group.batterytype!)),
    cableMaterial: (id) => materials.get(id),
  };
}
