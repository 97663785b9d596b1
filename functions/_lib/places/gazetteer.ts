/**
 * The bundled gazetteer (built by scripts/build-gazetteer.ts), parsed once per container on the
 * first search (about 39 000 places, a few tens of milliseconds).
 */
import { type GazetteerPlace, parseGazetteer } from '@pvd/shared/geo/place-search';
import data from './gazetteer-data.json';

let places: GazetteerPlace[] | undefined;

export function gazetteer(): readonly GazetteerPlace[] {
  places ??= parseGazetteer(data.places);
  return places;
}
