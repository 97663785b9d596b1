/**
 * The user's roof image as the drawing's backdrop (issue 11 item 2): the chosen file, checked
 * like the server checks uploads (type, size, the first bytes), previewed from the browser's
 * memory, and its placement on the plan. The tool in use decides what the plan's pointer does:
 * draw the area, move the image, or draw the line of known length that sets its scale.
 */
import {
  type ImagePlacement,
  initialPlacement,
  moveImage,
  rotateImage,
  scaleByKnownLength,
} from '@pvd/shared/layout/image-placement';
import type { Point } from '@pvd/shared/layout/types';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../../../../../lib/i18n';
import { checkedImageFileError } from '../../../../../../lib/uploads';

export type ImageTool = 'draw' | 'move' | 'measure';

/** Size used until the browser has read the image (and in a browser without layout). [px] */
const UNKNOWN_SIZE = { widthPx: 1000, heightPx: 750 };

export function useRoofImage(viewCentre: Point, viewWidthM: number) {
  const language = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [placement, setPlacement] = useState<ImagePlacement | null>(null);
  const [tool, setTool] = useState<ImageTool>('draw');
  const [line, setLine] = useState<Point[]>([]);

  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  async function choose(chosen: File | null) {
    setError(null);
    if (!chosen) return remove();
    const problem = await checkedImageFileError(chosen, language);
    if (problem) {
      setError(problem);
      return;
    }
    setFile(chosen);
    setPlacement(initialPlacement(viewCentre, viewWidthM, UNKNOWN_SIZE));
    setTool('move');
  }

  function remove() {
    setFile(null);
    setPlacement(null);
    setTool('draw');
    setLine([]);
  }

  return {
    file,
    url,
    error,
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
    drag: (dx: number, dy: number) => setPlacement((current) => current && moveImage(current, dx, dy)),
    rotate: (degrees: number) => setPlacement((current) => current && rotateImage(current, degrees)),
    measurePoint: (point: Point) =>
      setLine((current) => (current.length >= 2 ? [point] : [...current, point])),
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
