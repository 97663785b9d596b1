/**
 * Far-horizon files as the editor takes them and PVGIS's horizon service answers them [SUR-9]:
 *
 * - PVGIS JSON (`printhorizon?outputformat=json`): `outputs.horizon_profile` of `{ A, H_hor }`;
 * - PVGIS CSV (`printhorizon?outputformat=csv`): a few header lines, the column line
 *   `A H_hor A_sun(w) …` (tab separated), rows of numbers, then a text footer;
 * - two columns `horizon_azimuth,horizon_elevation` (pvlib's sample, azimuth from north).
 *
 * PVGIS measures its azimuth A from south, west positive (−180 to 180: −90 east, 90 west), as
 * its documentation ("PVGIS non-interactive service", JRC) and pvlib's `get_pvgis_horizon` say;
 * the profile takes azimuths clockwise from north, so A + 180. PVGIS lists both −180 and 180:
 * the two become 0 and 360, the same direction, and `horizonProfile` keeps one.
 */
import { PROJECT_LIMITS } from '../../constants/limits';
import type { ValidationMessageKey } from '../../errors/validation';
import { type HorizonPoint, parseHorizonCsv } from '../../pv/shading/horizon';

/** A file read into points, or the reason it could not be (a shared message key). */
export type HorizonFileResult =
  | { ok: true; points: { azimuth: number; elevation: number }[] }
  | { ok: false; key: ValidationMessageKey };

const unreadable = { ok: false, key: 'horizonFileUnreadable' } as const;

/** Points within the ranges and the count the project's surroundings take. */
function checked(points: readonly HorizonPoint[]): HorizonFileResult {
  if (points.length === 0) return unreadable;
  const inRange = points.every(
    ([azimuth, elevation]) =>
      Number.isFinite(azimuth) &&
      Number.isFinite(elevation) &&
      azimuth >= 0 &&
      azimuth <= 360 &&
      elevation >= -90 &&
      elevation <= 90,
  );
  if (!inRange) return { ok: false, key: 'horizonFileValueOutOfRange' };
  // 360° is north again: dropped when 0° is there too, as the profile would drop it.
  const hasNorth = points.some(([azimuth]) => azimuth === 0);
  const kept = points.filter(([azimuth]) => !(hasNorth && azimuth === 360));
  if (kept.length > PROJECT_LIMITS.horizonPoints) return { ok: false, key: 'tooManyHorizonPoints' };
  return { ok: true, points: kept.map(([azimuth, elevation]) => ({ azimuth, elevation })) };
}

/** PVGIS's azimuth (from south, west positive) as clockwise from north. [°] */
const fromSouth = (a: number) => a + 180;

/**
 * Reads PVGIS's JSON horizon answer.
 * @example
 * readPvgisHorizonJson({ outputs: { horizon_profile: [{ A: -180, H_hor: 2 }, { A: 0, H_hor: 5 }] } });
 * // { ok: true, points: [{ azimuth: 0, elevation: 2 }, { azimuth: 180, elevation: 5 }] }
 */
export function readPvgisHorizonJson(json: unknown): HorizonFileResult {
  const profile = (json as { outputs?: { horizon_profile?: unknown } } | null)?.outputs?.horizon_profile;
  if (!Array.isArray(profile)) return unreadable;
  const points = profile.map((row): HorizonPoint => {
    const { A, H_hor } = (row ?? {}) as { A?: unknown; H_hor?: unknown };
    return [
      typeof A === 'number' ? fromSouth(A) : Number.NaN,
      typeof H_hor === 'number' ? H_hor : Number.NaN,
    ];
  });
  if (points.some(([a, h]) => Number.isNaN(a) || Number.isNaN(h))) return unreadable;
  return checked(points);
}

/** Reads PVGIS's CSV horizon answer: the rows of numbers under the `A H_hor …` column line. */
function readPvgisHorizonCsv(lines: readonly string[]): HorizonFileResult {
  const header = lines.findIndex((line) => /^A\s+H_hor\b/.test(line.trim()));
  if (header < 0) return unreadable;
  const points: HorizonPoint[] = [];
  for (const line of lines.slice(header + 1)) {
    const cells = line.trim().split(/[\s,;]+/);
    const [a, h] = [Number(cells[0]), Number(cells[1])];
    // The table ends at the first line that is not numbers (a blank line, the footer).
    if (line.trim() === '' || !Number.isFinite(a) || !Number.isFinite(h)) break;
    points.push([fromSouth(a), h]);
  }
  return checked(points);
}

/**
 * Reads a far-horizon file in any of the formats above (see the module comment).
 * @param text the file's text
 */
export function readHorizonFile(text: string): HorizonFileResult {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body.startsWith('{')) {
    try {
      return readPvgisHorizonJson(JSON.parse(body));
    } catch {
      return unreadable;
    }
  }
  const lines = body.split(/\r?\n/);
  if (lines[0]?.trim().toLowerCase().startsWith('horizon_azimuth')) {
    try {
      return checked(parseHorizonCsv(body));
    } catch {
      // A row out of range is said as such; anything else is a file we cannot read.
      const rows = lines.slice(1).map((line) => line.split(',').map(Number));
      const outOfRange = rows.some(
        ([a, h]) => Number.isFinite(a) && Number.isFinite(h) && (h! < -90 || h! > 90),
      );
      return outOfRange ? { ok: false, key: 'horizonFileValueOutOfRange' } : unreadable;
    }
  }
  return readPvgisHorizonCsv(lines);
}
