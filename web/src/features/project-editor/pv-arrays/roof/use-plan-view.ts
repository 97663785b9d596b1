/**
 * The part of the plan the drawer shows: its centre (metres east and north of the project's
 * coordinates) and zoom, the view box they give, and the moves of the plan tools (zoom within
 * 5-21 [WIZ-5], a quarter of the view per pan, back to the area's centre). Kept in a store (lib/store.ts):
 * a zoom or a pan renders the plan, the zoom tools and the map, not the drawer.
 */
import { clampZoom, ROOF_ZOOM, type ViewBox, viewBoxOf } from '@pvd/shared/layout/plan-view';
import { boundingBox } from '@pvd/shared/layout/polygon';
import type { Point } from '@pvd/shared/layout/types';
import { useMemo, useState } from 'react';
import { createStore, type Store, useStore } from '@/lib/store';

/** Where a pan moves the view. */
export type PanDirection = 'North' | 'South' | 'East' | 'West';

/** Nominal size of the drawing on screen; the zoom level's scale is for this width. [px] */
export const PLAN_SIZE_PX = { width: 960, height: 640 } as const;

interface ViewState {
  zoom: number;
  /** [m] */
  centre: Point;
}

/** The view as the plan draws it. */
export interface PlanViewNow extends ViewState {
  /** [m] */
  box: ViewBox;
}

/** The middle of an area's bounds, or the project's coordinates (0, 0) when there is none. [m] */
function areaCentre(polygon: readonly Point[]): Point {
  if (polygon.length === 0) return { x: 0, y: 0 };
  const b = boundingBox(polygon);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}

function viewNow(state: ViewState, latitude: number): PlanViewNow {
  const { zoom, centre } = state;
  const box = viewBoxOf({
    centre,
    zoom,
    latitude,
    widthPx: PLAN_SIZE_PX.width,
    heightPx: PLAN_SIZE_PX.height,
  });
  return { zoom, centre, box };
}

/** The plan's view and its moves; one identity for the drawer's life. */
export interface PlanView {
  store: Store<ViewState>;
  latitude: number;
  /** The view now, outside a render (e.g. where a new roof image is placed). */
  now(): PlanViewNow;
  zoomTo(zoom: number): void;
  pan(direction: PanDirection): void;
  centreOn(polygon: readonly Point[]): void;
}

function planView(latitude: number, area: readonly Point[]): PlanView {
  const store = createStore<ViewState>({ zoom: ROOF_ZOOM.initial, centre: areaCentre(area) });
  const now = () => viewNow(store.get(), latitude);
  return {
    store,
    latitude,
    now,
    zoomTo: (zoom) => store.set({ ...store.get(), zoom: clampZoom(zoom) }),
    pan(direction) {
      const { centre, box } = now();
      const [dx, dy] = {
        North: [0, box.height],
        South: [0, -box.height],
        East: [box.width, 0],
        West: [-box.width, 0],
      }[direction];
      store.set({ ...store.get(), centre: { x: centre.x + dx! / 4, y: centre.y + dy! / 4 } });
    },
    centreOn: (polygon) => store.set({ ...store.get(), centre: areaCentre(polygon) }),
  };
}

/** @param latitude - the project's latitude (metres per pixel) [°]; @param area - the area drawn first [m] */
export function usePlanView(latitude: number, area: readonly Point[]): PlanView {
  const [view] = useState(() => planView(latitude, area));
  return view;
}

/** The view shown; renders its caller on a zoom or a pan. */
export function usePlanViewNow(view: PlanView): PlanViewNow {
  const state = useStore(view.store);
  return useMemo(() => viewNow(state, view.latitude), [state, view.latitude]);
}
