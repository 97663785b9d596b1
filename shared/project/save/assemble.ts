/**
 * Builds the stored project from what the editor sent and the catalogue copies the server
 * found [PRJ-9]: each array's panel copy and peak power, each group's model and
 * battery copies, each cable's material copy, every MPPT's check result, the capacity from the
 * inverters, and `isComplete`. Pure: the handlers look the copies up, this puts them together.
 */

import type { CableSizeAdvice } from '../../electrical/cable-sizing';
import type { InverterUnitCheck } from '../../electrical/inverter-checks';
import { rounded } from '../../numbers/rounding';
import {
  capacityFromInverters,
  inverterChecks,
  projectCompleteness,
  siteTemperaturesOf,
} from '../design/electrical';
import { capacityInKw, capacityInUnit, type ProjectType } from '../record/base';
import type {
  AcEntryInput,
  AcEntryRecord,
  DcEntryInput,
  DcEntryRecord,
  InverterGroupInput,
  InverterGroupRecord,
} from '../record/inverter-group';
import type { ProjectInput, ProjectRecord, SharedBy } from '../record/project';
import { type PvArrayInput, type PvArrayRecord, toPvArrayRecord } from '../record/pv-array';
import type {
  BatterySnapshot,
  CableMaterialSnapshot,
  InverterSnapshot,
  PanelSnapshot,
} from '../record/snapshots';
import { withMonthlyTotal } from '../record/user-load';

/** The catalogue copies found for a save (undefined: the item is gone and the project never held it). */
export interface CatalogueCopies {
  panel(array: PvArrayInput): PanelSnapshot | undefined;
  inverter(inverterId: string): InverterSnapshot | undefined;
  battery(group: InverterGroupInput): BatterySnapshot | undefined;
  cableMaterial(materialId: string): CableMaterialSnapshot | undefined;
}

/** A reference to a catalogue item that could not be copied, with the field that names it. */
export interface MissingCopy {
  path: (string | number)[];
}

/** Who and when, set by the handler. */
export interface ProjectMeta {
  projectId: string;
  proType: ProjectType;
  version: number;
  createTime: string;
  /** The save's time (ISO). */
  now: string;
  sharedBy: SharedBy | null;
}

/** The outcome: the record, or the references whose catalogue item is gone. */
export type Assembled = { ok: true; record: ProjectRecord } | { ok: false; missing: MissingCopy[] };

/** Puts the stored project together (see the module comment). */
export function assembleProject(input: ProjectInput, copies: CatalogueCopies, meta: ProjectMeta): Assembled {
  const missing: MissingCopy[] = [];
  const pvArray = input.pvArray.flatMap((array, index): PvArrayRecord[] => {
    const panel = copies.panel(array);
    if (!panel) missing.push({ path: ['pvArray', index, 'panelid'] });
    return panel ? [toPvArrayRecord(array, panel, meta.now)] : [];
  });
  const inverter = input.inverter.flatMap((group, index): InverterGroupRecord[] => {
    const built = groupRecord(group, copies, ['inverter', index], missing);
    return built ? [built] : [];
  });
  if (missing.length > 0) return { ok: false, missing };
  const site = siteTemperaturesOf(input.mapLocation);
  const withChecks = addCheckResults(inverter, inverterChecks({ pvArray, inverter }, site));
  const record: ProjectRecord = {
    projectId: meta.projectId,
    version: meta.version,
    createTime: meta.createTime,
    lastModifyTime: meta.now,
    isComplete: 0,
    sharedBy: meta.sharedBy,
    projectBase: baseRecord(input, meta.proType, capacityFromInverters({ pvArray, inverter: withChecks })),
    mapLocation: input.mapLocation,
    proUserLoadInformation: input.proUserLoadInformation
      ? withMonthlyTotal(input.proUserLoadInformation)
      : null,
    pvArray,
    inverter: withChecks,
    systemLoss: input.systemLoss ?? null,
    investment: input.investment ?? null,
    ...(hasSurroundings(input) && { surroundings: input.surroundings! }),
  };
  record.isComplete = projectCompleteness(record).complete ? 1 : 0;
  return { ok: true, record };
}

/** Whether the input has obstacles or a far horizon (an empty section is stored as none). */
function hasSurroundings(input: ProjectInput): boolean {
  const surroundings = input.surroundings;
  return !!surroundings && (surroundings.obstacles.length > 0 || !!surroundings.horizon);
}

/**
 * projectBase with the capacity in kW: from the inverters once their strings carry panels
 * ([PRJ-7], 2 decimals), else as entered (3 decimals); `proCapacity` is shown in its unit.
 */
