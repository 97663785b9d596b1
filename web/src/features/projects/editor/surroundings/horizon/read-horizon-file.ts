/**
 * Reads a far-horizon file the user chose: PVGIS's horizon output (JSON, or its CSV/text with
 * the `A` and `H_hor` columns, azimuth measured from south as PVGIS does) or a two-column CSV
 * `horizon_azimuth,horizon_elevation` (azimuth clockwise from north). Answers the points in the
 * project's convention (clockwise from north) or the reason the file is not a horizon.
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import type { HorizonPointInput } from '@pvd/shared/project/surroundings';

/** Largest horizon file read. [bytes] */
export const HORIZON_FILE_MAX_BYTES = 512 * 1024;

export type HorizonFileRead =
  | { ok: true; points: HorizonPointInput[] }
  | { ok: false; reason: 'tooLarge' | 'noPoints' | 'tooManyPoints' | 'badValue' };

const fromSouth = (azimuth: number) => (((azimuth + 180) % 360) + 360) % 360;

function checked(points: HorizonPointInput[]): HorizonFileRead {
  if (points.length === 0) return { ok: false, reason: 'noPoints' };
  if (points.length > PROJECT_LIMITS.horizonPoints + 1) return { ok: false, reason: 'tooManyPoints' };
  const bad = points.some(
    (p) =>
      !Number.isFinite(p.azimuth) || !Number.isFinite(p.elevation) || p.elevation < -90 || p.elevation > 90,
  );
  if (bad) return { ok: false, reason: 'badValue' };
  // PVGIS lists both ends of the circle (−180° and 180°): one point per azimuth.
  const seen = new Set<number>();
  const unique = points.filter((p) => {
    const key = Math.round((p.azimuth % 360) * 1000);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length > PROJECT_LIMITS.horizonPoints
    ? { ok: false, reason: 'tooManyPoints' }
    : { ok: true, points: unique };
}

function fromJson(text: string): HorizonFileRead {
  const data = JSON.parse(text) as { outputs?: { horizon_profile?: { A: number; H_hor: number }[] } };
  const profile = data.outputs?.horizon_profile ?? [];
  return checked(profile.map((row) => ({ azimuth: fromSouth(Number(row.A)), elevation: Number(row.H_hor) })));
}

function fromColumns(text: string): HorizonFileRead {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((line) => /^\s*(A\s*[\t,;]|horizon_azimuth)/i.test(line));
  if (headerAt < 0) return { ok: false, reason: 'noPoints' };
  const pvgis = /^\s*A\s*[\t,;]/i.test(lines[headerAt]!);
  const points: HorizonPointInput[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    const cells = line.trim().split(/[\t,;]\s*|\s+/);
    if (cells.length < 2 || cells[0] === '') break;
    const azimuth = Number(cells[0]);
    const elevation = Number(cells[1]);
    if (!Number.isFinite(azimuth)) break;
    points.push({ azimuth: pvgis ? fromSouth(azimuth) : azimuth, elevation });
  }
  return checked(points);
}

/** The horizon in a file's text (see the module comment). */
export function readHorizonText(text: string): HorizonFileRead {
  const trimmed = text.trim();
  try {
    return trimmed.startsWith('{') ? fromJson(trimmed) : fromColumns(trimmed);
  } catch {
    return { ok: false, reason: 'badValue' };
  }
}

/** The horizon in a chosen file. */
export async function readHorizonFile(file: File): Promise<HorizonFileRead> {
  if (file.size > HORIZON_FILE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  return readHorizonText(await file.text());
}
