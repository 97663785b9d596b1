/**
 * The system inverter calls of the inverter group. The maintainer edits the
 * catalogue; users read it through the chooser. The API's multipart calls become JSON calls
 * that name a finished image upload (upload/createImageUpload, purpose inverterImage) or start a
 * spreadsheet import (see import.ts).
 */
import * as z from 'zod';
import { choiceField, optionalTextCellField, textCellField, versionField } from '../catalogue/cell-fields';
import type { InverterModelOption } from '../catalogue/inverter-options';
import { MAINS_VOLTAGE_TYPES, systemInverterFields, withInverterChecks } from '../catalogue/system-inverter';
import { systemInverter, systemInverterRow } from '../catalogue/system-inverter-view';
import { Role } from '../constants/roles';
import {
  emptyRequest,
  idField,
  noData,
  pagedRequest,
  pagedResponse,
  singleLine,
  textField,
} from './common-fields';
import { defineCall } from './define';
import { spreadsheetUploadCall } from './import';

const anyRole = [Role.user, Role.maintain] as const;
const maintain = [Role.maintain] as const;

/** A filter that may be sent empty ('' or null means "any"). */
function optionalFilter<T extends z.ZodType>(schema: T) {
  return z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' || v === null ? undefined : v));
}

export const pageQuerySystemInverter = defineCall({
  group: 'inverter',
  name: 'pageQuerySystemInverter',
  summary: 'The system inverters, paged, filtered by model name, mains voltage type, series and type.',
  access: anyRole,
  request: pagedRequest(
    z.object({
      modelname: textField(100).optional(),
      mainsvoltype: optionalFilter(z.enum(MAINS_VOLTAGE_TYPES, { error: 'invalidValue' })),
      series: textField(50).optional(),
      invertertype: optionalFilter(z.union([z.literal(1), z.literal(2)], { error: 'invalidValue' })),
    }),
  ).extend({
    // The old client also sends these; the product ignores them.
    totalCount: z.number().optional(),
    limits: z.unknown().optional(),
  }),
  response: pagedResponse(systemInverterRow),
  // Rows carry signed image addresses, which only work if the function may read the bucket.
  needs: ['s3'],
});

export const queryAllSystemInverterModelName = defineCall({
  group: 'inverter',
  name: 'queryAllSystemInverterModelName',
  summary: 'Every system inverter’s model name (for the unique-name check on blur).',
  access: anyRole,
  request: emptyRequest,
  response: z.array(z.object({ id: z.string(), modelname: z.string() })),
});

export const queryInverterInfo = defineCall({
  group: 'inverter',
  name: 'queryInverterInfo',
  summary: 'One system inverter with every field and its image address.',
  access: anyRole,
  request: z.object({ id: idField }),
  response: systemInverter,
  needs: ['s3'],
});

export const insertOrEditSystemInverter = defineCall({
  group: 'inverter',
  name: 'insertOrEditSystemInverter',
  summary: 'Maintainer: adds a model (no id) or saves one (id and version); model names are unique.',
  access: maintain,
  request: withInverterChecks(
    z.object({
      ...systemInverterFields,
      id: idField.optional(),
      /** The version read; required with an id (117 when it changed since). */
      version: versionField.optional(),
      /** A finished image upload (purpose inverterImage) that becomes the model's image. */
      imageUploadId: idField.optional(),
      /** True to remove the model's image. */
      removeImage: z.boolean({ error: 'invalidType' }).default(false),
    }),
  ).superRefine((value, ctx) => {
    if (value.id && value.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'required' });
    }
  }),
  response: systemInverter,
  needs: ['s3'],
});

export const CopySystemInverter = defineCall({
  group: 'inverter',
  name: 'CopySystemInverter',
  summary: 'Maintainer: copies a model (and its image) under a new, unique model name.',
  access: maintain,
  request: z.object({
    sourceInverterId: idField,
    inverterModelName: textCellField(100, 'inverterNumberRequired'),
  }),
  response: systemInverter,
  needs: ['s3'],
});

export const deleteSystemInverter = defineCall({
  group: 'inverter',
  name: 'deleteSystemInverter',
  summary: 'Maintainer: deletes a model and its image.',
  access: maintain,
  request: z.object({ inverterId: idField }),
  response: noData,
  needs: ['s3'],
});

const inverterIds = (emptyKey: 'inverterSelectionRequired' | 'noInverterTicked') =>
  z.array(idField, { error: emptyKey }).min(1, { error: emptyKey }).max(500, { error: 'tooLong' });

export const setInverterSeries = defineCall({
  group: 'inverter',
  name: 'setInverterSeries',
  summary: 'Maintainer: sets the series of the selected models (an empty series clears it).',
  access: maintain,
  request: z.object({
    series: optionalTextCellField(50),
    inverterIds: inverterIds('inverterSelectionRequired'),
  }),
  response: z.object({ updated: z.number() }),
});

export const inverterImageBatchSetting = defineCall({
  group: 'inverter',
  name: 'inverterImageBatchSetting',
  summary: 'Maintainer: gives the ticked models one uploaded image (checked by content).',
  access: maintain,
  request: z.object({
    inverterIds: inverterIds('noInverterTicked'),
    imageUploadId: singleLine(
      z.string({ error: 'imageRequired' }).trim().min(1, { error: 'imageRequired' }),
    ).pipe(idField),
  }),
  response: z.object({ updated: z.number() }),
  needs: ['s3'],
});

export const setSystemInverterType = defineCall({
  group: 'inverter',
  name: 'setSystemInverterType',
  summary: 'Maintainer: marks the selected models grid-connected (1) or storage (2).',
  access: maintain,
  request: z.object({
    inverterTypeValue: choiceField([1, 2] as const, {}),
    InverterIdArray: inverterIds('inverterSelectionRequired'),
  }),
  response: z.object({ updated: z.number() }),
});

export const uploadInverter = spreadsheetUploadCall(
  'inverter',
  'uploadInverter',
  'Maintainer: starts an import of system inverters from a spreadsheet (.xls or .xlsx, at most 10 MB).',
);

const booleanFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'invalidValue' })
  .default(false)
  .transform((v) => v === true || v === 1);

/** The chooser's cascade keys [WIZ-7]: voltage type 1 single, 2 three phase, 3 US. */
export const chooserKeys = {
  voltageType: choiceField([1, 2, 3] as const, {}),
  isEnergyStorage: booleanFlag,
};

/** A voltage or frequency picked in the chooser, as text or number. */
export const chooserValue = z.union([singleLine(z.string().trim().min(1).max(20)), z.number()], {
  error: 'required',
});

export const queryInverterOptions = defineCall({
  group: 'inverter',
  name: 'queryInverterOptions',
  summary: 'Inverter chooser: the models of a voltage type, voltage and frequency (grid or storage).',
  access: anyRole,
  request: z.object({ ...chooserKeys, voltageValue: chooserValue, frequency: chooserValue }),
  response: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      series: z.string(),
      invertertype: z.union([z.literal(1), z.literal(2)]),
      ratedacoutputpower: z.number(),
      mpptcount: z.number(),
    }) satisfies z.ZodType<InverterModelOption>,
  ),
});
