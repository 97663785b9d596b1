/**
 * A roof image (photo, drone shot, drawing) placed on the plan view as a drawing backdrop
 * [WIZ-5]: moved by dragging, turned, and scaled by a line drawn over a length the
 * user knows. The drawing itself stays in the plan frame, so the same `shared/layout` fill and
 * overlap rules apply whatever the backdrop.
 */
import type { Point } from './types';

export interface ImagePlacement {
  /** Where the image's middle lies in the plan frame. [m] */
  centre: Point;
  /** Turn of the image, clockwise on screen (as a compass turns). [°] */
  rotationDeg: number;
  /** Ground size of one image pixel. [m/px] */
  metresPerPixel: number;
  /** The image's own size. [px] */
  widthPx: number;
  heightPx: number;
}

/** A placement as the project stores it (a drawn layout's `backdrop`, metres east and north). */
export interface StoredPlacement {
  centreEastM: number;
  centreNorthM: number;
  rotationDeg: number;
  metresPerPixel: number;
  widthPx: number;
  heightPx: number;
}

/** The placement a layout stores, on the plan. */
export function placementOfBackdrop(backdrop: StoredPlacement): ImagePlacement {
  return {
    centre: { x: backdrop.centreEastM, y: backdrop.centreNorthM },
    rotationDeg: backdrop.rotationDeg,
    metresPerPixel: backdrop.metresPerPixel,
    widthPx: backdrop.widthPx,
    heightPx: backdrop.heightPx,
  };
}

/**
 * A new image laid over the middle of the view, `fraction` of the view's width wide.
 *
 * @param viewWidthM - Width of the view on the plan. [m]
 */
export function initialPlacement(
  centre: Point,
  viewWidthM: number,
  size: { widthPx: number; heightPx: number },
  fraction = 0.8,
): ImagePlacement {
  return {
    centre,
    rotationDeg: 0,
    metresPerPixel: (viewWidthM * fraction) / Math.max(size.widthPx, 1),
    widthPx: size.widthPx,
    heightPx: size.heightPx,
  };
}

/** The image moved by (dx, dy) metres east and north. */
export function moveImage(placement: ImagePlacement, dx: number, dy: number): ImagePlacement {
  return { ...placement, centre: { x: placement.centre.x + dx, y: placement.centre.y + dy } };
}

/** The image turned to `rotationDeg`, kept in −180..180. */
export function rotateImage(placement: ImagePlacement, rotationDeg: number): ImagePlacement {
  const turned = ((((rotationDeg + 180) % 360) + 360) % 360) - 180;
  return { ...placement, rotationDeg: turned };
}

/** Smallest line that may set the scale: shorter ones are a slip of the hand. [m] */
export const MIN_MEASURED_LINE_M = 1e-3;

/**
 * The image scaled so that the line a → b, drawn over it, is `knownM` long, about the image's
 * middle; null when the line or the length is too small to tell.
 *
 * @remarks
 * The line was drawn at the current scale s, so it covers |ab| / s image pixels; those pixels
 * are `knownM` metres, so the new scale is s × knownM / |ab|.
 *
 * @example
 * // A 10 m line over a ridge known to be 12.5 m long: the image grows by 1.25.
 * scaleByKnownLength(p, { x: 0, y: 0 }, { x: 10, y: 0 }, 12.5)!.metresPerPixel; // 1.25 × p.metresPerPixel
 */
export function scaleByKnownLength(
  placement: ImagePlacement,
  a: Point,
  b: Point,
  knownM: number,
): ImagePlacement | null {
  const drawnM = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(drawnM >= MIN_MEASURED_LINE_M) || !(knownM > 0) || !Number.isFinite(knownM)) return null;
  return { ...placement, metresPerPixel: (placement.metresPerPixel * knownM) / drawnM };
}

/** The image's width and height on the plan. [m] */
export function imageSizeM(placement: ImagePlacement): { widthM: number; heightM: number } {
  return {
    widthM: placement.widthPx * placement.metresPerPixel,
    heightM: placement.heightPx * placement.metresPerPixel,
  };
}
