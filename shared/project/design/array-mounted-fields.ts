/**
 * What a stored array's mounting and rear side add to its engine terms [MNT-1] [MNT-2] [MNT-3]:
 * nothing for a fixed monofacial array (its figures are those of before the mountings), else the
 * mounting, the rear side with the panel's bifaciality, and the rows of an east-west half or of
 * bifacial fixed rows (array-mounting-engine.ts).
 */
import { panelFootprint } from '../../layout/laying-method';
import type { LayingMethod } from '../../layout/types';
import type { RowGeometry } from '../../pv/shading/row-shading';
import type { BifacialPanels } from '../../pv/simulation/types';
import { mountingOf } from '../record/array-mounting';
import { InsertWay, type PvArrayRecord } from '../record/pv-array';
import type { ArrayForEngine } from './array-engine';
import { bifacialRows, eastWestRows } from './array-mounting-engine';

/** What of a stored array its mounted terms depend on. */
export type ArrayForMounting = Pick<
  PvArrayRecord,
  'insertway' | 'layout' | 'inclination' | 'azimuth' | 'mounting' | 'bifacial'
> & {
  panel: Pick<PvArrayRecord['panel'], 'componentlength' | 'componentwidth' | 'bifacialityFactor'>;
};

/**
 * The width of the array's collector along its slope [m]: a drawn array's group (its laying
 * method's slant height), else one panel, across in landscape on an east-west rack (as those
 * racks are built) and up the slope in portrait otherwise.
 */
export function collectorWidthOf(array: ArrayForMounting): number {
  if (array.insertway === InsertWay.drawn && array.layout) {
    return panelFootprint({
      panelLengthM: array.panel.componentlength,
      panelWidthM: array.panel.componentwidth,
      layingMethod: array.layout.layingMethod as LayingMethod,
      surfaceTilt: array.inclination,
    }).groupSlantHeightM;
  }
  return mountingOf(array).kind === 'east-west' ? array.panel.componentwidth : array.panel.componentlength;
}

/**
 * The rear side of the array in the engine's terms, or undefined when it has none: the section
 * is set and the panel gives a bifaciality above 0 [MNT-3].
 */
export function engineBifacial(array: ArrayForMounting): BifacialPanels | undefined {
  const rear = array.bifacial;
  const bifaciality = array.panel.bifacialityFactor;
  if (!rear || !(bifaciality && bifaciality > 0)) return undefined;
  return {
    bifaciality,
    heightM: rear.heightM,
    shadeFactor: rear.shadeFactor,
    transmissionFactor: rear.transmissionFactor,
  };
}

/**
 * The mounted fields of `array` (see the module comment).
 *
 * @param drawnRows - The array's rows from its drawing (array-rows.ts), when it has them.
 */
export function mountedFieldsOf(
  array: ArrayForMounting,
  drawnRows?: RowGeometry,
): Pick<ArrayForEngine, 'mounting' | 'bifacial' | 'mountedRows'> {
  const mounting = mountingOf(array);
  const bifacial = mounting.kind === 'east-west' ? undefined : engineBifacial(array);
  if (mounting.kind === 'fixed' && !bifacial) return {};
  const width = collectorWidthOf(array);
  if (mounting.kind === 'east-west') {
    return { mounting, mountedRows: eastWestRows(width, array.inclination, mounting.gapM) };
  }
  if (mounting.kind === 'single-axis') return { mounting, ...(bifacial && { bifacial }) };
  return { mounting, bifacial, mountedRows: bifacialRows(drawnRows, width, array.bifacial?.gcr) };
}
