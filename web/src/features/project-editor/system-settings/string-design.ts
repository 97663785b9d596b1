/**
 * The system settings step's changes to the draft [WIZ-8]: one DC entry
 * per MPPT created when first edited (with the user's default cable material), the AC cable,
 * copying a unit's string design to other units, writing an automatic design, and the panel
 * counts the exit confirmation raises. Pure: each answers a new body.
 */

import { proposedDcEntries } from '@pvd/shared/electrical/auto-design';
import type { AutoDesign } from '@pvd/shared/electrical/auto-design-types';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';

type Body = ProjectInputBody;
type Group = NonNullable<Body['inverter']>[number];
type Unit = Group['inverters'][number];
export type DcInput = NonNullable<Unit['DC']>[number];
export type AcInput = NonNullable<Unit['AC']>;

/** One inverter unit of the project: its group and its place in the group. */
export interface UnitRef {
  groupIndex: number;
  unitIndex: number;
}

export function sameUnit(a: UnitRef, b: UnitRef): boolean {
  return a.groupIndex === b.groupIndex && a.unitIndex === b.unitIndex;
}

/** A new DC entry: no array, no strings, the default material and an empty run. */
export function emptyDcEntry(mpptNo: string, materialId: string | null): DcInput {
  return {
    mpptNo,
    pvArrayId: null,
    numberOfStrings: 0,
    numberOfComponentsPerString: 0,
    cableMaterialId: materialId,
    cableMaterialLength: 0,
    cableMaterialArea: 0,
  };
}

/** A new AC cable: the default material and an empty run. */
export function emptyAcEntry(materialId: string | null): AcInput {
  return { cableMaterialId: materialId, cableMaterialLength: 0, cableMaterialArea: 0 };
}

function changeUnit(body: Body, ref: UnitRef, change: (unit: Unit) => Unit): Body {
  return {
    ...body,
    inverter: (body.inverter ?? []).map((group, g) =>
      g !== ref.groupIndex
        ? group
        : {
            ...group,
            inverters: group.inverters.map((unit, u) => (u === ref.unitIndex ? change(unit) : unit)),
          },
    ),
  };
}

/** Changes the DC entry of one MPPT, creating it first when the unit has none for it. */
export function patchDcEntry(
  body: Body,
  ref: UnitRef,
  mpptNo: string,
  patch: Partial<DcInput>,
  defaultMaterialId: string | null,
): Body {
  return changeUnit(body, ref, (unit) => {
    const entries = unit.DC ?? [];
    const index = entries.findIndex((entry) => entry.mpptNo === mpptNo);
    if (index < 0)
      return { ...unit, DC: [...entries, { ...emptyDcEntry(mpptNo, defaultMaterialId), ...patch }] };
    return { ...unit, DC: entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)) };
  });
}

/** Changes a unit's AC cable, creating it first when the unit has none. */
export function patchAcEntry(
  body: Body,
  ref: UnitRef,
  patch: Partial<AcInput>,
  defaultMaterialId: string | null,
): Body {
  return changeUnit(body, ref, (unit) => ({
    ...unit,
    AC: { ...(unit.AC ?? emptyAcEntry(defaultMaterialId)), ...patch },
  }));
}

/** Copies one unit's DC entries (arrays, strings, cables) to each target unit. */
export function copyStringDesign(body: Body, from: UnitRef, targets: readonly UnitRef[]): Body {
  const source = body.inverter?.[from.groupIndex]?.inverters[from.unitIndex];
  if (!source) return body;
  const entries = (source.DC ?? []).map((entry) => ({ ...entry }));
  return targets.reduce(
    (next, target) =>
      changeUnit(next, target, (unit) => ({ ...unit, DC: entries.map((entry) => ({ ...entry })) })),
    body,
  );
}

/** The cable an automatic design writes into every DC entry. */
export interface DesignCable {
  materialId: string | null;
  /** [Ω·mm²/m] */
  resistivity: number;
  /** [m] */
  lengthM: number;
  /** [mm²] */
  areaMm2: number;
}

/**
 * Writes an automatic design into the units it was made for (`units[i]` is the design's
 * inverter i): every MPPT gets its proposed row, an MPPT left empty names no array.
 */
export function applyAutoDesign(
  body: Body,
  units: readonly UnitRef[],
  mpptCounts: readonly number[],
  design: AutoDesign,
  cable: DesignCable,
): Body {
  return design.inverters.reduce((next, inverter) => {
    const ref = units[inverter.inverterIndex];
    if (!ref) return next;
    const entries = proposedDcEntries(inverter, mpptCounts[inverter.inverterIndex] ?? 0, {
      resistivityOhmMm2PerM: cable.resistivity,
      lengthM: cable.lengthM,
      areaMm2: cable.areaMm2,
    }).map(({ cableMaterialResistivity: _r, ...entry }) => ({ ...entry, cableMaterialId: cable.materialId }));
    return changeUnit(next, ref, (unit) => ({ ...unit, DC: entries }));
  }, body);
}

/** Sets the panel counts the exit confirmation accepted (counts include the excess [WIZ-9]). */
export function applyPanelCounts(
  body: Body,
  updates: readonly { arrayId: string; panelcount: number }[],
): Body {
  if (updates.length === 0) return body;
  const byId = new Map(updates.map((update) => [update.arrayId, update.panelcount]));
  return {
    ...body,
    pvArray: (body.pvArray ?? []).map((array) =>
      byId.has(array.id) ? { ...array, panelcount: byId.get(array.id)! } : array,
    ),
  };
}
