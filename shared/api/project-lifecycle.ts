/**
 * A project's life as a whole: listed, created and saved (both types), checked complete, copied,
 * shared and deleted. Projects belong to the user role [ACC-1]; every call checks that the project
 * exists and is the caller's before anything of it is read [PRJ-6].
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { projectEditInput, projectInput, sharedBy } from '../project/record/project';
import {
  idField,
  loginEmailField,
  noData,
  pagedRequest,
  pagedResponse,
  requiredTextField,
  textField,
} from './common-fields';
import { defineCall } from './define';

/** Projects belong to the user role [ACC-1]. */
export const projectAccess = [Role.user] as const;
const access = projectAccess;
const projectId = { projectId: idField };

/** A row of the project list [LIST-3], plus who shared it. */
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

/** Why a project is not complete [PRJ-3], as `projectCompleteness` gives it. */
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
  summary: 'Whether the project data are complete [PRJ-3], and every reason they are not.',
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
