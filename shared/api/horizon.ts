/**
 * The far horizon of a site from PVGIS's horizon service (its skyline computed from a terrain
 * model), for the project's surroundings (shared/project/record/surroundings.ts) [SUR-8]. Cached by
 * site like the climate; without a network the call answers a localized error the editor shows
 * beside the manual and file sources.
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { horizonPointInput } from '../project/record/surroundings';
import { defineCall } from './define';
import { latitude, longitude } from './engine';

export const queryHorizonProfile = defineCall({
  group: 'climate',
  name: 'queryHorizonProfile',
  summary: 'The far horizon of a site from PVGIS (azimuth clockwise from north, elevation, degrees).',
  access: [Role.user],
  request: z.object({ latitude: latitude(), longitude: longitude() }),
  response: z.object({
    source: z.literal('pvgis'),
    /** The skyline, azimuth ascending from north. [°] */
    points: z.array(horizonPointInput),
  }),
});
