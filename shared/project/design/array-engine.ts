/**
 * A PV array in the engine's names: the one place where the project's names (the API's spelling [PRJ-2]:
 * `inclination`, `azimuth`, `componentlength` …) become the engine's and the layout's
 * (`surfaceTilt`, `surfaceAzimuth`, `panelLengthM` …, shared/NOMENCLATURE.md). The stored record,
 * the editor's drawer and the requests of the engine calls all pass through here.
 */
import type { PanelFillOptions } from '../../layout/fill';
import type { PanelPlacement } from '../../layout/laying-method';
import type { FillMounting } from '../../layout/mounted-layout';
import type { LayingMethod, Point } from '../../layout/types';
import type { RowGeometry } from '../../pv/shading/row-shading';
import type { BifacialPanels, PvArray } from '../../pv/simulation/types';
import type { ArrayMounting } from '../record/array-mounting';
import type { DrawnLayout, PvArrayRecord } from '../record/pv-array';
import { type MountedPart, mountedParts } from './array-mounting-engine';
import type { ArraySurroundingsOf } from './surroundings-by-array';

/** The plane of an array in the project's names. [°] */
export type ArrayPlaneFields = Pick<PvArrayRecord, 'inclination' | 'azimuth'>;

/** The plane in the engine's names. [°] */
export interface ArrayPlane {
  /** From horizontal. [°] */
  surfaceTilt: number;
  /** Clockwise from north. [°] */
  surfaceAzimuth: number;
}

/**
 * The array's plane in the engine's names.
 *
 * @example
 * arrayPlane({ inclination: 24, azimuth: 180 }); // { surfaceTilt: 24, surfaceAzimuth: 180 }
 */
export function arrayPlane(array: ArrayPlaneFields): ArrayPlane {
  return { surfaceTilt: array.inclination, surfaceAzimuth: array.azimuth };
}

/** What of an array its panels' laying depends on, in the project's names. */
export type ArrayForLaying = ArrayPlaneFields & {
  panel: Pick<PvArrayRecord['panel'], 'componentlength' | 'componentwidth'>;
  layout: Pick<DrawnLayout, 'layingMethod'>;
};

/** What of a drawn array its fill depends on, in the project's names. */
export type ArrayForFill = ArrayForLaying & {
  layout: Pick<DrawnLayout, 'rowSpacing' | 'setbackM'>;
  /** East-west units or tracker rows [MNT-1]; absent, null or fixed: fixed groups. */
  mounting?: ArrayMounting | null;
};

/**
 * What of the mounting the layout depends on (`mountedLaying`), or undefined for a fixed array
 * (its fill options are those of before the mountings). A tracker's rotation and backtracking
 * lay no panel differently, so editing them keeps the user's removals.
 */
export function fillMountingOf(mounting: ArrayMounting | null | undefined): FillMounting | undefined {
  if (mounting?.kind === 'east-west') return { kind: 'east-west', gapM: mounting.gapM };
  if (mounting?.kind !== 'single-axis') return undefined;
  const { axisAzimuth, axisTilt, gcr } = mounting;
  return { kind: 'single-axis', axisAzimuth, axisTilt, gcr };
}

/** The panels' placement in a drawn array, in the layout's names (the default row spacing's input). */
export function arrayPlacement(array: ArrayForLaying): PanelPlacement & ArrayPlane {
  return {
    panelLengthM: array.panel.componentlength,
    panelWidthM: array.panel.componentwidth,
    layingMethod: array.layout.layingMethod as LayingMethod,
    ...arrayPlane(array),
  };
}

/**
 * The fill options of a drawn array: its placement, row spacing, mounting (`fillMountingOf`) and setback, and the project's
 * obstacles' footprints to keep free (`keepOutOutlines`). The removed panels and the cap on
 * positions are the caller's (a count needs neither, the report's picture the removals).
 *
 * @example
 * fillOptionsOf({ inclination: 30, azimuth: 180, panel: { componentlength: 2.278, componentwidth: 1.134 },
 *   layout: { layingMethod: 4, rowSpacing: 2.5 } });
 * // { panelLengthM: 2.278, panelWidthM: 1.134, layingMethod: 4, surfaceTilt: 30, surfaceAzimuth: 180, rowSpacingM: 2.5 }
 */
export function fillOptionsOf(
  array: ArrayForFill,
  keepOut: readonly (readonly Point[])[] = [],
): PanelFillOptions {
  const setbackM = array.layout.setbackM ?? 0;
  const mounting = fillMountingOf(array.mounting);
  return {
    ...arrayPlacement(array),
    rowSpacingM: array.layout.rowSpacing,
    ...(mounting && { mounting }),
    ...(setbackM > 0 && { setbackM }),
    ...(keepOut.length > 0 && { keepOut }),
  };
}

/** What of an array the engine's simulation depends on besides its capacity, in the project's names. */
export interface ArrayForEngine extends ArrayPlaneFields {
  /** γ [%/°C]; absent or null: the wafer material's typical value. */
  tempCoefficientPmax?: number | null;
  waferMaterial?: string | null;
  /** Rows of a drawn array of several groups (row-to-row shading); absent or null: none. [m] */
  rows?: RowGeometry | null;
  /** What else shades the array (array-surroundings.ts), and the key that tells it apart. */
  surroundings?: ArraySurroundingsOf | null;
  /** Fixed, east-west or single-axis [MNT-1]; absent or null: fixed. */
  mounting?: ArrayMounting | null;
  /** The rear side with the panel's bifaciality [MNT-3]; absent or null: monofacial. */
  bifacial?: BifacialPanels | null;
  /**
   * Rows of one east-west half (`eastWestRows`) or of a bifacial fixed array (`bifacialRows`),
   * in place of `rows` for those mountings. [m]
   */
  mountedRows?: RowGeometry | null;
}

/**
 * The engine's array of `array` without its capacity. Two arrays of the same kind are the same to
 * the engine but for their capacity, to which their DC power is proportional.
 */
export function engineArrayKind(array: ArrayForEngine): Omit<PvArray, 'dcCapacity'> {
  return {
    ...arrayPlane(array),
    tempCoefficientPmax: array.tempCoefficientPmax ?? undefined,
    waferMaterial: array.waferMaterial ?? undefined,
    rows: array.rows ?? undefined,
    surroundings: array.surroundings?.surroundings,
  };
}

/**
 * The engine arrays of `array` without their capacity, each with its share of it [MNT-1]: one
 * for a fixed array (`engineArrayKind`, unchanged by the mountings) and a tracker, two halves for
 * an east-west rack (array-mounting-engine.ts).
 */
export function engineArrayParts(array: ArrayForEngine): MountedPart[] {
  return mountedParts({
    fixed: engineArrayKind(array),
    mounting: array.mounting ?? { kind: 'fixed' },
    bifacial: array.bifacial ?? undefined,
    rows: array.mountedRows ?? undefined,
  });
}

/** Equal for two engine arrays the engine may merge: of one kind and shaded alike (see below). */
export function enginePartKey(kind: Omit<PvArray, 'dcCapacity'>, surroundingsKey: string | null): string {
  const { surroundings: _scene, ...rest } = kind;
  return JSON.stringify([rest, kind.surroundings ? surroundingsKey : null]);
}
