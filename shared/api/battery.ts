/**
 * The battery calls of the inverter group: system batteries (imported per
 * inverter series), common batteries (kept in a form, offered with every storage inverter) and
 * the chooser's battery options.
 */
import * as z from 'zod';
import { batteryOption, batterySpecSchema, commonBatteryRow, systemBattery } from '../catalogue/battery';
import { versionField } from '../catalogue/cell-fields';
import { Role } from '../constants/roles';
import { idField, noData, pagedRequest, pagedResponse, textField } from './common-fields';
import { defineCall } from './define';
import { spreadsheetUploadCall } from './import';

const anyRole = [Role.user, Role.maintain] as const;
const maintain = [Role.maintain] as const;

export const uploadInverterBattery = spreadsheetUploadCall(
  'inverter',
  'uploadInverterBattery',
  'Maintainer: starts an import of system batteries from a spreadsheet (.xls or .xlsx, at most 10 MB).',
);

export const pageQueryBattery = defineCall({
  group: 'inverter',
  name: 'pageQueryBattery',
  summary: 'The system batteries, paged, searched by battery model.',
  access: anyRole,
  request: pagedRequest(z.object({ modelName: textField(100).optional() })),
  response: pagedResponse(systemBattery),
});

export const queryBatteryOptions = defineCall({
  group: 'inverter',
  name: 'queryBatteryOptions',
  summary: 'Battery options of an inverter series: its system batteries, then the common batteries.',
  access: anyRole,
  request: z.object({ inverterSeries: textField(50).default('') }),
  response: z.array(batteryOption),
});

export const PageQueryCommonBattery = defineCall({
  group: 'inverter',
  name: 'PageQueryCommonBattery',
  summary: 'The common batteries, paged, searched by model name.',
  access: anyRole,
  request: pagedRequest(z.object({ modelName: textField(100).optional() })),
  response: pagedResponse(commonBatteryRow),
});

export const CreateCommonBattery = defineCall({
  group: 'inverter',
  name: 'CreateCommonBattery',
  summary: 'Maintainer: adds a common battery.',
  access: maintain,
  request: batterySpecSchema('common'),
  response: commonBatteryRow,
});

export const UpdateCommonBattery = defineCall({
  group: 'inverter',
  name: 'UpdateCommonBattery',
  summary: 'Maintainer: saves a common battery (117 when it changed since it was read).',
  access: maintain,
  request: batterySpecSchema('common', { id: idField, version: versionField }),
  response: commonBatteryRow,
});

export const DeleteCommonBattery = defineCall({
  group: 'inverter',
  name: 'DeleteCommonBattery',
  summary: 'Maintainer: deletes a common battery.',
  access: maintain,
  request: z.object({ id: idField }),
  response: noData,
});
