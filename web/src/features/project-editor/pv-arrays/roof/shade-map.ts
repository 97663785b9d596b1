/**
 * The shade map of a drawn array: each panel's annual irradiation with the obstacles and the far
 * horizon, against the best unshaded panel's, by the shared near-shading model
 * (shared/pv/shading/scene.ts) on a typical year the browser builds itself: the site's clear sky
 * (Haurwitz) times a typical clear-sky index, spread over the hours as the engine does for a
 * monthly climate. The map compares panels with one another, so the climate's absolute level
 * matters little; the yield figures come from the server's engine.
 */

import { estimateClimateFromClearSky } from '@pvd/shared/pv/climate/clear-sky-estimate';
import { hourlyFromMonthly } from '@pvd/shared/pv/climate/monthly-to-hourly';
import { transpositionBasisFor } from '@pvd/shared/pv/irradiance/transposition-basis';
import type { HorizonProfile } from '@pvd/shared/pv/shading/horizon';
import type { Obstacle } from '@pvd/shared/pv/shading/obstacles/obstacle';
import type { ScenePanel } from '@pvd/shared/pv/shading/obstacles/panels';
import { sceneShading } from '@pvd/shared/pv/shading/scene';
// The engine's own setting: exact every few days, the days between interpolated.
import { SUN_PATH_TABLE_DAY_STEP } from '@pvd/shared/pv/shading/scene-records';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';

export interface ShadeMap {
  /** Per scene panel: its annual irradiation over the best unshaded panel's. [-] */
  ratio: Float64Array;
}

/** Sites' typical years, kept while the drawer is open (a year is 8 760 hours of arrays). */
const years = new Map<string, ReturnType<typeof yearAt>>();

function yearAt(site: { latitude: number; longitude: number }) {
  const place = {
    latitude: site.latitude,
    longitude: site.longitude,
    elevation: 0,
    timezone: Math.round(site.longitude / 15),
  };
  const weather = hourlyFromMonthly(estimateClimateFromClearSky(place).climate);
  const sun = computeSunPositions(weather);
  return transpositionBasisFor(weather, sun, { model: 'perez' });
}

/**
 * The shade map of panels among obstacles.
 * @param site latitude, longitude [°]
 * @param panels the array's panels in the plan frame
 * @param obstacles the obstacles in the same frame
 * @param horizon the far horizon, if any
 */
export function shadeMap(
  site: { latitude: number; longitude: number },
  panels: readonly ScenePanel[],
  obstacles: readonly Obstacle[],
  horizon?: HorizonProfile,
): ShadeMap {
  const key = `${site.latitude.toFixed(3)},${site.longitude.toFixed(3)}`;
  let hours = years.get(key);
  if (!hours) {
    hours = yearAt(site);
    years.clear();
    years.set(key, hours);
  }
  const year = sceneShading(hours, { panels, obstacles, horizon }, { dayStep: SUN_PATH_TABLE_DAY_STEP });
  const best = year.panels.unshadedPoaAnnual.reduce((most, value) => Math.max(most, value), 0);
  const ratio = Float64Array.from(year.panels.poaAnnual, (value) => (best > 0 ? value / best : 1));
  return { ratio };
}
