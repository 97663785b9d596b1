/**
 * The offline place search: a city by its Latin or Chinese name from a bundled GeoNames
 * gazetteer (cities of at least 15 000 people, and every smaller one GeoNames names in Chinese), so
 * the base info step finds a site with no online map service. Data © GeoNames (CC BY).
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { requiredTextField } from './common-fields';
import { defineCall } from './define';

/** Most places one search answers. */
export const PLACE_SEARCH_MAX_LIMIT = 20;

/** One place found. */
export const placeResult = z.object({
  /** The GeoNames id, stable across searches. */
  id: z.string(),
  /** The name in the caller's language where the gazetteer has it (Chinese for zh-CN), else its Latin name. */
  name: z.string(),
  /** The Latin (GeoNames) name, shown beside a Chinese one. */
  latinName: z.string(),
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: z.string(),
  /** The country's name in the caller's language. */
  country: z.string(),
  /** GeoNames first-order administrative division code in the country (the gazetteer has no names for them). */
  admin1Code: z.string(),
  /** [°] WGS-84 */
  latitude: z.number(),
  /** [°] WGS-84 */
  longitude: z.number(),
  population: z.number(),
});
export type PlaceResult = z.infer<typeof placeResult>;

export const queryPlaces = defineCall({
  group: 'Common',
  name: 'queryPlaces',
  summary:
    'Places (cities) by Latin or Chinese name from the offline GeoNames gazetteer: exact, then prefix matches, larger first.',
  access: [Role.user, Role.maintain],
  request: z.object({
    /** Part of the place's name, in Latin letters or Chinese characters. */
    query: requiredTextField(100),
    /** At most this many places (default 10, at most 20). */
    limit: z
      .number({ error: 'numberRequired' })
      .int({ error: 'integerRequired' })
      .min(1, { error: 'tooSmall' })
      .max(PLACE_SEARCH_MAX_LIMIT, { error: 'tooLarge' })
      .default(10),
  }),
  response: z.object({ places: z.array(placeResult) }),
});
