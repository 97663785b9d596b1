/**
 * The user's roof image as the drawing's backdrop [WIZ-5]: the chosen file, checked
 * like the server checks uploads (type, size, the first bytes; a photo over the limit reduced in
 * the browser first, saying so), previewed from the browser's memory, and its placement on the
 * plan. The tool in use decides what the plan's pointer does:
 * draw the area, move the image, or draw the line of known length that sets its scale.
 * A stored array comes back with its image (the stored one's address, or the file chosen since
 * the last save) at its stored placement; the drawer saves the placement in `layout.backdrop`.
 */
import {
  type ImagePlacement,
  initialPlacement,
  moveImage,
  placementOfBackdrop,
  rotateImage,
  scaleByKnownLength,
} from '@pvd/shared/layout/image-placement';
import type { Point } from '@pvd/shared/layout/types';
import type { ImageBackdrop } from '@pvd/shared/project/record/pv-array';
import { useState } from 'react';
import { useImageFitting } from '@/hooks/use-image-fitting';
import { usePreviewUrl } from '@/hooks/use-preview-url';

export type ImageTool = 'draw' | 'move' | 'measure';

/** A tool of the image that takes the plan's pointer instead of the drawing. */
export type PlanTool =
  | { kind: 'move'; onDrag(dx: number, dy: number): void }
  | { kind: 'measure'; onPoint(point: Point): void }
  /** An obstacle being drawn takes the clicks as its points (the surroundings'). */
  | { kind: 'place'; onPoint(point: Point): void }
  | null;

/** Size used until the browser has read the image (and in a browser without layout). [px] */
const UNKNOWN_SIZE = { widthPx: 1000, heightPx: 750 };

/** The placement as a layout stores it. */
export function backdropOfPlacement(placement: ImagePlacement): ImageBackdrop {
  return {
    centreEastM: placement.centre.x,
    centreNorthM: placement.centre.y,
    rotationDeg: placement.rotationDeg,
    metresPerPixel: placement.metresPerPixel,
    widthPx: Math.max(1, Math.round(placement.widthPx)),
    heightPx: Math.max(1, Math.round(placement.heightPx)),
  };
}

/** The image an array was drawn on, as the drawer opens it. */
export interface StartImage {
  backdrop: ImageBackdrop;
  /** The file chosen since the last save (not stored yet), if any. */
  file: File | null;
}

/**
 * @param start - The array's stored image, or null.
 * @param storedUrl - Address of the stored image (getUserProjectBaseInfo's roofImageUrl), once known.
 */
export function useRoofImage(
  /** The plan's view now, where a new image is placed. */
  viewNow: () => { centre: Point; box: { width: number } },
  start: StartImage | null = null,
  storedUrl: string | null = null,
) {
  const fitting = useImageFitting();
  const [file, setFile] = useState<File | null>(start?.file ?? null);
  // False once the user chose another file or removed the image: the stored one is not shown.
  const [keepsStored, setKeepsStored] = useState(start !== null && start.file === null);
  const [error, setError] = useState<string | null>(null);
  // What the browser did to the chosen photo to fit the upload limit, if anything.
  const [note, setNote] = useState<string | null>(null);
  const [placement, setPlacement] = useState<ImagePlacement | null>(() =>
    start ? placementOfBackdrop(start.backdrop) : null,
  );
  const [tool, setTool] = useState<ImageTool>('draw');
  const [line, setLine] = useState<Point[]>([]);

  const fileUrl = usePreviewUrl(file);
  const url = fileUrl ?? (keepsStored ? storedUrl : null);

  async function choose(chosen: File | null) {
    setError(null);
    setNote(null);
    if (!chosen) return remove();
    const fitted = await fitting.fit(chosen);
    if ('error' in fitted) {
      setError(fitted.error);
      return;
    }
    if (fitted.reduced) setNote(fitting.note(chosen.name, fitted.reduced));
    setFile(fitted.file);
    setKeepsStored(false);
    // An image whose file was lost (reload before a save) comes back where it lay.
    setPlacement((current) =>
      current && !url ? current : initialPlacement(viewNow().centre, viewNow().box.width, UNKNOWN_SIZE),
    );
    setTool('move');
  }

  const drag = (dx: number, dy: number) => setPlacement((current) => current && moveImage(current, dx, dy));
  const measurePoint = (point: Point) =>
    setLine((current) => (current.length >= 2 ? [point] : [...current, point]));

  function remove() {
    setFile(null);
    setKeepsStored(false);
    setPlacement(null);
    setTool('draw');
    setLine([]);
  }

  return {
    file,
    url,
    /** True while the stored image is shown (no other file chosen, not removed). */
    keepsStored,
    error,
    note,
    placement,
    tool,
    /** The measured line's ends so far (0-2). [m] */
    line,
    choose,
    remove,
    chooseTool(next: ImageTool) {
      setTool(next);
      setLine([]);
    },
    /** The browser read the image: its own size keeps the width it has on the plan. */
    loaded(widthPx: number, heightPx: number) {
      if (!(widthPx > 0 && heightPx > 0)) return;
      setPlacement((current) =>
        current
          ? {
              ...current,
              metresPerPixel: (current.metresPerPixel * current.widthPx) / widthPx,
              widthPx,
              heightPx,
            }
          : current,
      );
    },
    /** What the plan's pointer does while a tool of the image is chosen (null: it draws). */
    planTool: (placement && tool === 'move'
      ? { kind: 'move', onDrag: drag }
      : placement && tool === 'measure'
        ? { kind: 'measure', onPoint: measurePoint }
        : null) as PlanTool,
    rotate: (degrees: number) => setPlacement((current) => current && rotateImage(current, degrees)),
    /** Applies the known length to the measured line; false when it cannot. */
    applyLength(knownM: number): boolean {
      if (!placement || line.length < 2) return false;
      const scaled = scaleByKnownLength(placement, line[0]!, line[1]!, knownM);
      if (!scaled) return false;
      setPlacement(scaled);
      setLine([]);
      setTool('draw');
      return true;
    },
  };
}

export type RoofImage = ReturnType<typeof useRoofImage>;
