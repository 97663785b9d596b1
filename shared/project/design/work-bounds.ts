/**
 * The work a project's arrays may cause (shared/constants/limits.ts PROJECT_LIMITS): at most
 * `pvArrays` arrays and `panelsPerProject` panels in all; each drawn area with at most
 * `polygonVertices` corners and `removedPanelsPerArray` removals, at most `drawnAreaSpanM` across
 * and holding at most `panelsPerArray` positions, and the drawn areas together at most
 * `panelsPerProject` positions. The input schema keeps the simple ones; this checks an assembled
 * or stored record, so a record saved before the bounds, or written around the API, is refused
 * like a new one and never filled past them. Each area is counted once, its counts handed on to
 * whatever needs its rows.
 */
import { PROJECT_LIMITS } from '../../constants/limits';
import type { ValidationMessageKey } from '../../errors/validation';
import { LayoutInputError, type LayoutLimit, LayoutLimitError, type PanelCount } from '../../layout/fill';
import { planFrame } from '../../layout/plan-view';
import { engineSite } from '../record/location';
import type { ProjectRecord } from '../record/project';
import type { PvArrayRecord } from '../record/pv-array';
import { projectKeepOut, surroundingsProblems } from '../record/surroundings';
import { drawnArrayCount } from './array-rows';

/** A bound the project breaks, at the field that breaks it. */
export interface WorkIssue {
  path: (string | number)[];
  key: ValidationMessageKey;
}

/** The drawn areas' counts (by array id) within the bounds, or what breaks them. */
export type ProjectWork =
  | { ok: true; areas: ReadonlyMap<string, PanelCount> }
  | { ok: false; issues: WorkIssue[] };

/** What of a project the bounds look at. */
export type ProjectForWork = Pick<ProjectRecord, 'pvArray' | 'mapLocation'> &
  Partial<Pick<ProjectRecord, 'surroundings'>>;

/**
 * The project's drawn areas counted within the bounds (see the module comment).
 *
 * @example
 * projectWork(record); // { ok: true, areas: Map { 'roof' => { positionCount: 16, groupCount: 2 } } }
 * projectWork(oneDegreeSquare); // { ok: false, issues: [{ path: ['pvArray', 0, 'layout', 'areaLatLngs'], key: 'drawnAreaTooLarge' }] }
 */
export function projectWork(project: ProjectForWork): ProjectWork {
  const { pvArray } = project;
  if (pvArray.length > PROJECT_LIMITS.pvArrays) {
    return { ok: false, issues: [{ path: ['pvArray'], key: 'tooManyPvArrays' }] };
  }
  const issues = pvArray.flatMap(drawingIssues);
  const panels = pvArray.reduce((sum, array) => sum + array.panelcount, 0);
  if (panels > PROJECT_LIMITS.panelsPerProject)
    issues.push({ path: ['pvArray'], key: 'projectTooManyPanels' });
  issues.push(...obstacleIssues(project));
  return issues.length > 0 ? { ok: false, issues } : countAreas(project);
}

/** Obstacles whose shape in plan neither the fill nor the shading can use [SUR-2]. */
function obstacleIssues(project: ProjectForWork): WorkIssue[] {
  const obstacles = project.surroundings?.obstacles ?? [];
  if (obstacles.length === 0) return [];
  const frame = planFrame(engineSite(project.mapLocation));
  return surroundingsProblems(obstacles, frame).map(({ index, field }) => ({
    path: ['surroundings', 'obstacles', index, field],
    key: 'obstacleShapeInvalid',
  }));
}

/** Corners and removals of a drawing, each a list the fill walks. */
function drawingIssues(array: PvArrayRecord, index: number): WorkIssue[] {
  const layout = array.layout;
  if (!layout) return [];
  const path = ['pvArray', index, 'layout'];
  const issues: WorkIssue[] = [];
  if (layout.areaLatLngs.length > PROJECT_LIMITS.polygonVertices) {
    issues.push({ path: [...path, 'areaLatLngs'], key: 'tooLong' });
  }
  if (layout.removedPanels.length > PROJECT_LIMITS.removedPanelsPerArray) {
    issues.push({ path: [...path, 'removedPanels'], key: 'tooManyRemovedPanels' });
  }
  return issues;
}

/** Each drawn area counted with what is left of the project's positions as its cap. */
function countAreas(project: ProjectForWork): ProjectWork {
  const site = engineSite(project.mapLocation);
  // The obstacles' footprints hold no panel [SUR-3].
  const keepOut = projectKeepOut(project);
  const areas = new Map<string, PanelCount>();
  const issues: WorkIssue[] = [];
  let positions = 0;
  for (const [index, array] of project.pvArray.entries()) {
    const left = PROJECT_LIMITS.panelsPerProject - positions;
    const cap = Math.min(PROJECT_LIMITS.panelsPerArray, left);
    try {
      const count = drawnArrayCount(array, site, cap, keepOut);
      if (!count) continue;
      areas.set(array.id, count);
      positions += count.positionCount;
    } catch (error) {
      const key = issueKey(error, cap < PROJECT_LIMITS.panelsPerArray);
      // The area is what is too large; a laying value out of range belongs to the layout.
      const field = key === 'invalidValue' ? [] : ['areaLatLngs'];
      issues.push({ path: ['pvArray', index, 'layout', ...field], key });
      // Past the project's share every later area would be refused too: one message says it.
      if (key === 'projectTooManyPanels') break;
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, areas };
}

/** The message of an area beyond the fill's bounds: too large across, or too many panels. */
export function layoutLimitKey(limit: LayoutLimit): ValidationMessageKey {
  return limit === 'span' ? 'drawnAreaTooLarge' : 'drawnAreaTooManyPanels';
}

/** The message of a refused fill; `projectShare` when the project's share was the tighter cap. */
function issueKey(error: unknown, projectShare: boolean): ValidationMessageKey {
  if (error instanceof LayoutLimitError) {
    return error.limit === 'positions' && projectShare ? 'projectTooManyPanels' : layoutLimitKey(error.limit);
  }
  if (error instanceof LayoutInputError) return 'invalidValue';
  throw error;
}
