/**
 * The cable material calls: a user's own materials, one of them the default (the star).
 * Visible to their owner only (114 for anyone else's id).
 */
import * as z from 'zod';
import { cableMaterialFields, cableMaterialRow } from '../catalogue/cable-material';
import { isDefaultField, versionField } from '../catalogue/cell-fields';
import { Role } from '../constants/roles';
import { emptyRequest, idField, noData, textField } from './common-fields';
import { defineCall } from './define';

const user = [Role.user] as const;

export const queryAllUserCableMaterial = defineCall({
  group: 'cablematerial',
  name: 'queryAllUserCableMaterial',
  summary: 'The caller’s cable materials (default first), searched by name.',
  access: user,
  request: z.object({ materialName: textField(50).optional() }).default({}),
  response: z.array(cableMaterialRow),
});

export const QueryUserCableMaterialInfo = defineCall({
  group: 'cablematerial',
  name: 'QueryUserCableMaterialInfo',
  summary: 'One cable material of the caller.',
  access: user,
  request: z.object({ id: idField }),
  response: cableMaterialRow,
});

export const queryUserDefaultCableMaterialInfo = defineCall({
  group: 'cablematerial',
  name: 'queryUserDefaultCableMaterialInfo',
  summary: 'The caller’s default cable material, or null when there is none.',
  access: user,
  request: emptyRequest,
  response: cableMaterialRow.nullable(),
});

export const InsertUserCableMaterial = defineCall({
  group: 'cablematerial',
  name: 'InsertUserCableMaterial',
  summary: 'Adds a cable material; with isDefault 1 it takes the star.',
  access: user,
  request: z.object({ ...cableMaterialFields, isDefault: isDefaultField.default(0) }),
  response: cableMaterialRow,
});

export const UpdateUserCableMaterial = defineCall({
  group: 'cablematerial',
  name: 'UpdateUserCableMaterial',
  summary: 'Saves a cable material’s name and resistivity (117 when it changed since it was read).',
  access: user,
  request: z.object({ id: idField, ...cableMaterialFields, version: versionField }),
  response: cableMaterialRow,
});

export const DeleteUserCableMaterial = defineCall({
  group: 'cablematerial',
  name: 'DeleteUserCableMaterial',
  summary: 'Deletes a cable material; the default one cannot be deleted.',
  access: user,
  request: z.object({ id: idField }),
  response: noData,
});

export const defaultUserCableMaterial = defineCall({
  group: 'cablematerial',
  name: 'defaultUserCableMaterial',
  summary: 'Moves the default star to a cable material.',
  access: user,
  request: z.object({ id: idField }),
  response: noData,
});
