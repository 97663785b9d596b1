/** Common/queryPlaces: cities by Latin or Chinese name from the offline GeoNames gazetteer. */
import * as placeCalls from '@pvd/shared/api/places';
import { placeDisplayName, searchPlaces } from '@pvd/shared/geo/place-search';
import { apiHandler } from '../_lib/middleware/api-handler';
import { gazetteer } from '../_lib/places/gazetteer';

/** A country's name in `culture` (Node carries the ICU data), or its code when unknown. */
function countryName(code: string, culture: string): string {
  try {
    return new Intl.DisplayNames([culture], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const handler = apiHandler(placeCalls.queryPlaces, async ({ input, culture }) => ({
  places: searchPlaces(gazetteer(), input.query, input.limit).map((place) => ({
    // GeoNames ids are not in the compact index: the name and the rounded site identify a place.
    id: `${place.countryCode}:${place.latitude},${place.longitude}`,
    name: placeDisplayName(place, culture),
    latinName: place.name,
    countryCode: place.countryCode,
    country: countryName(place.countryCode, culture),
    admin1Code: place.admin1Code,
    latitude: place.latitude,
    longitude: place.longitude,
    population: place.population,
  })),
}));
