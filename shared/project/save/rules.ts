/**
 * Rules a project must keep that need the catalogue copies, checked after `assembleProject`
 * (strings capped by the MPPT's string limit [WIZ-8]; a battery for
 * every storage inverter, the battery count within its min and max [WIZ-7]). A field error each, at the
 * path of the field the editor shows it beside.
 */
import { InverterType } from '../../catalogue/system-inverter';
import { mpptIndexFromNo, readInverterLimits } from '../../electrical/inverter-limits';
import type { ValidationMessageKey } from '../../errors/validation';
import { projectWork } from '../design/work-bounds';
import { ProjectType } from '../record/base';
import type { InverterGroupRecord } from '../record/inverter-group';
import type { ProjectRecord } from '../record/project';

/** A broken rule and the field it belongs to. */
export interface ProjectRuleIssue {
  path: (string | number)[];
  key: ValidationMessageKey;
}

/**
 * Every broken rule of an assembled project (empty when it keeps them all), the bounds of the
 * work its arrays cause (shared/project/design/work-bounds.ts) first.
 *
 * @example
 * projectRuleIssues(record); // [{ path: ['inverter', 0, 'inverters', 0, 'DC', 1, 'numberOfStrings'], key: 'stringsAboveMpptLimit' }]
 */
export function projectRuleIssues(project: ProjectRecord): ProjectRuleIssue[] {
  const storage = project.projectBase.proType === ProjectType.energyStorage;
  const work = projectWork(project);
  return [
    ...(work.ok ? [] : work.issues),
    ...project.inverter.flatMap((group, index) => [
      ...typeIssues(group, storage, ['inverter', index]),
      ...(storage ? batteryIssues(group, ['inverter', index]) : []),
      ...stringIssues(group, ['inverter', index]),
    ]),
  ];
}

function typeIssues(
  group: InverterGroupRecord,
  storage: boolean,
  path: (string | number)[],
): ProjectRuleIssue[] {
  const wanted = storage ? InverterType.storage : InverterType.gridConnected;
  return group.info.invertertype === wanted
    ? []
    : [{ path: [...path, 'inverterid'], key: 'inverterTypeMismatch' }];
}

function batteryIssues(group: InverterGroupRecord, path: (string | number)[]): ProjectRuleIssue[] {
  if (!group.battery) return [{ path: [...path, 'batterytype'], key: 'batteryRequired' }];
  const count = group.batterynumber ?? 0;
  const { batterymincount: min, batterymaxcount: max } = group.battery;
  return count >= Math.max(1, min) && count <= max
    ? []
    : [{ path: [...path, 'batterynumber'], key: 'batteryCountOutOfRange' }];
}

/** MPPT numbers the model has, and strings within each MPPT's limit. */
function stringIssues(group: InverterGroupRecord, path: (string | number)[]): ProjectRuleIssue[] {
  const limits = readInverterLimits(group.info);
  const issues: ProjectRuleIssue[] = [];
  group.inverters.forEach((unit, u) => {
    unit.DC.forEach((entry, d) => {
      const entryPath = [...path, 'inverters', u, 'DC', d];
      const mppt = mpptIndexFromNo(entry.mpptNo);
      if (mppt === null || mppt >= limits.mpptCount) {
        issues.push({ path: [...entryPath, 'mpptNo'], key: 'mpptNotOfModel' });
      } else if (entry.numberOfStrings > limits.maxStringsPerMppt[mppt]!) {
        issues.push({ path: [...entryPath, 'numberOfStrings'], key: 'stringsAboveMpptLimit' });
      }
    });
  });
  return issues;
}
