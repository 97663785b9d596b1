/**
 * Where the engine computes a project: its coordinates in WGS-84. A project placed on Baidu's map
 * stores BD-09 coordinates (`proMapWay`), which are off by several hundred metres from WGS-84 in
 * China; they are converted first, since the engine computes in WGS-84 only.
 */
import { bd09ToWgs84 } from '../../geo/baidu';
import type { MapLocationInput } from './base';

/** A site on the WGS-84 ellipsoid. [°] */
export interface EngineSite {
  latitude: number;
  longitude: number;
}

/**
 * The project's coordinates as the engine takes them.
 *
 * @example
 * engineSite({ proMapWay: 'Google', proLatitude: 30.28, proLongitude: 120.13 }); // { latitude: 30.28, longitude: 120.13 }
 */
export function engineSite(
  location: Pick<MapLocationInput, 'proMapWay' | 'proLatitude' | 'proLongitude'>,
): EngineSite {
  if (location.proMapWay !== 'Baidu')
    return { latitude: location.proLatitude, longitude: location.proLongitude };
  const wgs = bd09ToWgs84({ longitude: location.proLongitude, latitude: location.proLatitude });
  return { latitude: wgs.latitude, longitude: wgs.longitude };
}
