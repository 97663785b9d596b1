/**
 * A stored project as the engine's design (`GenerationDesign`, shared/pv/engine/generation.ts):
 * the one adapter the report by id, the editor's live results and queryProjectReportData (its
 * request read into the same terms, shared/api/engine-requests.ts) simulate through.
 *
 * - Arrays: each PV array in the engine's names (array-engine.ts), with its rows when it is drawn
 *   in two groups or more (row-to-row shading); rows without an array, strings or panels carry
 *   nothing and are left out.
 * - Inverters: per inverter unit, its DC rows summed by PV array; units of a group wired
 *   identically are one inverter with a count (the engine shares their DC equally).
 * - Arrays alike in all but their capacity (the MPPTs of one PV array on many inverters) are one
 *   engine array, each inverter taking its share: an array's DC power is proportional to its
 *   capacity, so the figures are those of one array per wiring, and a project's engine work
 *   follows its PV arrays (at most 20), not its MPPTs (up to 500 of the catalogue's models).
 * - Losses: the system loss step's, with the string design's cable losses.
 * - Shading besides the rows' linear loss: each array carries what shades it (the rows'
 *   electrical effect on a drawn array of several groups; with a `surroundings` section the far
 *   horizon and the obstacles over its drawn panels: array-surroundings.ts); arrays merge only
 *   when shaded alike.
 * - Budget: every unit's wiring of a PV array counts as one array of an hourly year against the
 *   engine's budget (ENGINE_MAX_ARRAY_YEARS), and the drawn areas are filled for their rows
 *   within theirs (work-bounds.ts), each counted once.
 */
import { ENGINE_MAX_ARRAY_YEARS } from '../../constants/limits';
import type { PanelCount } from '../../layout/fill';
import { rounded } from '../../numbers/rounding';
import type { GenerationDesign, GenerationInverter } from '../../pv/engine/generation';
import { type SystemLosses, systemLossesFromSpec } from '../../pv/losses/system-losses';
import type { RowGeometry } from '../../pv/shading/row-shading';
import type { PvArray } from '../../pv/simulation/types';
import { projectAlbedo } from '../record/ground';
import type { InverterGroupRecord, InverterUnitRecord } from '../record/inverter-group';
import type { ProjectRecord } from '../record/project';
import type { PvArrayRecord } from '../record/pv-array';
import { type ArrayForEngine, engineArrayParts, enginePartKey } from './array-engine';
import { mountedFieldsOf } from './array-mounted-fields';
import { rowsOfGroups } from './array-rows';
import { projectSurroundings, stringsByArray } from './array-surroundings';
import { inverterChecks, siteTemperaturesOf } from './electrical';
import type { ProjectSurroundings } from './surroundings-by-array';
import { type ProjectWork, projectWork, type WorkIssue } from './work-bounds';

/** The parts of a saved project the design reads. */
export type ProjectForDesign = Pick<ProjectRecord, 'pvArray' | 'inverter' | 'mapLocation' | 'systemLoss'> &
  Partial<Pick<ProjectRecord, 'surroundings' | 'ground'>>;

/** A project's engine design. */
export interface ProjectDesign extends GenerationDesign {
  inverters: GenerationInverter[];
  /** The flat losses; `dcLine` and `acLine` are the string design's cable losses. [%] */
  losses: SystemLosses;
  /** Unit wirings of a PV array, each an array of an hourly year against the engine's budget. */
  arrayCount: number;
  /**
   * What shades each array besides its rows' linear loss, and whether near shading was computed;
   * absent when nothing does.
   */
  surroundings?: ProjectSurroundings;
}

/** The design, or how far it is beyond the engine's budget, or the drawn areas beyond theirs. */
export type ProjectDesignResult =
  | { ok: true; design: ProjectDesign }
  | { ok: false; arrayCount: number; limit: number }
  | { ok: false; issues: WorkIssue[] };

/** An inverter's catalogue figures, in the project's names. */
export interface InverterFigures {
  /** Rated AC output of one unit; without it the inverter is sized to its arrays. [W] */
  ratedacoutputpower?: number | null;
  /** Maximum and European efficiency. [%] */
  maxeffec?: number | null;
  europeeffec?: number | null;
}

/** An inverter and the DC it takes of each array, before the engine's arrays are merged. */
export interface WiredInverter {
  figures: InverterFigures;
  /** Identical units sharing the arrays; default 1 (a fraction is rounded). */
  count?: number | null;
  /** The arrays wired to it and the DC capacity it takes of each. [W] */
  items: { array: ArrayForEngine; watts: number }[];
}

