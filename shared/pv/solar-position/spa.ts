/**
 * NREL Solar Position Algorithm (SPA) for one instant: apparent and true zenith, azimuth,
 * hour angle and declination, as pvlib's `solarposition.spa_python`.
 *
 * Source: I. Reda and A. Andreas, "Solar Position Algorithm for Solar Radiation
 * Applications", NREL/TP-560-34302, revised 2008, doi:10.2172/15003974; I. Reda and A.
 * Andreas, Solar Energy, vol. 76, no. 5, pp. 577–589, 2004, doi:10.1016/j.solener.2003.12.003.
 * Uncertainty ±0.0003° for the years −2000 to 6000.
 */
import { type Degrees, wrap360 } from '../angles';
import { pressureFromElevation } from '../atmosphere';
import { julianDay, spaGeocentric } from './spa-geocentric';
import {
  DEFAULT_ATMOSPHERIC_REFRACTION,
  emptyTopocentric,
  observerTerms,
  type SpaObserver,
  spaTopocentric,
} from './spa-topocentric';

/**
 * ΔT used unless told otherwise: 67 s, pvlib's default for `spa_python` (and hence for its
 * ModelChain and for the reference numbers). The true ΔT was 64-69 s over 2000-2024, a change
 * of ±2 s that moves the sun by less than 0.01°.
 */
export const DEFAULT_DELTA_T = 67;
/** Air temperature used for refraction when none is given (pvlib's default). [°C] */
export const DEFAULT_TEMPERATURE = 12;

/** Optional atmosphere and time-scale inputs of the SPA. */
export interface SpaOptions {
  /** Local pressure [Pa]; default: from the elevation (standard atmosphere). */
  pressure?: number;
  /** Local air temperature for the refraction [°C]; default 12. */
  temperature?: number;
  /** ΔT = TT − UT1 [s]; default {@link DEFAULT_DELTA_T}. */
  deltaT?: number;
  /** Refraction at the horizon [°]; default 0.5667. */
  atmosphericRefraction?: Degrees;
}

/** Position of the sun seen from a site. */
export interface SolarPosition {
  /** Zenith with refraction θ [°]. */
  apparentZenith: Degrees;
  /** Zenith without refraction [°]. */
  zenith: Degrees;
  /** Elevation with refraction [°]. */
  apparentElevation: Degrees;
  /** Elevation without refraction [°]. */
  elevation: Degrees;
  /** Azimuth clockwise from north [°], [0, 360). */
  azimuth: Degrees;
  /** Topocentric hour angle, negative before solar noon [°], [−180, 180). */
  hourAngle: Degrees;
  /** Geocentric declination δ [°]. */
  declination: Degrees;
}

/**
 * Solar position by the NREL SPA for one instant and site.
 * @param instantUtcMs the instant [ms since 1970-01-01T00:00Z]
 * @param observer site latitude [°], longitude [°], elevation [m]
 * @param options pressure [Pa], temperature [°C], ΔT [s], horizon refraction [°]
 * @returns apparent and true zenith, azimuth, hour angle and declination [°]
 *
 * @example
 * ```ts
 * // SPA report example: Golden CO, 2003-10-17 12:30:30 MST
 * const sun = solarPositionSpa(Date.UTC(2003, 9, 17, 19, 30, 30),
 *   { latitude: 39.742476, longitude: -105.1786, elevation: 1830.14 },
 *   { pressure: 82_000, temperature: 11, deltaT: 67 });
 * sun.apparentZenith; // 50.11162
 * ```
 */
export function solarPositionSpa(
  instantUtcMs: number,
  observer: SpaObserver,
  options: SpaOptions = {},
): SolarPosition {
  const geo = spaGeocentric(julianDay(instantUtcMs), options.deltaT ?? DEFAULT_DELTA_T);
  const topo = spaTopocentric(
    geo,
    observerTerms(observer),
    options.pressure ?? pressureFromElevation(observer.elevation),
    options.temperature ?? DEFAULT_TEMPERATURE,
    options.atmosphericRefraction ?? DEFAULT_ATMOSPHERIC_REFRACTION,
    emptyTopocentric(),
  );
  return {
    apparentZenith: topo.apparentZenith,
    zenith: topo.zenith,
    apparentElevation: topo.apparentElevation,
    elevation: topo.elevation,
    azimuth: topo.azimuth,
    hourAngle: wrap360(topo.topocentricHourAngle + 180) - 180,
    declination: geo.declination,
  };
}
