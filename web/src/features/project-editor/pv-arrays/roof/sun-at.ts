/**
 * Where the sun is at a day and hour of the site's true solar time (the time shading rules
 * such as "three hours of sun on the winter solstice" are stated in: 12:00 is the sun's
 * transit), by the shared NREL SPA (shared/pv/solar-position/spa.ts).
 */
import { cosd, sind } from '@pvd/shared/pv/angles';
import { solarPositionSpa } from '@pvd/shared/pv/solar-position/spa';

/** The year whose calendar the day numbers use (a common year). */
export const SUN_YEAR = 2025;

/** The sun at an instant: angles [°] and the unit vector to it (x east, y north, z up) [-]. */
export interface SunNow {
  azimuth: number;
  elevation: number;
  east: number;
  north: number;
  up: number;
}

/** Day of the year (1 = 1 January) of a month (1-12) and day. */
export function dayOfYear(month: number, day: number): number {
  return Math.round((Date.UTC(SUN_YEAR, month - 1, day) - Date.UTC(SUN_YEAR, 0, 1)) / 86_400_000) + 1;
}

/** The month (1-12) and day of a day of the year. */
export function monthDayOf(day: number): { month: number; day: number } {
  const date = new Date(Date.UTC(SUN_YEAR, 0, day));
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The sun on a day at an hour of true solar time.
 * @param site latitude, longitude [°]
 * @param day day of the year, 1-365
 * @param solarHour hour of true solar time, 0-24 [h]
 */
export function sunAt(site: { latitude: number; longitude: number }, day: number, solarHour: number): SunNow {
  const observer = { latitude: site.latitude, longitude: site.longitude, elevation: 0 };
  // The mean solar time's instant, then corrected by the hour angle the SPA finds (the equation
  // of time, at most about 16 minutes): two steps leave well under a second.
  let instant = Date.UTC(SUN_YEAR, 0, day) + (solarHour - site.longitude / 15) * 3_600_000;
  let position = solarPositionSpa(instant, observer);
  for (let step = 0; step < 2; step++) {
    const hour = 12 + position.hourAngle / 15;
    instant += (solarHour - hour) * 3_600_000;
    position = solarPositionSpa(instant, observer);
  }
  const elevation = 90 - position.apparentZenith;
  const flat = cosd(elevation);
  return {
    azimuth: position.azimuth,
    elevation,
    east: flat * sind(position.azimuth),
    north: flat * cosd(position.azimuth),
    up: sind(elevation),
  };
}
