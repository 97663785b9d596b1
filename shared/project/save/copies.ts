/**
 * The catalogue copies a project's save reads (see shared/project/record/snapshots.ts), as plain
 * records keyed by {@link snapshotKey} so the editor can keep them in its draft (JSON) and the
 * server can fill them from the catalogue: one lookup for both, so the editor's live record is
 * the one the server will store.
 */
import { PanelChoseWay } from '../../catalogue/panel';
import type { InverterGroupInput } from '../record/inverter-group';
import type { ProjectRecord } from '../record/project';
import type { PvArrayInput } from '../record/pv-array';
import {
  type BatterySnapshot,
  type CableMaterialSnapshot,
  type InverterSnapshot,
  type PanelSnapshot,
  type PanelSource,
  snapshotKey,
} from '../record/snapshots';
import type { CatalogueCopies } from './assemble';

/** Copies by key: panels and batteries by `source:id`, inverter models and materials by id. */
export interface CopyRecords {
  panels: Record<string, PanelSnapshot>;
  inverters: Record<string, InverterSnapshot>;
  batteries: Record<string, BatterySnapshot>;
  cableMaterials: Record<string, CableMaterialSnapshot>;
}

/** No copies. */
export function emptyCopies(): CopyRecords {
  return { panels: {}, inverters: {}, batteries: {}, cableMaterials: {} };
}

/** Every copy a stored project holds. */
export function copiesOfRecord(record: ProjectRecord | undefined): CopyRecords {
  const copies = emptyCopies();
  for (const array of record?.pvArray ?? []) {
    copies.panels[snapshotKey(array.panel.source, array.panel.Id)] = array.panel;
  }
  for (const group of record?.inverter ?? []) {
    copies.inverters[group.inverterid] = group.info;
    if (group.battery) copies.batteries[snapshotKey(group.battery.source, group.battery.id)] = group.battery;
    for (const entry of group.inverters.flatMap((unit) => [...unit.DC, ...(unit.AC ? [unit.AC] : [])])) {
      if (!entry.cableMaterialId) continue;
      copies.cableMaterials[entry.cableMaterialId] = {
        Id: entry.cableMaterialId,
        MaterialName: entry.name,
        Resistivity: entry.cableMaterialResistivity,
        version: entry.materialVersion,
      };
    }
  }
  return copies;
}

/**
 * The sources a panel reference may come from, in the order they are tried (choice ways [WIZ-6]:
 * 2 system; 1 default and 3 custom are the owner's panels; 4 frequently used may be either).
 */
export function panelSources(way: PvArrayInput['panelchoseway']): PanelSource[] {
  if (way === PanelChoseWay.system) return ['system'];
  if (way === PanelChoseWay.frequentlyUsed) return ['custom', 'system'];
  return ['custom'];
}

/** The key of a group's battery copy. */
export function batteryKey(group: Pick<InverterGroupInput, 'batterysource' | 'batterytype'>): string {
  return snapshotKey(group.batterysource ?? 'system', group.batterytype ?? '');
}

/** The lookup `assembleProject` reads, over copy records. */
export function lookupCopies(copies: CopyRecords): CatalogueCopies {
  return {
    panel: (array) =>
      panelSources(array.panelchoseway)
        .map((source) => copies.panels[snapshotKey(source, array.panelid)])
        .find((copy) => copy !== undefined),
    inverter: (id) => copies.inverters[id],
    battery: (group) => copies.batteries[batteryKey(group)],
    cableMaterial: (id) => copies.cableMaterials[id],
  };
}
