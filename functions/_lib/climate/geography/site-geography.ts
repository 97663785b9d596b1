/**
 * What the offline climate estimate knows of a place with no climate data: the elevation where
 * people live near it and how far it is from the sea, read from a bundled 1° × 1° map
 * (built by scripts/build-site-geography.ts from GeoNames cities1000 elevations, CC BY 3.0, and
 * the Natural Earth land outline, public domain). Both come as class bounds, so each use can take
 * the bound on its safe side (the lower elevation for sunshine, the higher one for the cold).
 */
import data from './site-geography-data.json';

/** Lower bounds of the elevation classes; the last class ends at {@link ELEVATION_TOP_M}. [m] */
export const ELEVATION_CLASS_M = [0, 150, 400, 700, 1000, 1500, 2000, 3000] as const;
/** Upper bound of the highest elevation class. [m] */
export const ELEVATION_TOP_M = 5000;
/** Lower bounds of the distance-to-sea classes; the last one is open (the map looks no farther). [km] */
export const COAST_CLASS_KM = [0, 25, 50, 100, 200, 300, 500, 800] as const;
/** One character per cell: index = elevationClass × 8 + coastClass. */
export const GEOGRAPHY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A range [low, high) of a quantity. */
export interface Bounds {
  low: number;
  high: number;
}

/** What the map says of a place. */
export interface SiteGeography {
  /** Elevation of the places in its 1° cell. [m] */
  elevationM: Bounds;
  /** Distance from the cell's centre to the sea (high is Infinity in the last class). [km] */
  coastKm: Bounds;
}

function boundsOf(index: number, lows: readonly number[], top: number): Bounds {
  return { low: lows[index]!, high: lows[index + 1] ?? top };
}

/**
 * The map's classes at a location (the 1° cell it falls in).
 * @param latitude [°] north positive
 * @param longitude [°] east positive
 * @example
 * siteGeography(40.42, -3.7); // Madrid: { elevationM: { low: 400, high: 700 }, coastKm: { low: 300, high: 500 } }
 */
export function siteGeography(latitude: number, longitude: number): SiteGeography {
  const row = Math.min(179, Math.max(0, 89 - Math.floor(latitude)));
  const column = (((Math.floor(longitude + 180) % 360) + 360) % 360) as number;
  const index = GEOGRAPHY_ALPHABET.indexOf(data.rows[row]![column]!);
  return {
    elevationM: boundsOf(Math.floor(index / 8), ELEVATION_CLASS_M, ELEVATION_TOP_M),
    coastKm: boundsOf(index % 8, COAST_CLASS_KM, Number.POSITIVE_INFINITY),
  };
}
