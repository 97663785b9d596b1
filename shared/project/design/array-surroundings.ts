/**
 * What shades each PV array of a stored project, in the engine's terms (`ArraySurroundings`):
 *
 * - the far horizon, the project's, on every array;
 * - near shading, on a drawn array with obstacles: its panels as the fill lays them (obstacles'
 *   footprints and the setback kept free), standing on the roof, in the plan frame with the
 *   obstacles. Its strings are the string design's, laid along the fill's order (front group
 *   first, row by row from the front, left to right seen from behind): the first string takes
 *   the first panels, and so on, units and MPPT inputs in the project's order; only the panels
 *   so wired count (all of them before any string carries panels, then without strings);
 * - the rows' electrical effect, on a drawn array of several groups, with or without a
 *   surroundings section: the collector's blocks counted as the laying method lays its panels
 *   (landscape: the rows' blocks stacked up the slope; portrait: one panel's blocks side by side,
 *   which a shadow from below all touches);
 * - with optimisers or microinverters (`moduleLevelElectronics`), only the linear loss.
 *
 * Near shading is computed while the panels it covers number at most
 * `PROJECT_LIMITS.nearShadingPanels`; past that the project is not refused, its near shading is
 * left out and said to be so (`tooManyPanels`).
 */
import { PROJECT_LIMITS } from '../../constants/limits';
import { fillPolygonWithPanels, type PanelCount } from '../../layout/fill';
import { LAYING_METHODS } from '../../layout/laying-method';
import { cornersToPlan, planFrame } from '../../layout/plan-view';
import { scenePanelsOfLayout } from '../../layout/scene-panels';
import type { LayingMethod } from '../../layout/types';
import { DEFAULT_BLOCKS_PER_MODULE } from '../../pv/shading/martinez';
import type { Obstacle } from '../../pv/shading/obstacles/obstacle';
import type { RowBlocks } from '../../pv/shading/row-electrical';
import type { RowGeometry } from '../../pv/shading/row-shading';
import type { SceneString } from '../../pv/shading/scene';
import { engineSite } from '../record/location';
import type { ProjectRecord } from '../record/project';
import { InsertWay, type PvArrayRecord } from '../record/pv-array';
import { horizonOf, keepOutOutlines, obstaclesInPlan } from '../record/surroundings';
import { arrayPlane, fillOptionsOf } from './array-engine';
import type { ArraySurroundingsOf, NearShadingState, ProjectSurroundings } from './surroundings-by-array';

/** What of a project its surroundings depend on. */
export type ProjectForSurroundings = Pick<
  ProjectRecord,
  'pvArray' | 'inverter' | 'mapLocation' | 'surroundings'
>;

/**
 * The sizes of the strings of each array, in the project's order of groups, units and MPPT
 * inputs (panels per string, one entry a string).
 */
export function stringsByArray(project: Pick<ProjectRecord, 'inverter'>): Map<string, number[]> {
  const strings = new Map<string, number[]>();
  for (const group of project.inverter) {
    for (const unit of group.inverters) {
      for (const row of unit.DC) {
        if (!row.pvArrayId || row.numberOfComponentsPerString <= 0) continue;
        const list = strings.get(row.pvArrayId) ?? [];
        for (let s = 0; s < row.numberOfStrings; s++) list.push(row.numberOfComponentsPerString);
        strings.set(row.pvArrayId, list);
      }
    }
  }
  return strings;
}

/** The blocks of a panel: its datasheet's bypass diodes, else three. */
const blocksOf = (array: PvArrayRecord) => array.panel.bypassDiodes ?? DEFAULT_BLOCKS_PER_MODULE;

/** The rows' blocks for the electrical effect of row-to-row shading (see the module comment). */
function rowBlocksOf(array: PvArrayRecord): RowBlocks | undefined {
  if (array.moduleLevelElectronics || !array.layout) return undefined;
  const shape = LAYING_METHODS[array.layout.layingMethod as LayingMethod];
  if (!shape) return undefined;
  const perPanel = blocksOf(array);
  return shape.orientation === 'portrait'
    ? { blocks: perPanel, orientation: 'portrait' }
    : { blocks: shape.rowsPerGroup * perPanel, orientation: 'landscape' };
}

/** Whether an array can carry near shading: drawn, not vertical. */
const drawnForScene = (array: PvArrayRecord) =>
  array.insertway === InsertWay.drawn && array.layout !== null && array.inclination < 90;

