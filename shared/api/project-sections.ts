/**
 * The calls that read one section of a stored project (API.md "userload, investment,
 * systemloss", "pvarray" and inverter/queryUserProInverter) and set an array's images. Exported
 * through `project.ts`, the project group's module (see there).
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { inverterGroupRecord } from '../project/inverter-group';
import { investmentInput } from '../project/investment';
import { pvArrayRecord } from '../project/pv-array';
import { userLoadRecord } from '../project/user-load';
import { defineCall } from './define';
import { idField } from './fields';

/** Projects belong to the user role (001 §6). */
export const projectAccess = [Role.user] as const;
const access = projectAccess;
const projectId = { projectId: idField };

/** A project image's address after an upload. */
export const imageAnswer = z.object({ url: z.string() });

/**
 * A PV array with the signed addresses of its roof drawing image and of the user's roof image it
 * is drawn on (each null when it has none).
 */
export const pvArrayView = pvArrayRecord.safeExtend({
  roofDrawingImg: z.string().nullable(),
  roofImageUrl: z.string().nullish(),
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