function baseRecord(input: ProjectInput, proType: ProjectType, fromInvertersKw: number) {
  const { proCapacity, proCapacityUnit } = input.projectBase;
  const kw = fromInvertersKw > 0 ? fromInvertersKw : capacityInKw(proCapacity, proCapacityUnit);
  return {
    ...input.projectBase,
    proType,
    proCapacity: fromInvertersKw > 0 ? capacityInUnit(kw, proCapacityUnit) : proCapacity,
    proCapacityKw: kw,
  };
}

function groupRecord(
  group: InverterGroupInput,
  copies: CatalogueCopies,
  path: (string | number)[],
  missing: MissingCopy[],
): InverterGroupRecord | undefined {
  const info = copies.inverter(group.inverterid);
  if (!info) missing.push({ path: [...path, 'inverterid'] });
  const battery = group.batterytype ? copies.battery(group) : undefined;
  if (group.batterytype && !battery) missing.push({ path: [...path, 'batterytype'] });
  const cable = <E extends DcEntryInput | AcEntryInput>(entry: E, entryPath: (string | number)[]) => {
    const material = entry.cableMaterialId ? copies.cableMaterial(entry.cableMaterialId) : undefined;
    if (entry.cableMaterialId && !material) missing.push({ path: [...entryPath, 'cableMaterialId'] });
    return {
      ...entry,
      cableMaterialId: entry.cableMaterialId ?? null,
      name: material?.MaterialName ?? '',
      cableMaterialResistivity: material?.Resistivity ?? 0,
      materialVersion: material?.version ?? 0,
    };
  };
  const inverters = group.inverters.map((unit, u) => ({
    DC: unit.DC.map((entry, d) => ({
      ...cable(entry, [...path, 'inverters', u, 'DC', d]),
      checkResult: null,
    })),
    AC: unit.AC ? { ...cable(unit.AC, [...path, 'inverters', u, 'AC']), ...EMPTY_AC_FIGURES } : null,
  }));
  if (!info) return undefined;
  const count = group.batterynumber ?? 0;
  return {
    ...group,
    modelname: info.modelname,
    info,
    inverters,
    battery: battery ?? null,
    batterycapacity: battery ? rounded(battery.batterycapacity * count, 'sum') : null,
  };
}

const EMPTY_AC_FIGURES = {
  totalStringPower: 0,
  acRatedPowerRatio: 0,
  lineLossRate: 0,
  checkResult: 'success',
} as const satisfies Partial<AcEntryRecord>;

/** The groups with each DC row's result and each AC entry's figures from the unit checks. */
function addCheckResults(
  groups: InverterGroupRecord[],
  checks: InverterUnitCheck[][],
): InverterGroupRecord[] {
  return groups.map((group, g) => ({
    ...group,
    inverters: group.inverters.map((unit, u) => {
      const check = checks[g]![u]!;
      const figuresOf = (entry: DcEntryRecord): Partial<DcEntryRecord> => {
        const row = check.rows.find((candidate) => candidate.mpptNo === entry.mpptNo);
        if (row?.state !== 'checked') return { checkResult: null };
        return {
          checkResult: row.check.result,
          designCurrent: rounded(row.check.dcDesignCurrentA, 'cableCurrentA'),
          currentCapacity: rounded(row.check.dcCableCapacityA, 'cableCurrentA'),
          suggestedArea: suggestedAreaOf(row.check.dcCableAdvice),
        };
      };
      return {
        DC: unit.DC.map((entry) => ({ ...entry, ...figuresOf(entry) })),
        AC: unit.AC && check.ac ? { ...unit.AC, ...acFigures(check) } : unit.AC,
      };
    }),
  }));
}

function acFigures(check: InverterUnitCheck): Partial<AcEntryRecord> {
  const ac = check.ac!;
  const finite = (value: number) => (Number.isFinite(value) ? rounded(value, 'percent') : null);
  return {
    totalStringPower: rounded(ac.totalStringPowerW, 'sum'),
    acRatedPowerRatio: finite(ac.acRatedPowerRatioPercent) ?? 0,
    lineLossRate: finite(ac.lineLossPercent),
    checkResult: ac.result,
    designCurrent: rounded(ac.acDesignCurrentA, 'cableCurrentA'),
    currentCapacity: rounded(ac.acCableCapacityA, 'cableCurrentA'),
    suggestedArea: suggestedAreaOf(ac.acCableAdvice),
  };
}

/** The suggested size to store: a size only when one is suggested [STR-10]. [mm²] */
function suggestedAreaOf(advice: CableSizeAdvice): number | null {
  return advice.kind === 'resize' ? advice.areaMm2 : null;
}
