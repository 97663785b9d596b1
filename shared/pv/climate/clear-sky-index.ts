/**
 * The typical clear-sky index (annual all-sky GHI over Haurwitz clear-sky GHI) the offline
 * estimate uses where no climate source can be reached, from what is known of the place without
 * data: its distance to the sea, its elevation and its latitude. One constant cannot serve: the
 * weather files at hand need 0.51 on Alaska's coast and 0.86 on the Colorado plateau.
 *
 * Calibrated by `npx tsx scripts/calibrate-climate-estimate.ts` on every real weather year at
 * hand (NSRDB TMY3 Greensboro NC, Sand Point AK and SolarAnywhere Burlington VT; TMY2 Miami FL;
 * IWEC Amsterdam; PVGIS TMY 45° N 8° E; NSRDB PSM3 TMY NW Colorado, PSM4 TMY Fairbanks AK; the
 * NSRDB year of PVWatts' Golden CO sample) so that it errs low: no site more than 5 % above its
 * real annual GHI, and at most a quarter of them more than 15 % below (Miami, a sunny coast,
 * is 27 % below). The model knows no clouds: coasts are taken as cloudy (Alaska, Amsterdam,
 * Hangzhou), the interior as the sunnier middle ground, a plateau as clearer still. An inland
 * place cloudier than its geography suggests (e.g. the Sichuan basin) can still come out too
 * sunny; the estimate says so and points to a weather file or the online sources.
 */

/**
 * How far the estimate's annual GHI may be from the real one, as the screen and the report say it:
 * the calibration sites' errors (−26.8 % to +1.0 %) within the targets, rounded outwards. [-]
 */
export const ESTIMATE_GHI_ERROR = { below: 0.3, above: 0.05 } as const;

/** What the estimate knows of a place. */
export interface ClearSkyIndexSite {
  /** [°] north positive */
  latitude: number;
  /** Distance to the sea; take the near end of what is known (nearer is cloudier here). [km] */
  coastKm: number;
  /** Elevation; take the low end of what is known (lower is cloudier here). [m] */
  elevationM: number;
}

/** Index on the coast, where the calibration's cloudy sites are (Sand Point 0.51, Amsterdam 0.57). [-] */
export const COASTAL_CLEAR_SKY_INDEX = 0.54;
/** Index from {@link INLAND_FROM_KM} inland (Greensboro 0.71, Fairbanks 0.73). [-] */
export const INLAND_CLEAR_SKY_INDEX = 0.7;
/** Distance from the sea where the inland index is reached, linearly from the coast. [km] */
export const INLAND_FROM_KM = 200;
/** Gain per km of elevation (clear sky and dry air of plateaus: NW Colorado 0.86, Golden 0.79). [1/km] */
export const ELEVATION_GAIN_PER_KM = 0.06;
/** Largest elevation gain. [-] */
export const ELEVATION_GAIN_MAX = 0.12;
/** Latitude beyond which the index falls (longer paths through more frequent clouds). [°] */
export const POLEWARD_FROM_DEG = 45;
/** Loss per degree beyond {@link POLEWARD_FROM_DEG}. [1/°] */
export const POLEWARD_LOSS_PER_DEG = 0.002;

/**
 * The typical clear-sky index of a place.
 * @returns annual all-sky over Haurwitz clear-sky GHI [-]
 * @example
 * typicalClearSkyIndex({ latitude: 30.27, coastKm: 0, elevationM: 0 }); // Hangzhou: 0.54
 */
export function typicalClearSkyIndex(site: ClearSkyIndexSite): number {
  const inland = Math.min(1, Math.max(0, site.coastKm) / INLAND_FROM_KM);
  const coastal = COASTAL_CLEAR_SKY_INDEX + (INLAND_CLEAR_SKY_INDEX - COASTAL_CLEAR_SKY_INDEX) * inland;
  const elevation = Math.min(
    ELEVATION_GAIN_MAX,
    (ELEVATION_GAIN_PER_KM * Math.max(0, site.elevationM)) / 1000,
  );
  const poleward = POLEWARD_LOSS_PER_DEG * Math.max(0, Math.abs(site.latitude) - POLEWARD_FROM_DEG);
  return coastal + elevation - poleward;
}
