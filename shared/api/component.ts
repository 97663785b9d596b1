/**
 * The component (panel) calls: a user's custom panels, the system panel
 * catalogue and its import, and the frequently used panels of the chooser. Custom panels are
 * visible to their owner only (114 for anyone else's id).
 */
import * as z from 'zod';
import { isDefaultField, versionField } from '../catalogue/cell-fields';
import { panelCrossCheck, panelFields, panelInfo, panelSpecSchema, withArea } from '../catalogue/panel';
import {
  userPanelCrossCheck,
  userPanelFormFields,
  userPanelFromForm,
  userPanelRow,
} from '../catalogue/user-panel';
import { Role } from '../constants/roles';
import { emptyRequest, idField, noData, pagedRequest, pagedResponse, textField } from './common-fields';
import { defineCall } from './define';
import { spreadsheetUploadCall } from './import';

const user = [Role.user] as const;
const anyRole = [Role.user, Role.maintain] as const;
const maintain = [Role.maintain] as const;

export const PageQueryUserComponent = defineCall({
  group: 'component',
  name: 'PageQueryUserComponent',
  summary: 'The caller’s custom panels, paged, searched by manufacturer or model name.',
  access: user,
  request: pagedRequest(z.object({ manufacturerOrComponentName: textField(100).optional() })),
  response: pagedResponse(userPanelRow),
});

export const insertUserComponent = defineCall({
  group: 'component',
  name: 'insertUserComponent',
  summary: 'Adds a custom panel (the first one becomes the default).',
  access: user,
  request: z
    .object({ ...userPanelFormFields, isDefault: isDefaultField.optional() })
    .superRefine(userPanelCrossCheck.check, userPanelCrossCheck.options)
    .transform((form) => ({ isDefault: form.isDefault, panel: userPanelFromForm(form) })),
  response: panelInfo,
});

export const updateUserComponent = defineCall({
  group: 'component',
  name: 'updateUserComponent',
  summary: 'Saves a custom panel; `version` is the one read (117 when it changed since).',
  access: user,
  request: z
    .object({ ...userPanelFormFields, id: idField, version: versionField })
    .superRefine(userPanelCrossCheck.check, userPanelCrossCheck.options)
    .transform((form) => ({ id: form.id, version: form.version, panel: userPanelFromForm(form) })),
  response: panelInfo,
});

export const deleteUserComponent = defineCall({
  group: 'component',
  name: 'deleteUserComponent',
  summary: 'Deletes a custom panel; the default panel cannot be deleted.',
  access: user,
  request: z.object({ id: idField }),
  response: noData,
});

export const batchDeleteUserComponent = defineCall({
  group: 'component',
  name: 'batchDeleteUserComponent',
  summary: 'Deletes the selected custom panels, all or none (never the default one).',
  access: user,
  request: z.object({
    ComponentIds: z
      .array(idField, { error: 'panelSelectionRequired' })
      .min(1, { error: 'panelSelectionRequired' })
      .max(100, { error: 'tooLong' }),
  }),
  response: z.object({ deleted: z.number() }),
});

export const setDefaultUserComponent = defineCall({
  group: 'component',
  name: 'setDefaultUserComponent',
  summary: 'Makes a custom panel the caller’s default panel.',
  access: user,
  request: z.object({ id: idField }),
  response: noData,
});

export const queryUserComponentInfo = defineCall({
  group: 'component',
  name: 'queryUserComponentInfo',
  summary: 'One custom panel of the caller.',
  access: user,
  request: z.object({ id: idField }),
  response: panelInfo,
});

export const queryUserDefaultComponentInfo = defineCall({
  group: 'component',
  name: 'queryUserDefaultComponentInfo',
  summary: 'The caller’s default custom panel, or null when there is none.',
  access: user,
  request: emptyRequest,
  response: panelInfo.nullable(),
});

export const querySystemComponentInfo = defineCall({
  group: 'component',
  name: 'querySystemComponentInfo',
  summary: 'One system panel of the catalogue.',
  access: anyRole,
  request: z.object({ Id: idField }),
  response: panelInfo,
});

export const pageQuerySystemComponent = defineCall({
  group: 'component',
  name: 'pageQuerySystemComponent',
  summary: 'The system panels, paged, searched by manufacturer and model.',
  access: anyRole,
  request: pagedRequest(
    z.object({ manufacturer: textField(100).optional(), componentName: textField(100).optional() }),
  ),
  response: pagedResponse(panelInfo),
});

export const uploadSystemComponent = spreadsheetUploadCall(
  'component',
  'uploadSystemComponent',
  'Maintainer: starts an import of system panels from a spreadsheet (.xls or .xlsx, at most 10 MB).',
);

const systemPanelCheck = panelCrossCheck();

export const EditSystemComponent = defineCall({
  group: 'component',
  name: 'EditSystemComponent',
  summary: 'Maintainer: saves a system panel; `version` is the one read (117 when it changed since).',
  access: maintain,
  request: z
    .object({ ...panelFields, Id: idField, version: versionField })
    .superRefine(systemPanelCheck.check, systemPanelCheck.options)
    .transform((form) => withArea(form)),
  response: panelInfo,
});

export const InsertSystemComponent = defineCall({
  group: 'component',
  name: 'InsertSystemComponent',
  summary: 'Maintainer: adds a system panel (manufacturer and model unique).',
  access: maintain,
  request: panelSpecSchema,
  response: panelInfo,
});

/** A frequently used panel of the chooser [WIZ-6]. */
export const frequentPanel = z.object({
  panelid: z.string(),
  /** 2 system, 3 custom. */
  panelchoseway: z.number(),
  panelname: z.string(),
});

export const queryUserFrequentlyUsedComponent = defineCall({
  group: 'component',
  name: 'queryUserFrequentlyUsedComponent',
  summary: 'The panels the caller used most in projects (empty until projects record use).',
  access: user,
  request: emptyRequest,
  response: z.array(frequentPanel),
});

export const queryUserFrequentlyUsedComponentInfo = defineCall({
  group: 'component',
  name: 'queryUserFrequentlyUsedComponentInfo',
  summary: 'One frequently used panel: how it was chosen (PanelType) and the panel (PanelInfo).',
  access: user,
  request: z.object({ panelid: idField, panelName: textField(200).optional() }),
  response: z.object({ PanelType: z.number(), PanelInfo: panelInfo }),
});