/**
 * The engine's arrays and inverters of wired inverters: arrays alike in all but their capacity
 * merged, in order of first appearance (see the module comment).
 */
export function wiredDesign(wired: readonly WiredInverter[]): {
  arrays: PvArray[];
  inverters: GenerationInverter[];
} {
  const arrays: PvArray[] = [];
  const byKind = new Map<string, number>();
  const arrayOf = (kind: Omit<PvArray, 'dcCapacity'>, surroundingsKey: string | null): number => {
    const key = enginePartKey(kind, surroundingsKey);
    let index = byKind.get(key);
    if (index === undefined) {
      index = arrays.push({ ...kind, dcCapacity: 0 }) - 1;
      byKind.set(key, index);
    }
    return index;
  };
  const inverters = wired.map((inverter) => {
    const shares = new Map<number, number>();
    for (const item of inverter.items) {
      for (const part of engineArrayParts(item.array)) {
        const index = arrayOf(part.kind, item.array.surroundings?.key ?? null);
        const watts = item.watts * part.share;
        arrays[index]!.dcCapacity += watts;
        shares.set(index, (shares.get(index) ?? 0) + watts);
      }
    }
    return engineInverter(inverter, [...shares.keys()], [...shares.values()]);
  });
  return { arrays, inverters };
}

function engineInverter(inverter: WiredInverter, arrays: number[], shares: number[]): GenerationInverter {
  const { figures, count } = inverter;
  return {
    arrays,
    shares,
    ratedAcPower: figures.ratedacoutputpower,
    maxEfficiency: figures.maxeffec,
    europeanEfficiency: figures.europeeffec,
    count: count === null || count === undefined ? undefined : Math.round(count),
  };
}

/** A stored array wired with `rows` (or none) and what else shades it, in the adapter's terms. */
export function storedArrayForEngine(
  array: PvArrayRecord,
  rows?: RowGeometry,
  surroundings?: ProjectSurroundings,
): ArrayForEngine {
  const shaded = surroundings?.byArray.get(array.id);
  return {
    inclination: array.inclination,
    azimuth: array.azimuth,
    tempCoefficientPmax: array.panel.tempCoefficientPmax,
    waferMaterial: array.panel.wafermaterial,
    rows,
    ...(shaded && { surroundings: shaded }),
    ...mountedFieldsOf(array, rows),
  };
}

/**
 * What shades each array of a project (array-surroundings.ts): the rows' electrical effect on
 * every drawn array of several groups without module-level electronics [SUR-6], and with a
 * surroundings section its far horizon and obstacles; undefined when nothing does (no rows of
 * strings, no section) and near shading was not left out.
 */
export function surroundingsOfDesign(
  project: ProjectForDesign,
  areas: ReadonlyMap<string, PanelCount>,
  rows: ReadonlyMap<string, RowGeometry>,
): ProjectSurroundings | undefined {
  const surroundings = projectSurroundings(project, areas, rows, stringsByArray(project));
  const shadesAny = surroundings.byArray.size > 0 || surroundings.nearShading !== 'none';
  return shadesAny ? surroundings : undefined;
}

/**
 * The row geometry of each drawn array of several groups, by array id (see array-rows.ts), from
 * the areas' counts (`projectWork`).
 */
export function rowsByArray(
  project: Pick<ProjectRecord, 'pvArray'>,
  areas: ReadonlyMap<string, PanelCount>,
): Map<string, RowGeometry> {
  const rows = new Map<string, RowGeometry>();
  for (const array of project.pvArray) {
    const geometry = rowsOfGroups(array, areas.get(array.id)?.groupCount ?? 0);
    if (geometry) rows.set(array.id, geometry);
  }
  return rows;
}

/**
 * The engine's design of a saved project (see the module comment), within the engine's budget.
 *
 * @param limit - The engine's budget in arrays (hourly years).
 * @param work - The project's drawn areas counted within their bounds (`projectWork`), when the
 *   caller has counted them already: each area is counted once a request.
 *
 * @example
 * // One SUN-5K-G with two strings of six 410 W panels of array 'south' (24°, 180°):
 * projectDesign(project).design;
 * // { arrays: [{ surfaceTilt: 24, surfaceAzimuth: 180, dcCapacity: 4920, … }],
 * //   inverters: [{ arrays: [0], shares: [4920], ratedAcPower: 5000, count: 1, … }], losses: { dcLine: 1.217, … }, arrayCount: 1 }
 */
