/**
 * The engine input of a saved project's report (queryProjectReportDataById): the project's
 * string design turned into queryProjectReportData's `inverters` and its cable losses, so the
 * report by id and the report by design compute the same numbers from the same input.
 *
 * - Per inverter unit, its DC rows are summed by PV array: one item per array wired to the
 *   unit, holding the panels of every string on it (rows without an array, strings or panels
 *   carry nothing and are left out).
 * - Units of a group wired identically (same arrays, same panels) are one inverter with a
 *   count; the engine shares their DC equally between them, so the items hold the panels of
 *   all of them.
 * - A drawn array of two groups or more carries its rows (collector width and pitch), so the
 *   engine applies the row-to-row shading (issue 11 §4).
 * - Every item is one array the engine simulates: the design must stay within the engine's work
 *   budget (ENGINE_MAX_ARRAY_YEARS arrays of an hourly year), and the drawn areas filled for the
 *   rows within theirs (panels, corners and removals: work-bounds.ts), each counted once.
 */
import type { ReportInverter } from '../api/project-report';
import { ENGINE_MAX_ARRAY_YEARS } from '../constants/limits';
import { roundToDecimals } from '../electrical/rounding';
import type { PanelCount } from '../layout/fill';
import type { RowGeometry } from '../pv/shading/row-shading';
import { rowsOfGroups } from './array-rows';
import { inverterChecks } from './electrical';
import type { InverterGroupRecord, InverterUnitRecord } from './inverter-group';
import type { ProjectRecord } from './project';
import type { PvArrayRecord } from './pv-array';
import { type ProjectWork, projectWork, type WorkIssue } from './work-bounds';

/** The parts of a saved project the design reads. */
export type ProjectForReport = Pick<ProjectRecord, 'pvArray' | 'inverter' | 'mapLocation'>;

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

/** The report's engine input, in queryProjectReportData's terms. */
export interface ReportDesign {
  /** Inverters with their items (queryProjectReportData's `inverters`). */
  inverters: ReportInverter[];
  /** DC cable loss of the string design at STC: Σ DC cable loss / Σ string power × 100. [%] */
  dcLineLoss: number;
  /** AC cable loss at the inverters' AC power: Σ AC cable loss / Σ AC power × 100. [%] */
  acLineLoss: number;
  /** Arrays the engine simulates (one per item). */
  arrayCount: number;
}

/** The design, or how far it is beyond the engine's budget, or the drawn areas beyond theirs. */
export type ReportDesignResult =
  | { ok: true; design: ReportDesign }
  | { ok: false; arrayCount: number; limit: number }
  | { ok: false; issues: WorkIssue[] };

/**
 * The report's engine input from a saved project (see the module comment), within the engine's
 * budget.
 *
 * @param limit - The engine's budget in arrays (hourly years).
 * @param work - The project's drawn areas counted within their bounds (`projectWork`), when the
 *   caller has counted them already: each area is counted once a request.
 *
 * @example
 * // One SUN-5K-G with two strings of six 410 W panels of array 'south' (24°, 180°):
 * reportDesign(project).design.inverters;
 * // [{ inverterName: 'SUN-5K-G', invertercount: 1, ratedacoutputpower: 5000, …,
 * //    inverterItems: [{ componentPeakPower: 410, componentTotalCount: 12, inclination: 24, azimuth: 180, … }] }]
 */
export function reportDesign(
  project: ProjectForReport,
  limit = ENGINE_MAX_ARRAY_YEARS,
  work: ProjectWork = projectWork(project),
): ReportDesignResult {
  if (!work.ok) return { ok: false, issues: work.issues };
  const arrays = new Map(project.pvArray.map((array, index) => [array.id, { array, index }]));
  const rows = rowsByArray(project, work.areas);
  const inverters = project.inverter.flatMap((group) => groupInverters(group, arrays, rows));
  const arrayCount = inverters.reduce((sum, inverter) => sum + inverter.inverterItems.length, 0);
  if (arrayCount > limit) return { ok: false, arrayCount, limit };
  return { ok: true, design: { inverters, ...cableLosses(project), arrayCount } };
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
): ReportInverter[] {
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
    inverterName: group.modelname,
    inverterItems: wiring.map(([arrayId, panels]) => {
      const { array } = arrays.get(arrayId)!;
      const geometry = rows.get(arrayId);
      return {
        componentPeakPower: array.panel.peakpower,
        componentTotalCount: panels * count,
        azimuth: array.azimuth,
        inclination: array.inclination,
        tempCoefficientPmax: array.panel.tempCoefficientPmax ?? null,
        waferMaterial: array.panel.wafermaterial,
        ...(geometry ? { rows: geometry } : {}),
      };
    }),
    ratedacoutputpower: group.info.ratedacoutputpower,
    maxeffec: group.info.maxeffec,
    europeeffec: group.info.europeeffec,
    invertercount: count,
  }));
}

/**
 * The string design's cable losses as shares of the power they carry (001 §9: DC loss
 * I² × R × 2 at the MPP current per MPPT; the AC loss at the inverter's AC power), over every
 * unit. A cable with a length and no cross-section yet (infinite resistance, the check shows no
 * rate) counts no loss: it is a form not filled in, not a cable that burns the whole power. [%]
 *
 * @remarks Both are the losses at STC power, applied by the engine as flat shares of the hourly
 * DC and AC energy: an upper bound, since the loss grows with the square of the current and
 * most hours run below STC.
 */
function cableLosses(project: ProjectForReport): { dcLineLoss: number; acLineLoss: number } {
  const sums = { dcLoss: 0, dcPower: 0, acLoss: 0, acPower: 0 };
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  for (const group of inverterChecks(project, project.mapLocation.proMinTemperature)) {
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
    power > 0 ? Math.min(100, roundToDecimals((loss / power) * 100, 3)) : 0;
  return { dcLineLoss: percent(sums.dcLoss, sums.dcPower), acLineLoss: percent(sums.acLoss, sums.acPower) };
}
