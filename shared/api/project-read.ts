/**
 * Reading a stored project: whole, as the editor opens it (with its images' addresses and the
 * catalogue items changed since it was saved), or one section at a time (user load, investment,
 * system loss, PV arrays, inverters).
 */
import * as z from 'zod';
import { inverterGroupRecord } from '../project/record/inverter-group';
import { investmentInput } from '../project/record/investment';
import { projectRecord } from '../project/record/project';
import { pvArrayRecord } from '../project/record/pv-array';
import { userLoadRecord } from '../project/record/user-load';
import { idField } from './common-fields';
import { defineCall } from './define';
import { projectAccess as access } from './project-lifecycle';

const projectId = { projectId: idField };

/**
 * A PV array with the signed addresses of its roof drawing image and of the user's roof image it
 * is drawn on (each null when it has none).
 */
export const pvArrayView = pvArrayRecord.safeExtend({
  roofDrawingImg: z.string().nullable(),
  roofImageUrl: z.string().nullish(),
});

/** A catalogue item the project's copy was taken from, when the catalogue moved on since. */
export const catalogueChange = z.object({
  kind: z.enum(['panel', 'inverter', 'battery', 'cableMaterial']),
  id: z.string(),
  /** 'changed': edited since the copy; 'deleted': gone (the copy keeps the project working). */
  state: z.enum(['changed', 'deleted']),
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

export const queryUserProjectUserLoad = defineCall({
  group: 'userload',
  name: 'queryUserProjectUserLoad',
  summary:
    'The project’s user load figures (a storage project’s load step, a grid-connected one’s own consumption); null when none.',
  access,
  request: z.object(projectId),
  response: userLoadRecord.nullable(),
});

/** The investment step's data as answered: stored, or the defaults [WIZ-11] (`isDefault`). */
export const investmentView = investmentInput.extend({
  /** True when the project holds none and these are the defaults in the caller's currency. */
  isDefault: z.boolean(),
});

export const queryUserProjectInvestment = defineCall({
  group: 'investment',
  name: 'queryUserProjectInvestment',
  summary: 'The project’s investment data; the defaults [WIZ-11] (in the caller’s currency) when none.',
  access,
  request: z.object(projectId),
  response: investmentView,
});

/** Every loss of the loss step [%]: the stored ones, the defaults [WIZ-10] where none. */
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
  summary: 'The project’s system losses; the defaults [WIZ-10] where it has none. [%]',
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

export const queryUserProInverter = defineCall({
  group: 'inverter',
  name: 'queryUserProInverter',
  summary: 'The project’s inverter groups with their model and battery copies and string designs.',
  access,
  request: z.object({ proId: idField }),
  response: z.array(inverterGroupRecord),
});