/** Consecutive strings over `count` panels; panels past the last string are left out. */
function laidStrings(
  sizes: readonly number[],
  count: number,
  moduleLevelElectronics: boolean,
): SceneString[] {
  const strings: SceneString[] = [];
  let next = 0;
  for (const size of sizes) {
    const panels = Array.from({ length: Math.min(size, count - next) }, (_, i) => next + i);
    if (panels.length === 0) break;
    strings.push({ panels, ...(moduleLevelElectronics && { moduleLevelElectronics: true }) });
    next += panels.length;
  }
  return strings;
}

/** The panels near shading would cover, before any area is filled for it. */
function scenePanelEstimate(
  arrays: readonly PvArrayRecord[],
  areas: ReadonlyMap<string, PanelCount>,
  strings: ReadonlyMap<string, number[]>,
): number {
  return arrays.reduce((sum, array) => {
    const wired = strings.get(array.id)?.reduce((total, size) => total + size, 0);
    const drawn = Math.min(array.panelcount, areas.get(array.id)?.positionCount ?? 0);
    return sum + (wired === undefined ? drawn : Math.min(wired, drawn));
  }, 0);
}

/**
 * The surroundings of each array (see the module comment).
 * @param project the stored project
 * @param areas the drawn areas' counts within their bounds (`projectWork`)
 * @param rows the rows of the drawn arrays of several groups, by array id
 * @param strings the string sizes by array id (`stringsByArray`); empty before any string
 */
export function projectSurroundings(
  project: ProjectForSurroundings,
  areas: ReadonlyMap<string, PanelCount>,
  rows: ReadonlyMap<string, RowGeometry>,
  strings: ReadonlyMap<string, number[]>,
): ProjectSurroundings {
  const horizon = horizonOf(project.surroundings);
  const frame = planFrame(engineSite(project.mapLocation));
  const obstacles = obstaclesInPlan(project.surroundings?.obstacles ?? [], frame);
  const candidates = obstacles.length > 0 ? project.pvArray.filter(drawnForScene) : [];
  const tooMany = scenePanelEstimate(candidates, areas, strings) > PROJECT_LIMITS.nearShadingPanels;
  const nearShading: NearShadingState =
    candidates.length === 0 ? 'none' : tooMany ? 'tooManyPanels' : 'computed';
  const keepOut = keepOutOutlines(obstacles);
  const byArray = new Map<string, ArraySurroundingsOf>();
  for (const array of project.pvArray) {
    const rowBlocks = rows.has(array.id) ? rowBlocksOf(array) : undefined;
    const near =
      nearShading === 'computed' && candidates.includes(array)
        ? nearScene(array, frame, obstacles, keepOut, strings.get(array.id))
        : undefined;
    if (!horizon && !near && !rowBlocks) continue;
    byArray.set(array.id, {
      surroundings: {
        ...(horizon && { horizon }),
        ...(near && { scene: near.scene }),
        ...(rowBlocks && { rowBlocks }),
      },
      key: JSON.stringify([near ? array.id : null, horizon !== undefined, rowBlocks ?? null]),
      ...(near && { panelIndices: near.panelIndices, panelCorners: near.panelCorners }),
    });
  }
  return { byArray, nearShading };
}

/** A drawn array's panels (the wired ones) with the obstacles and its strings. */
function nearScene(
  array: PvArrayRecord,
  frame: ReturnType<typeof planFrame>,
  obstacles: Obstacle[],
  keepOut: ReturnType<typeof keepOutOutlines>,
  sizes: number[] | undefined,
) {
  const layout = array.layout!;
  const laid = fillPolygonWithPanels(cornersToPlan(frame, layout.areaLatLngs), {
    ...fillOptionsOf({ ...array, layout }),
    removedIndices: layout.removedPanels,
    keepOut,
    setbackM: layout.setbackM ?? 0,
  });
  const all = scenePanelsOfLayout(laid, arrayPlane(array));
  const wired = sizes ? sizes.reduce((sum, size) => sum + size, 0) : all.length;
  const panels = all.slice(0, Math.min(wired, all.length));
  if (panels.length === 0) return undefined;
  const moduleLevelElectronics = array.moduleLevelElectronics === true;
  return {
    scene: {
      panels,
      obstacles,
      strings: sizes ? laidStrings(sizes, panels.length, moduleLevelElectronics) : [],
      blocksPerPanel: blocksOf(array),
    },
    panelIndices: panels.map((panel) => Number(panel.id)),
    panelCorners: laid.corners.slice(0, 8 * panels.length),
  };
}
