/**
 * Edits of the far horizon's table (azimuth clockwise from north, elevation above the
 * horizontal, in degrees) and the points its chart draws. A value being typed stays in the draft
 * as its text, so the shared schema names it under its field and nothing typed is lost.
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import type { DraftHorizon, DraftHorizonPoint } from './surroundings-body';

export type HorizonField = 'azimuth' | 'elevation';

/** The horizon with one value changed; an edit by hand makes it a manual profile. */
export function withPointValue(
  horizon: DraftHorizon,
  index: number,
  field: HorizonField,
  value: number | string,
): DraftHorizon {
  const points = horizon.points.map((point, i) => (i === index ? { ...point, [field]: value } : point));
  return { source: 'manual', points: points as DraftHorizonPoint[] };
}

/**
 * The horizon with one more point: 30° round from the last one (0° for the first), at the last
 * one's elevation; unchanged when the profile is full.
 */
export function withPointAdded(horizon: DraftHorizon | null): DraftHorizon {
  const points = horizon?.points ?? [];
  if (points.length >= PROJECT_LIMITS.horizonPoints) return horizon!;
  const last = points[points.length - 1];
  const lastAzimuth = typeof last?.azimuth === 'number' ? last.azimuth : undefined;
  const azimuth = lastAzimuth === undefined ? 0 : Math.min(360, lastAzimuth + 30);
  const elevation = typeof last?.elevation === 'number' ? last.elevation : 0;
  return { source: 'manual', points: [...points, { azimuth, elevation }] };
}

/** The horizon without a point, or null when it was the last one. */
export function withPointRemoved(horizon: DraftHorizon, index: number): DraftHorizon | null {
  const points = horizon.points.filter((_, i) => i !== index);
  return points.length === 0 ? null : { source: 'manual', points };
}

/** A point the schema accepts: azimuth 0-360°, elevation −90-90° (horizonPointInput). */
function inRange(point: DraftHorizonPoint): point is { azimuth: number; elevation: number } {
  const { azimuth, elevation } = point;
  return (
    typeof azimuth === 'number' &&
    typeof elevation === 'number' &&
    azimuth >= 0 &&
    azimuth <= 360 &&
    elevation >= -90 &&
    elevation <= 90
  );
}

/**
 * The points the chart draws: those the schema accepts, in ascending azimuth, closed across north
 * (the first repeated at 360° and the last at 0°, as the shading model joins them). A value
 * refused at its field is left out [WIZ-19]: drawn, 120° stood above the chart's 90° axis. [°]
 */
export function chartPoints(points: readonly DraftHorizonPoint[]): [number, number][] {
  const usable = points
    .filter(inRange)
    .map((point) => [((point.azimuth % 360) + 360) % 360, point.elevation] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  if (usable.length === 0) return [];
  const first = usable[0]!;
  const last = usable[usable.length - 1]!;
  if (usable.length === 1)
    return [
      [0, first[1]],
      [360, first[1]],
    ];
  // Between the last point and the first, the skyline runs on linearly across north.
  const span = 360 - last[0] + first[0];
  const atNorth = span === 0 ? first[1] : last[1] + ((first[1] - last[1]) * (360 - last[0])) / span;
  const closed: [number, number][] = [...usable];
  if (first[0] > 0) closed.unshift([0, atNorth]);
  if (last[0] < 360) closed.push([360, first[0] > 0 ? atNorth : first[1]]);
  return closed;
}
