/**
 * The shading figures a project with surroundings answers [SUR-7, SUR-10]: the live results' and
 * the report's losses by step, and the report's page (the drawn arrays' centres for the sun-path
 * diagram, each drawn array's shade map).
 */

import type { HourlyGeneration } from '../../pv/engine/generation';
import type { ProjectDesign } from '../design/engine-design';
import type { ArraySurroundingsOf } from '../design/surroundings-by-array';
import type { ProjectRecord } from '../record/project';
import type { ShadeMap, ShadingResults, SurroundingsReport } from './shading-results';

/**
 * The losses by step, or null when nothing shades beyond the rows' linear loss (no surroundings
 * section, no rows of strings): every loss the yield takes is then a bar of the waterfall, the
 * rows' electrical effect included [SUR-6, SUR-7].
 */
export function shadingResultsOf(
  record: Pick<ProjectRecord, 'surroundings'>,
  design: Pick<ProjectDesign, 'surroundings'>,
  hourly: Pick<HourlyGeneration, 'shading'>,
): ShadingResults | null {
  if (!record.surroundings && !design.surroundings) return null;
  return { ...hourly.shading, nearShadingState: design.surroundings?.nearShading ?? 'none' };
}

/** The pv array whose surroundings an engine array carries (one array a scene: its key holds its id). */
function arrayIdOf(design: ProjectDesign, engineIndex: number): [string, ArraySurroundingsOf] | undefined {
  const carried = design.arrays[engineIndex]?.surroundings;
  if (!carried || !design.surroundings) return undefined;
  return [...design.surroundings.byArray].find(([, of]) => of.surroundings === carried);
}

/** The shade maps of the arrays with obstacles. */
function shadeMaps(design: ProjectDesign, hourly: Pick<HourlyGeneration, 'panelShades'>): ShadeMap[] {
  return hourly.panelShades.flatMap(({ array, shares }) => {
    const found = arrayIdOf(design, array);
    const corners = found?.[1].panelCorners;
    if (!found || !corners) return [];
    const panels = shares.map((share, k) => ({
      corners: [0, 1, 2, 3].map(
        (c) => [corners[8 * k + 2 * c]!, corners[8 * k + 2 * c + 1]!] as [number, number],
      ),
      share,
    }));
    return [{ pvArrayId: found[0], panels }];
  });
}

/** The centre of each drawn array's shaded panels (their corners' mean). [m] */
function arrayCentres(design: ProjectDesign): SurroundingsReport['arrayCentres'] {
  return [...(design.surroundings?.byArray ?? [])].flatMap(([pvArrayId, of]) => {
    const corners = of.panelCorners;
    if (!corners || corners.length === 0) return [];
    let x = 0;
    let y = 0;
    for (let i = 0; i < corners.length; i += 2) {
      x += corners[i]!;
      y += corners[i + 1]!;
    }
    const count = corners.length / 2;
    return [{ pvArrayId, x: x / count, y: y / count }];
  });
}

/** The report's surroundings page, or null for a project without surroundings. */
export function surroundingsReportOf(
  record: Pick<ProjectRecord, 'surroundings'>,
  design: ProjectDesign,
  hourly: Pick<HourlyGeneration, 'shading' | 'panelShades'>,
): SurroundingsReport | null {
  const shading = shadingResultsOf(record, design, hourly);
  if (!record.surroundings || !shading) return null;
  return {
    surroundings: record.surroundings,
    shading,
    arrayCentres: arrayCentres(design),
    shadeMaps: shadeMaps(design, hourly),
  };
}
