/**
 * The tariff calls [TAR-14]: a user's own tariff library (list, read, insert, update on the
 * version read, delete; owner only, 114 for anyone else's id), kept in the tariff's JSON form
 * [TAR-1] (what the user imports and exports), and the presets to start from [TAR-3]. A bad
 * tariff answers 118 naming each field (`tariff.weekday.3.24`, `tariff.periods.peak.import`).
 */
import * as z from 'zod';
import { versionField } from '../catalogue/cell-fields';
import { Role } from '../constants/roles';
import { TARIFF_PRESET_IDS } from '../tariff/presets/ids';
import { tariffSchema } from '../tariff/schema';
import { emptyRequest, idField, noData, textField } from './common-fields';
import { defineCall } from './define';

const user = [Role.user] as const;

/** A tariff of the library as listed. */
export const tariffRow = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  /** The periods' names, in the tariff's order. */
  periods: z.array(z.string()),
  /** Whether it charges per kW of each month's highest import. */
  hasDemandCharge: z.boolean(),
  version: z.number(),
  /** ISO times. */
  createtime: z.string(),
  lastmodifytime: z.string(),
});
export type TariffRow = z.infer<typeof tariffRow>;

/** A tariff of the library with its JSON form: what an export writes and an import reads. */
export const tariffItem = tariffRow.extend({ tariff: tariffSchema });

/** A preset [TAR-3]: its name in the caller's language, its source and date, and its JSON form. */
export const tariffPreset = z.object({
  id: z.enum(TARIFF_PRESET_IDS),
  name: z.string(),
  currency: z.string(),
  periods: z.array(z.string()),
  hasDemandCharge: z.boolean(),
  source: z.object({
    issuer: z.string(),
    document: z.string(),
    url: z.string().optional(),
    /** `YYYY-MM-DD` or `YYYY-MM`. */
    date: z.string(),
  }),
  /** What the preset assumed. */
  note: z.string().nullable(),
  /** The JSON form, named in the caller's language: the user copies it to the library and edits it. */
  tariff: tariffSchema,
});

export const queryUserTariffs = defineCall({
  group: 'tariff',
  name: 'queryUserTariffs',
  summary: 'The caller’s tariffs, oldest first, searched by name.',
  access: user,
  request: z.object({ name: textField(100).optional() }).default({}),
  response: z.array(tariffRow),
});

export const queryUserTariffInfo = defineCall({
  group: 'tariff',
  name: 'queryUserTariffInfo',
  summary: 'One tariff of the caller with its JSON form (an export).',
  access: user,
  request: z.object({ id: idField }),
  response: tariffItem,
});

export const insertUserTariff = defineCall({
  group: 'tariff',
  name: 'insertUserTariff',
  summary: 'Adds a tariff from its JSON form (an import, or a preset copied); 118 naming each bad field.',
  access: user,
  request: z.object({ tariff: tariffSchema }),
  response: tariffItem,
});

export const updateUserTariff = defineCall({
  group: 'tariff',
  name: 'updateUserTariff',
  summary: 'Saves a tariff of the caller from its JSON form (117 when it changed since it was read).',
  access: user,
  request: z.object({ id: idField, version: versionField, tariff: tariffSchema }),
  response: tariffItem,
});

export const deleteUserTariff = defineCall({
  group: 'tariff',
  name: 'deleteUserTariff',
  summary: 'Deletes a tariff of the caller (projects keep their own copies).',
  access: user,
  request: z.object({ id: idField }),
  response: noData,
});

export const queryTariffPresets = defineCall({
  group: 'tariff',
  name: 'queryTariffPresets',
  summary: 'The tariff presets with their sources and dates, named in the caller’s language.',
  access: user,
  request: emptyRequest,
  response: z.array(tariffPreset),
});
