/**
 * The project calls (001 §7; API.md "project", "userload, investment, systemloss", "pvarray" and
 * inverter/queryUserProInverter): the list, create and edit of both types, delete, the whole
 * project and its sections, copy, share, images and the completeness check. The project itself
 * is `shared/project`. Projects belong to the user role (001 §6); the report by id is shared with
 * maintain like the report route, and still answers only the caller's own projects.
 *
 * Longer than 300 lines on purpose: one module per API group is what `calls.ts`, the handlers and
 * the web import (`import * as projectCalls`), and its parts are short call definitions; the
 * report's calls already live in `project-report.ts`.
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { inverterGroupRecord } from '../project/inverter-group';
import { investmentInput } from '../project/investment';
import { projectEditInput, projectInput, projectRecord, sharedBy } from '../project/project';
import { pvArrayRecord } from '../project/pv-array';
import { userLoadRecord } from '../project/user-load';
import { defineCall } from './define';
import {
  idField,
  loginEmailField,
  noData,
  pagedRequest,
  pagedResponse,
  requiredTextField,
  textField,
} from './fields';

const access = [Role.user] as const;
const projectId = { projectId: idField };

/** A row of the project list (001 §3 "Project list row"), plus who shared it. */
export const projectRow = z.object({
  Id: z.string(),
  ProName: z.string(),
  ProOwner: z.string(),
  ProMapAddress: z.string(),
  /** [kW] */
  ProInstallCapacity: z.number(),
  /** The unit the capacity was entered in: 1 kW, 2 MW. */
  ProInstallCapacityUnit: z.number(),
  /** ISO times. */
  CreateTime: z.string(),
  LastModifyTime: z.string(),
  ProType: z.union([z.literal(0), z.literal(1)]),
  IsComplete: z.union([z.literal(0), z.literal(1)]),
  SharedBy: sharedBy.nullable(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const PageQueryUserProject = defineCall({
  group: 'project',
  name: 'PageQueryUserProject',
  summary: 'The caller’s projects, newest change first, by a part of the name or the address.',
  access,
  request: pagedRequest(z.object({ proNameOrAddress: textField(200).optional() })),
  response: pagedResponse(projectRow),
});

/** What an edit answers: the version to send with the next edit, and the completeness. */
const savedProject = z.object({
  version: z.number(),
  IsComplete: z.union([z.literal(0), z.literal(1)]),
});

function createCall(name: string, summary: string) {
  return defineCall({ group: 'project', name, summary, access, request: projectInput, response: z.string() });
}
function editCall(name: string, summary: string) {
  return defineCall({
    group: 'project',
    name,
    summary,
    access,
    request: projectEditInput,
    response: savedProject,
  });
}

export const createtUserGridConnectedProject = createCall(
  'createtUserGridConnectedProject',
  'Creates a grid-connected project; answers its id (its version is 1).',
);
export const editUserGridConnectedProject = editCall(
  'editUserGridConnectedProject',
  'Saves a grid-connected project read at `version` (117 when it changed since).',
);
export const createtUserEnergyStorageProject = createCall(
  'createtUserEnergyStorageProject',
  'Creates an energy-storage project; answers its id (its version is 1).',
);
export const editUserEnergyStorageProject = editCall(
  'editUserEnergyStorageProject',
  'Saves an energy-storage project read at `version` (117 when it changed since).',
);

export const deleteUserProject = defineCall({
  group: 'project',
  name: 'deleteUserProject',
  summary: 'Deletes a project with its images.',
  access,
  request: z.object(projectId),
  response: noData,
  needs: ['s3'],
});

/** A catalogue item the project's copy was taken from, when the catalogue moved on since. */
export const catalogueChange = z.object({
  kind: z.enum(['panel', 'inverter', 'battery', 'cableMaterial']),
  id: z.string(),
  /** 'changed': edited since the copy; 'deleted': gone (the copy keeps the project working). */
  state: z.enum(['changed', 'deleted']),
});

/**
 * A PV array with the signed addresses of its roof drawing image and of the user's roof image it
 * is drawn on (each null when it has none).
 */
export const pvArrayView = pvArrayRecord.safeExtend({
  roofDrawingImg: z.string().nullable(),
  roofImageUrl: z.string().nullish(),
});

/** The whole project as the editor opens it: the record, its images' addresses and catalogue news. */
export const projectView = projectRecord.extend({
  /** Address of the project image; null shows the default station image. */
  proImage: z.string().nullable(),
  pvArray: z.array(pvArrayView),
  catalogueChanges: z.array(catalogueChange),
});
export type ProjectView = z.infer<typeof projectView>;

export const getUserProjectBaseInfo = defineCall({
  group: 'project',
  name: 'getUserProjectBaseInfo',
  summary: 'The whole project, its image addresses and the catalogue items changed since it was saved.',
  access,
  request: z.object(projectId),
  response: projectView,
  needs: ['s3'],
});

export const copyProject = defineCall({
  group: 'project',
  name: 'copyProject',
  summary: 'An independent copy of a project under a new name, images included; answers its id.',
  access,
  request: z.object({ ...projectId, projectName: requiredTextField(100, 'projectNameRequired') }),
  response: z.string(),
  // The copy's images are new objects (CopyObject).
  needs: ['s3'],
});

export const ShareProject = defineCall({
  group: 'project',
  name: 'ShareProject',
  summary:
    'Gives the user with this login e-mail their own copy, marked as shared, and mails them (108: no such activated user; 116: too many shares).',
  access,
  request: z.object({ ...projectId, sharedUserLoginEmail: loginEmailField('shareEmailRequired') }),
  response: noData,
  needs: ['s3', 'ses'],
});

/** A project image's address after an upload. */
const imageAnswer = z.object({ url: z.string() });

export const UploadProjectImage = defineCall({
  group: 'project',
  name: 'UploadProjectImage',
  summary: 'Sets the project image from a finished image upload (PNG, JPEG, GIF, WebP; at most 2 MB).',
  access,
  request: z.object({ pro_id: idField, uploadId: idField }),
  response: imageAnswer,
  needs: ['s3'],
});

export const SetProjectDefaultImage = defineCall({
  group: 'project',
  name: 'SetProjectDefaultImage',
  summary: 'Goes back to the default station image.',
  access,
  request: z.object({ proId: idField }),
  response: noData,
  needs: ['s3'],
});

/** Why a project is not complete (001 §4), as `projectCompleteness` gives it. */
const completenessReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no-inverter') }),
  z.object({ kind: z.literal('no-pv-array') }),
  z.object({
    kind: z.literal('array-not-fully-connected'),
    arrayId: z.string(),
    panelcount: z.number(),
    connectedPanels: z.number(),
  }),
  z.object({
    kind: z.literal('string-refers-to-removed-array'),
    groupIndex: z.number(),
    unitIndex: z.number(),
    mpptNo: z.string(),
    pvArrayId: z.string(),
  }),
]);

export const editCheckProComplete = defineCall({
  group: 'project',
  name: 'editCheckProComplete',
  summary: 'Whether the project data are complete (001 §4), and every reason they are not.',
  access,
  request: z.object({
    projectId: idField.optional(),
    pvArray: projectInput.shape.pvArray,
    inverter: projectInput.shape.inverter,
  }),
  response: z.object({
    isComplete: z.union([z.literal(0), z.literal(1)]),
    reasons: z.array(completenessReason),
    /** Arrays with more panels wired than they hold: flagged, never blocking. */
    excessPanels: z.array(
      z.object({ arrayId: z.string(), panelcount: z.number(), connectedPanels: z.number() }),
    ),
  }),
});

export const queryUserProjectUserLoad = defineCall({
  group: 'userload',
  name: 'queryUserProjectUserLoad',
  summary: 'The project’s user load (storage projects); null when none was entered.',
  access,
  request: z.object(projectId),
  response: userLoadRecord.nullable(),
});

/** The investment step's data as answered: stored, or the defaults of 001 §9 (`isDefault`). */
export const investmentView = investmentInput.extend({
  /** True when the project holds none and these are the defaults in the caller's currency. */
  isDefault: z.boolean(),
});

export const queryUserProjectInvestment = defineCall({
  group: 'investment',
  name: 'queryUserProjectInvestment',
  summary: 'The project’s investment data; the defaults of 001 §9 (in the caller’s currency) when none.',
  access,
  request: z.object(projectId),
  response: investmentView,
});

/** Every loss of the loss step [%]: the stored ones, the defaults of 001 §9 where none. */
export const systemLossView = z.object({
  incidenceanglelosses: z.number(),
  soilinglosses: z.number(),
  thermallosses: z.number(),
  lidlosses: z.number(),
  modulequalitylosses: z.number(),
  mismatchlosses: z.number(),
  systemunavailabilityloss: z.number(),
  /** [%/year] */
  componentagingdecay: z.number(),
  /** True when the project holds no loss of its own (every figure is a default). */
  isDefault: z.boolean(),
});

export const queryUserProSystemLoss = defineCall({
  group: 'systemloss',
  name: 'queryUserProSystemLoss',
  summary: 'The project’s system losses; the defaults of 001 §9 where it has none. [%]',
  access,
  request: z.object({ projectid: idField }),
  response: systemLossView,
});

export const queryProPvArrayList = defineCall({
  group: 'pvarray',
  name: 'queryProPvArrayList',
  summary: 'The project’s PV arrays with their panel copies and roof images.',
  access,
  request: z.object({ proid: idField }),
  response: z.array(pvArrayView),
  needs: ['s3'],
});

export const uploadPvArrayImage = defineCall({
  group: 'pvarray',
  name: 'uploadPvArrayImage',
  summary: 'Sets one PV array’s roof image from a finished image upload (one image per array id).',
  access,
  request: z.object({ proid: idField, pvArrayId: idField, uploadId: idField }),
  response: imageAnswer,
  needs: ['s3'],
});

export const setPvArrayRoofImage = defineCall({
  group: 'pvarray',
  name: 'setPvArrayRoofImage',
  summary:
    'Sets the user’s roof image (photo, drone shot, drawing) a PV array is drawn on, from a finished roofImage upload.',
  access,
  request: z.object({ proid: idField, pvArrayId: idField, uploadId: idField }),
  response: imageAnswer,
  needs: ['s3'],
});

export const queryUserProInverter = defineCall({
  group: 'inverter',
  name: 'queryUserProInverter',
  summary: 'The project’s inverter groups with their model and battery copies and string designs.',
  access,
  request: z.object({ proId: idField }),
  response: z.array(inverterGroupRecord),
});
