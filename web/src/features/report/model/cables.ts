/**
 * The report's cables: each kind of cable the string design lays (DC or AC, material, cross-section
 * and laying), how many runs of it, the largest current one of them must carry and what it may
 * carry where it is laid [STR-9], with the size the editor suggests for one that fails [STR-10].
 * Computed by the editor's own checks from the saved project, so a project saved before the
 * checks existed reads with the default laying.
 */
import type { CableLaying } from '@pvd/shared/electrical/cable-ampacity';
import { cableLayingOf } from '@pvd/shared/electrical/cable-sizing';
import { type CheckResult, worstResult } from '@pvd/shared/electrical/check-result';
import type { CableLayingFields } from '@pvd/shared/electrical/types';
import { inverterChecks, siteTemperaturesOf } from '@pvd/shared/project/design/electrical';
import type { ReportData } from './report-data';

/** One kind of cable of the project. */
export interface ReportCable {
  kind: 'dc' | 'ac';
  /** The material's name ('' when none was chosen). */
  material: string;
  /** [mm²] */
  areaMm2: number;
  laying: Omit<CableLaying, 'ambientTemperatureC'>;
  /** Runs of this cable: one per designed MPPT row (DC) or per inverter (AC). */
  runs: number;
  /** The largest current one of its runs must carry. [A] */
  designCurrentA: number;
  /** What it may carry where it is laid, at the site's highest temperature. [A] */
  capacityA: number;
  result: CheckResult;
  /** The largest size suggested for one of its runs [STR-10]; null when none is. [mm²] */
  suggestedAreaMm2: number | null;
}

interface Run {
  kind: 'dc' | 'ac';
  entry: CableLayingFields & { name: string; cableMaterialArea: number; cableMaterialLength: number };
  designCurrentA: number;
  capacityA: number;
  result: CheckResult;
  suggestedAreaMm2: number | null;
}

/** The project's cables, DC first, in the order they are first laid; none before a string design. */
export function reportCables(data: Pick<ReportData, 'pvarray' | 'inverter' | 'mapLocation'>): ReportCable[] {
  let checks: ReturnType<typeof inverterChecks>;
  try {
    checks = inverterChecks(
      { pvArray: data.pvarray, inverter: data.inverter },
      siteTemperaturesOf(data.mapLocation),
    );
  } catch {
    // A saved model whose per-MPPT texts cannot be read: nothing can be checked.
    return [];
  }
  const runs: Run[] = [];
  data.inverter.forEach((group, g) => {
    group.inverters.forEach((unit, u) => {
      const check = checks[g]![u]!;
      for (const row of check.rows) {
        const entry = unit.DC.find((dc) => dc.mpptNo === row.mpptNo);
        if (row.state !== 'checked' || !entry || entry.cableMaterialLength <= 0) continue;
        const advice = row.check.dcCableAdvice;
        runs.push({
          kind: 'dc',
          entry,
          designCurrentA: row.check.dcDesignCurrentA,
          capacityA: row.check.dcCableCapacityA,
          result: row.check.checks.cableAmpacity,
          suggestedAreaMm2: advice.kind === 'resize' ? advice.areaMm2 : null,
        });
      }
      if (unit.AC && check.ac && unit.AC.cableMaterialLength > 0) {
        const advice = check.ac.acCableAdvice;
        runs.push({
          kind: 'ac',
          entry: unit.AC,
          designCurrentA: check.ac.acDesignCurrentA,
          capacityA: check.ac.acCableCapacityA,
          result: check.ac.checks.cableAmpacity,
          suggestedAreaMm2: advice.kind === 'resize' ? advice.areaMm2 : null,
        });
      }
    });
  });
  const cables = new Map<string, ReportCable>();
  for (const run of [...runs.filter((r) => r.kind === 'dc'), ...runs.filter((r) => r.kind === 'ac')]) {
    const { insulation, method, groupedCircuits } = cableLayingOf(run.entry, 0);
    const key = [
      run.kind,
      run.entry.name,
      run.entry.cableMaterialArea,
      insulation,
      method,
      groupedCircuits,
    ].join('|');
    const seen = cables.get(key);
    if (!seen) {
      cables.set(key, {
        kind: run.kind,
        material: run.entry.name,
        areaMm2: run.entry.cableMaterialArea,
        laying: { insulation, method, groupedCircuits },
        runs: 1,
        designCurrentA: run.designCurrentA,
        capacityA: run.capacityA,
        result: run.result,
        suggestedAreaMm2: run.suggestedAreaMm2,
      });
      continue;
    }
    seen.runs += 1;
    seen.designCurrentA = Math.max(seen.designCurrentA, run.designCurrentA);
    seen.capacityA = Math.min(seen.capacityA, run.capacityA);
    seen.result = worstResult([seen.result, run.result]);
    seen.suggestedAreaMm2 = largest(seen.suggestedAreaMm2, run.suggestedAreaMm2);
  }
  return [...cables.values()];
}

function largest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}
