/**
 * The part of the plan the drawer shows: its centre (metres east and north of the project's
 * coordinates) and zoom, the view box they give, and the moves of the plan tools (zoom within
 * 5-21, a quarter of the view per pan, back to the area's centre).
 */
import { clampZoom, ROOF_ZOOM, viewBoxOf } from '@pvd/shared/layout/plan-view';
import { boundingBox } from '@pvd/shared/layout/polygon';
import type { Point } from '@pvd/shared/layout/types';
import { useCallback, useState } from 'react';
import { PLAN_SIZE_PX } from './plan-canvas';
import type { PanDirection } from './plan-tools';

/** The middle of an area's bounds, or the project's coordinates (0, 0) when there is none. [m] */
function areaCentre(polygon: readonly Point[]): Point {
  if (polygon.length === 0) return { x: 0, y: 0 };
  const b = boundingBox(polygon);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}

/** @param latitude - the project's latitude (metres per pixel) [°]; @param area - the area drawn first [m] */
export function usePlanView(latitude: number, area: readonly Point[]) {
  const [zoom, setZoom] = useState<number>(ROOF_ZOOM.initial);
  const [centre, setCentre] = useState(() => areaCentre(area));
  const box = viewBoxOf({
    centre,
    zoom,
    latitude,
    widthPx: PLAN_SIZE_PX.width,
    heightPx: PLAN_SIZE_PX.height,
  });
  // One identity each: the memoised plan tools keep theirs when a panel is removed.
  const zoomTo = useCallback((next: number) => setZoom(clampZoom(next)), []);
  const { width, height } = box;
  const pan = useCallback(
    (direction: PanDirection) => {
      const [dx, dy] = { North: [0, height], South: [0, -height], East: [width, 0], West: [-width, 0] }[
        direction
      ];
      setCentre((c) => ({ x: c.x + dx! / 4, y: c.y + dy! / 4 }));
    },
    [width, height],
  );
  const centreOn = useCallback((polygon: readonly Point[]) => setCentre(areaCentre(polygon)), []);
  return { zoom, centre, box, zoomTo, pan, centreOn };
}
