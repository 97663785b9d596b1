/**
 * The frame of the picture of a drawn array that the report prints (960 × 640 px, north up): the
 * area with a tenth of its size around it, fitted into the picture. The editor draws the picture
 * in it; the report places the user's roof image under the picture in the same frame, so the
 * panels sit where they were drawn on the roof.
 */

import type { ImagePlacement } from './image-placement';
import { boundingBox } from './polygon';
import type { Point } from './types';

/** Size of the stored picture. [px] */
export const DRAWING_PNG_SIZE = { width: 960, height: 640 } as const;
/** Room around the area, as a share of its size. */
const MARGIN = 0.1;

/** What one picture pixel covers and where the picture's top-left corner lies on the plan. */
export interface DrawingFrame {
  /** Ground size of one picture pixel. [m/px] */
  metresPerPixel: number;
  /** The picture's left edge, metres east of the project's coordinates. [m] */
  left: number;
  /** The picture's top edge, metres south of the project's coordinates (y = −north). [m] */
  top: number;
}

/** The frame of the picture of an area given in plan metres (x east, y north). */
export function drawingFrame(polygon: readonly Point[]): DrawingFrame {
  const { width: W, height: H } = DRAWING_PNG_SIZE;
  const b = boundingBox(polygon);
  const spanX = (b.maxX - b.minX) * (1 + 2 * MARGIN) || 1;
  const spanY = (b.maxY - b.minY) * (1 + 2 * MARGIN) || 1;
  const metresPerPixel = Math.max(spanX / W, spanY / H);
  return {
    metresPerPixel,
    left: (b.minX + b.maxX) / 2 - (W * metresPerPixel) / 2,
    top: -(b.minY + b.maxY) / 2 - (H * metresPerPixel) / 2,
  };
}

/** A roof image's box in the picture, as a share of its size, and its turn. */
export interface ImageInDrawing {
  /** Left and top edges of the unturned image, and its width and height. [share of the picture] */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Clockwise turn about the image's middle. [°] */
  rotationDeg: number;
}

/**
 * Where a roof image placed on the plan lies in the picture of `frame`: its box before the turn
 * (the turn is about its middle, as the drawer shows it), in shares of the picture's size.
 *
 * @example
 * // A 10 m square area (picture 0.01875 m/px); a 200 × 100 px image at 0.05 m/px on its middle:
 * imageInDrawing(drawingFrame(square10m), { centre: { x: 5, y: 5 }, rotationDeg: 0,
 *   metresPerPixel: 0.05, widthPx: 200, heightPx: 100 });
 * // { left: 0.222, top: 0.292, width: 0.556, height: 0.417, rotationDeg: 0 }
 */
export function imageInDrawing(frame: DrawingFrame, placement: ImagePlacement): ImageInDrawing {
  const { width: W, height: H } = DRAWING_PNG_SIZE;
  const widthPx = (placement.widthPx * placement.metresPerPixel) / frame.metresPerPixel;
  const heightPx = (placement.heightPx * placement.metresPerPixel) / frame.metresPerPixel;
  const centreX = (placement.centre.x - frame.left) / frame.metresPerPixel;
  const centreY = (-placement.centre.y - frame.top) / frame.metresPerPixel;
  return {
    left: (centreX - widthPx / 2) / W,
    top: (centreY - heightPx / 2) / H,
    width: widthPx / W,
    height: heightPx / H,
    rotationDeg: placement.rotationDeg,
  };
}
