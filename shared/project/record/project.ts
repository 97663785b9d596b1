/**
 * The whole project [PRJ-2]: what the editor sends to create or edit one, and what is stored and
 * answered. One schema, used by the handlers (request parse, parse on read) and by the web's forms.
 * Field names keep the API's spelling [PRJ-2]; units are in the sections' modules.
 */
import * as z from 'zod';
import { idField } from '../../api/common-fields';
import { PROJECT_LIMITS, PROJECT_MAX_INVERTERS } from '../../constants/limits';
import { mapLocationInput, ProjectType, projectBaseInput } from './base';
import { gridLimitsRecord } from './grid-limits';
import { groundInput } from './ground';
import { type InverterGroupInput, inverterGroupInput, inverterGroupRecord } from './inverter-group';
import { investmentInput } from './investment';
import { loadSourceInput, loadSourceRecord } from './load-source';
import { projectTariffInput, projectTariffRecord } from './project-tariff';
import { pvArrayInput, pvArrayRecord } from './pv-array';
import { storageStrategyRecord } from './storage-strategy';
import { surroundingsInput } from './surroundings';
import { systemLossInput } from './system-loss';
import { uncertaintyInput } from './uncertainty';
import { userLoadInput, userLoadRecord } from './user-load';

/** Every id of a list appears once. */
function distinct<T>(key: (item: T) => string) {
  return (items: T[]) => new Set(items.map(key)).size === items.length;
}

/** Σ units of the groups (at most the project's inverter limit). */
export function inverterUnitCount(groups: readonly Pick<InverterGroupInput, 'invertercount'>[]): number {
  return groups.reduce((sum, group) => sum + group.invertercount, 0);
}

/**
 * The sections of a project as the editor sends them on create and edit. The sections added with
 * tariffs and meter data (userLoad, tariff, gridLimits, storageStrategy) keep what is stored when
 * absent, so an editor that does not know them never erases them; null removes one (its default).
 */
export const projectInput = z.object({
  projectBase: projectBaseInput,
  mapLocation: mapLocationInput,
  /**
   * The load's figures: a storage project's load step, a grid-connected project's own consumption
   * (null: none, every kWh exported); null keeps no load yet (the load step comes second).
   */
  proUserLoadInformation: userLoadInput.nullish(),
  /** The load's shape: the typical shape's name (the meter file is set by the load-file calls). */
  userLoad: loadSourceInput.nullish(),
  /** The tariff to copy into the project; null: the flat tariff of the investment step [TAR-4]. */
  tariff: projectTariffInput.nullish(),
  gridLimits: gridLimitsRecord.nullish(),
  /** Storage projects only. */
  storageStrategy: storageStrategyRecord.nullish(),
  pvArray: z
    .array(pvArrayInput, { error: 'invalidValue' })
    .max(PROJECT_LIMITS.pvArrays, { error: 'tooManyPvArrays' })
    .default([])
    .refine(
      distinct((array: { id: string }) => array.id),
      { error: 'duplicateId' },
    ),
  inverter: z
    .array(inverterGroupInput, { error: 'invalidValue' })
    .max(PROJECT_MAX_INVERTERS, { error: 'tooManyInverters' })
    .default([])
    .refine(
      distinct((group: { inverterid: string }) => group.inverterid),
      { error: 'inverterAlreadySelected' },
    )
    .refine((groups) => inverterUnitCount(groups) <= PROJECT_MAX_INVERTERS, { error: 'tooManyInverters' }),
  /** Null means the defaults [WIZ-10]. */
  systemLoss: systemLossInput,
  /** Null means the defaults [WIZ-11]. */
  investment: investmentInput.nullish(),
  /** Obstacles near the arrays and the far horizon; absent or null: none (surroundings.ts). */
  surroundings: surroundingsInput.nullish(),
  /** The yield's uncertainty budget [UNC-7]: absent keeps what is stored, null the defaults. */
  uncertainty: uncertaintyInput.nullish(),
  /** The ground's albedo [MNT-4]: absent keeps what is stored, null the engine's default (0.2). */
  ground: groundInput.nullish(),
  /**
   * Take fresh copies of the catalogue items the project uses (the editor's "refresh" after the
   * catalogue changed); otherwise the copies saved with the project are kept.
   */
  refreshCatalogue: z.boolean({ error: 'invalidValue' }).default(false),
});
export type ProjectInput = z.output<typeof projectInput>;
export type ProjectInputBody = z.input<typeof projectInput>;

/** Edit: the project and the version it was read at (117 when it changed since). */
export const projectEditInput = projectInput.extend({
  projectId: idField,
  version: z.number({ error: 'required' }).int({ error: 'integerRequired' }).min(1, { error: 'tooSmall' }),
});
export type ProjectEditInput = z.output<typeof projectEditInput>;

/** Who shared a project copy, and when: the recipient's list shows it [PRJ-5]. */
export const sharedBy = z.object({
  accountName: z.string(),
  email: z.string(),
  /** ISO time of the share. */
  sharedAt: z.string(),
});
export type SharedBy = z.output<typeof sharedBy>;

/** projectBase as stored: the input, the call's type and the capacity in kW. */
export const projectBaseRecord = projectBaseInput.safeExtend({
  proType: z.union([z.literal(ProjectType.gridConnected), z.literal(ProjectType.energyStorage)]),
  /** The capacity in kW, 3 decimals (from the inverters once they carry panels, 2 decimals). [kW] */
  proCapacityKw: z.number(),
});

/** A project as stored (its images live beside it). */
export const projectRecord = z.object({
  projectId: z.string(),
  version: z.number(),
  /** ISO times. */
  createTime: z.string(),
  lastModifyTime: z.string(),
  /** 1 when the completeness check passes [PRJ-3]. */
  isComplete: z.union([z.literal(0), z.literal(1)]),
  sharedBy: sharedBy.nullable(),
  projectBase: projectBaseRecord,
  mapLocation: mapLocationInput,
  proUserLoadInformation: userLoadRecord.nullable(),
  pvArray: z.array(pvArrayRecord),
  inverter: z.array(inverterGroupRecord),
  systemLoss: systemLossInput,
  investment: investmentInput.nullable(),
  /** Absent in projects saved before it, and when the project has none. */
  surroundings: surroundingsInput.optional(),
  /** Each absent in projects saved before it, and when the project has none (their defaults). */
  userLoad: loadSourceRecord.optional(),
  tariff: projectTariffRecord.optional(),
  gridLimits: gridLimitsRecord.optional(),
  storageStrategy: storageStrategyRecord.optional(),
  /** Absent in projects saved before it, and when the project keeps the defaults [UNC-7]. */
  uncertainty: uncertaintyInput.optional(),
  /** Absent in projects saved before it, and when the project keeps the default albedo [MNT-4]. */
  ground: groundInput.optional(),
});
export type ProjectRecord = z.output<typeof projectRecord>;
