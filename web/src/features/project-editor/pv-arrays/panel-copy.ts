/**
 * The panel an array uses: how it was chosen [WIZ-6], the copy of its datasheet the project keeps
 * (so the project assembles without the catalogue, shared/project/save/copies.ts) and its size as
 * edited for this project.
 */
import type { PanelChoseWay, PanelInfo } from '@pvd/shared/catalogue/panel';
import { type PanelSnapshot, panelSnapshot, snapshotKey } from '@pvd/shared/project/record/snapshots';
import { type CopyRecords, panelSources } from '@pvd/shared/project/save/copies';
import type { ArrayBody } from './array-edits';

/** The panel an array uses: the copy the project keeps, how it was chosen and its edited size. */
export interface ChosenPanel {
  /** 1 default, 2 system, 3 custom, 4 frequently used. */
  way: PanelChoseWay;
  panel: PanelSnapshot;
  /** As edited for this project (at least 0.5, step 0.001 [WIZ-6]). [m] */
  length: number;
  /** [m] */
  width: number;
}

/** A catalogue panel as the project keeps it; `choseWay` 2 is a system panel, 3 a custom one. */
export function panelCopy(info: PanelInfo): PanelSnapshot {
  return panelSnapshot.parse({ ...info, source: info.choseWay === 2 ? 'system' : 'custom' });
}

/** The key of a copy in the draft's `copies.panels`. */
export function panelCopyKey(panel: PanelSnapshot): string {
  return snapshotKey(panel.source, panel.Id);
}

/** The chooser's answer for a catalogue panel, at its catalogue size. */
export function chosenPanel(way: PanelChoseWay, info: PanelInfo): ChosenPanel {
  const panel = panelCopy(info);
  return { way, panel, length: panel.componentlength, width: panel.componentwidth };
}

/**
 * The panel copy an array names, looked up as `assembleProject` does (shared/project/save/copies.ts),
 * or undefined when the draft lacks it.
 */
export function panelOfArray(
  copies: CopyRecords,
  array: Pick<ArrayBody, 'panelchoseway' | 'panelid'>,
): PanelSnapshot | undefined {
  return panelSources(array.panelchoseway)
    .map((source) => copies.panels[snapshotKey(source, array.panelid)])
    .find((copy) => copy !== undefined);
}

/** The panel's name as the list shows it. */
export function panelName(panel: PanelSnapshot): string {
  return `${panel.manufacturer} ${panel.componentmodelname}`;
}
