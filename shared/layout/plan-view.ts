/**
 * The plan view of the roof drawing (zoom 21 at first, min 5, max 21 [WIZ-5]): a window onto the project's local metric frame whose scale follows the map zoom
 * levels, so a drawing looks the same size on the plan view as on a satellite map.
 */
import { createLocalFrame, type LocalFrame, latLngToLocal, localToLatLng } from './local-frame';
import type { LatLng, Point } from './types';

/** WGS84 semi-major axis. [m] */
const WGS84_A = 6_378_137;

/**
 * Ground size of one pixel at zoom 0 on the equator in the Web Mercator tiling that Google and
 * most web maps use: the equator's length over the 256 pixels of the single zoom-0 tile,
 * 2π × 6 378 137 / 256 = 156 543.034 m. [m/px]
 */
export const EQUATOR_METRES_PER_PIXEL_Z0 = (2 * Math.PI * WGS84_A) / 256;

/** Zoom levels of the roof drawing [WIZ-5]. */
export const ROOF_ZOOM = { min: 5, max: 21, initial: 21 } as const;

/** Web Mercator stops at ±85.05113°; the scale is held there beyond it. [°] */
const MERCATOR_LIMIT_DEG = 85.05112878;

/**
 * Ground size of a screen pixel at a map zoom level, as Web Mercator maps draw it. [m/px]
 *
 * @remarks
 * Mercator stretches the map by 1 / cos(φ), so a pixel covers 156 543.034 × cos(φ) / 2^zoom
 * metres (Microsoft, "Bing Maps Tile System", ground resolution formula).
 *
 * @example
 * metresPerPixel(21, 0); // 0.0746 (156 543.034 / 2 097 152)
 * metresPerPixel(21, 60); // 0.0373 (half of it: cos 60° = 0.5)
 */
export function metresPerPixel(zoom: number, latitude: number): number {
  const clamped = Math.min(Math.max(latitude, -MERCATOR_LIMIT_DEG), MERCATOR_LIMIT_DEG);
  return (EQUATOR_METRES_PER_PIXEL_Z0 * Math.cos((clamped * Math.PI) / 180)) / 2 ** zoom;
}

/** A zoom level kept to the roof drawing's whole levels 5-21. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ROOF_ZOOM.initial;
  return Math.min(Math.max(Math.round(zoom), ROOF_ZOOM.min), ROOF_ZOOM.max);
}

/** What the plan view shows: its centre in the local frame, its zoom and its size on screen. */
export interface PlanViewport {
  /** Metres east and north of the project's coordinates at the middle of the view. [m] */
  centre: Point;
  zoom: number;
  /** The site's latitude, which sets the scale of a zoom level. [°] */
  latitude: number;
  /** Nominal size of the view on screen. [px] */
  widthPx: number;
  heightPx: number;
}

/**
 * The SVG viewBox of a plan view, in metres: x east, y south (SVG's y runs down, so north is
 * up on screen and y = −north).
 */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function viewBoxOf(viewport: PlanViewport): ViewBox {
  const scale = metresPerPixel(viewport.zoom, viewport.latitude);
  const width = viewport.widthPx * scale;
  const height = viewport.heightPx * scale;
  return { x: viewport.centre.x - width / 2, y: -viewport.centre.y - height / 2, width, height };
}

/**
 * The local point under a pointer, given where it is as a fraction (0-1) of the view's width
 * and height from its top-left corner. [m]
 *
 * @example
 * // The middle of any view is its centre.
 * viewPoint({ x: -10, y: -5, width: 20, height: 10 }, 0.5, 0.5); // { x: 0, y: 0 }
 */
export function viewPoint(box: ViewBox, fractionX: number, fractionY: number): Point {
  return { x: box.x + fractionX * box.width, y: -(box.y + fractionY * box.height) };
}

/**
 * A "nice" length of 1, 2 or 5 × 10ⁿ metres not above `atMost`, for grid steps and the scale
 * bar. [m]
 *
 * @example
 * niceLength(7.3); // 5
 * niceLength(0.31); // 0.2
 * niceLength(1800); // 1000
 */
export function niceLength(atMost: number): number {
  if (!(atMost > 0) || !Number.isFinite(atMost)) return 1;
  const power = 10 ** Math.floor(Math.log10(atMost));
  const mantissa = atMost / power;
  const step = mantissa >= 5 ? 5 : mantissa >= 2 ? 2 : 1;
  return Number((step * power).toPrecision(12));
}

/** The plan frame of a project: its local frame at the project's coordinates. */
export function planFrame(site: { latitude: number; longitude: number }): LocalFrame {
  return createLocalFrame({ lat: site.latitude, lng: site.longitude });
}

/** Stored corners (WGS-84) as points of the plan view. [m] */
export function cornersToPlan(frame: LocalFrame, corners: readonly LatLng[]): Point[] {
  return corners.map((corner) => latLngToLocal(frame, corner));
}

/** A point of the plan view as a stored corner (WGS-84). [°] */
export function planToCorner(frame: LocalFrame, point: Point): LatLng {
  return localToLatLng(frame, point);
}