export function projectDesign(
  project: ProjectForDesign,
  limit = ENGINE_MAX_ARRAY_YEARS,
  work: ProjectWork = projectWork(project),
): ProjectDesignResult {
  if (!work.ok) return { ok: false, issues: work.issues };
  const arrays = new Map(project.pvArray.map((array, index) => [array.id, { array, index }]));
  const rows = rowsByArray(project, work.areas);
  const surroundings = surroundingsOfDesign(project, work.areas, rows);
  const wired = project.inverter.flatMap((group) => groupInverters(group, arrays, rows, surroundings));
  const arrayCount = wired.reduce((sum, inverter) => sum + inverter.items.length, 0);
  if (arrayCount > limit) return { ok: false, arrayCount, limit };
  const { dcLine, acLine } = cableLosses(project);
  const losses = systemLossesFromSpec(project.systemLoss, { dcLine, acLine });
  return {
    ok: true,
    design: {
      ...wiredDesign(wired),
      losses,
      arrayCount,
      ...(surroundings && { surroundings }),
      ...albedoOf(project),
    },
  };
}

/** The project's albedo for the engine [MNT-4]; nothing without a ground section (the default 0.2). */
export function albedoOf(project: Partial<Pick<ProjectRecord, 'ground'>>): Pick<ProjectDesign, 'albedo'> {
  const albedo = projectAlbedo(project.ground);
  return albedo === undefined ? {} : { albedo };
}

type ArraysById = ReadonlyMap<string, { array: PvArrayRecord; index: number }>;

/** Panels of one unit per array, in the project's array order: [array id, panels][]. */
function unitWiring(unit: InverterUnitRecord, arrays: ArraysById): [string, number][] {
  const panels = new Map<string, number>();
  for (const row of unit.DC) {
    const wired = row.numberOfStrings * row.numberOfComponentsPerString;
    if (!row.pvArrayId || !arrays.has(row.pvArrayId) || wired <= 0) continue;
    panels.set(row.pvArrayId, (panels.get(row.pvArrayId) ?? 0) + wired);
  }
  return [...panels].sort(([a], [b]) => arrays.get(a)!.index - arrays.get(b)!.index);
}

/** The group's units, identical wirings coalesced with their count (first appearance first). */
function groupInverters(
  group: InverterGroupRecord,
  arrays: ArraysById,
  rows: ReadonlyMap<string, RowGeometry>,
  surroundings: ProjectSurroundings | undefined,
): WiredInverter[] {
  const wirings = new Map<string, { wiring: [string, number][]; count: number }>();
  for (const unit of group.inverters) {
    const wiring = unitWiring(unit, arrays);
    if (wiring.length === 0) continue;
    const key = JSON.stringify(wiring);
    const seen = wirings.get(key);
    if (seen) seen.count += 1;
    else wirings.set(key, { wiring, count: 1 });
  }
  return [...wirings.values()].map(({ wiring, count }) => ({
    figures: group.info,
    count,
    items: wiring.map(([arrayId, panels]) => {
      const { array } = arrays.get(arrayId)!;
      return {
        array: storedArrayForEngine(array, rows.get(arrayId), surroundings),
        watts: array.panel.peakpower * (panels * count),
      };
    }),
  }));
}

/**
 * The string design's cable losses as shares of the power they carry (DC loss I² × R × 2 at the
 * MPP current per MPPT [STR-5]; the AC loss at the inverter's AC power [STR-7]), over every
 * unit. A cable with a length and no cross-section yet (infinite resistance, the check shows no
 * rate) counts no loss: it is a form not filled in, not a cable that burns the whole power. [%]
 *
 * @remarks Both are the losses at STC power, applied by the engine as flat shares of the hourly
 * DC and AC energy: an upper bound, since the loss grows with the square of the current and
 * most hours run below STC.
 */
function cableLosses(project: ProjectForDesign): { dcLine: number; acLine: number } {
  const sums = { dcLoss: 0, dcPower: 0, acLoss: 0, acPower: 0 };
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  for (const group of inverterChecks(project, siteTemperaturesOf(project.mapLocation))) {
    for (const unit of group) {
      for (const row of unit.rows) {
        if (row.state !== 'checked') continue;
        sums.dcLoss += finite(row.check.dcCableLossW);
        sums.dcPower += row.check.stringPowerW;
      }
      if (unit.ac) {
        sums.acLoss += finite(unit.ac.acCableLossW);
        sums.acPower += unit.ac.acPowerW;
      }
    }
  }
  // Capped at 100 %: a cable cannot lose more than all of the power (the engine's losses are 0..100).
  const percent = (loss: number, power: number) =>
    power > 0 ? Math.min(100, rounded((loss / power) * 100, 'lineLossPercent')) : 0;
  return { dcLine: percent(sums.dcLoss, sums.dcPower), acLine: percent(sums.acLoss, sums.acPower) };
}
