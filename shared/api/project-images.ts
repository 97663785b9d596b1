/**
 * A project's images: the project image (or back to the default station image [PRJ-8]), and per
 * PV array the picture of its drawing and the user's roof image it is drawn on.
 */
import * as z from 'zod';
import { idField, noData } from './common-fields';
import { defineCall } from './define';
import { projectAccess as access } from './project-lifecycle';

/** A project image's address after an upload. */
export const imageAnswer = z.object({ url: z.string() });

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
