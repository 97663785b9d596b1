/**
 * The catalogue data a project keeps [PRJ-9]: a saved project holds a copy of every panel,
 * inverter model, battery and cable material it uses, so it still opens, computes and reports
 * after a maintainer edits or deletes that item. Each copy carries the catalogue `version` it was
 * taken at, so the editor can tell when the catalogue moved on and offer to refresh it.
 *
 * The copies sit where the API's shapes put them [PRJ-9]: an array's `panel`, an inverter group's
 * `info` and `battery`, a DC or AC entry's material name and resistivity. A save takes each copy
 * from the catalogue when the project did not hold it yet (or when the editor asks for a
 * refresh); otherwise it keeps the stored copy (`functions/_lib/project/catalogue-copies.ts`).
 */
import * as z from 'zod';
import { batteryDatasheet } from '../../catalogue/battery-datasheet';
import { panelInfo } from '../../catalogue/panel';
import { systemInverter } from '../../catalogue/system-inverter-view';

/** Where a panel came from: the shared catalogue or the owner's custom panels. */
export const PANEL_SOURCES = ['system', 'custom'] as const;
export type PanelSource = (typeof PANEL_SOURCES)[number];

/** A panel's datasheet as saved with a project (the catalogue's fields and its source). */
export const panelSnapshot = panelInfo
  .omit({ IsDefault: true, choseWay: true, createtime: true })
  .extend({ source: z.enum(PANEL_SOURCES) });
export type PanelSnapshot = z.infer<typeof panelSnapshot>;

/** An inverter model as saved with a project (the catalogue's fields without its image address). */
export const inverterSnapshot = systemInverter.omit({ img: true });
export type InverterSnapshot = z.infer<typeof inverterSnapshot>;

/** Where a battery came from: the inverter series' batteries or the common batteries. */
export const BATTERY_SOURCES = ['system', 'common'] as const;
export type BatterySource = (typeof BATTERY_SOURCES)[number];

/** A battery as saved with a project. */
export const batterySnapshot = z.object({
  id: z.string(),
  source: z.enum(BATTERY_SOURCES),
  batterymodel: z.string(),
  batterybrand: z.string(),
  /** Capacity of one module. [kWh] */
  batterycapacity: z.number(),
  batterytype: z.string(),
  /** Fewest and most modules on one inverter. */
  batterymincount: z.number(),
  batterymaxcount: z.number(),
  /** Catalogue edit version when copied (system batteries have none: 0). */
  version: z.number(),
  /** The datasheet's figures, where the catalogue has them (the dispatch and the ageing read them). */
  datasheet: batteryDatasheet.optional(),
});
export type BatterySnapshot = z.infer<typeof batterySnapshot>;

/** A cable material as saved with a project. */
export const cableMaterialSnapshot = z.object({
  Id: z.string(),
  MaterialName: z.string(),
  /** [Ω·mm²/m] */
  Resistivity: z.number(),
  version: z.number(),
});
export type CableMaterialSnapshot = z.infer<typeof cableMaterialSnapshot>;

/** The key of a copy: its source and catalogue id (`system:abc`, `custom:def`). */
export function snapshotKey(source: string, id: string): string {
  return `${source}:${id}`;
}
