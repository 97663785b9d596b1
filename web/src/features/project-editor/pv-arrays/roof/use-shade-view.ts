/**
 * What the roof drawer shows of the sun and the shade: the obstacles' shadows at a chosen day and
 * hour of true solar time, and the shade map of the array's kept panels, computed in the browser
 * a moment after the obstacles, the panels or the plane last changed (a year of the scene takes a
 * few hundred milliseconds for a few hundred panels; the status says it is computing meanwhile).
 */
import type { PanelLayout } from '@pvd/shared/layout/fill';
import { scenePanelsOfLayout } from '@pvd/shared/layout/scene-panels';
import type { HorizonProfile } from '@pvd/shared/pv/shading/horizon';
import type { Obstacle } from '@pvd/shared/pv/shading/obstacles/obstacle';
import type { ScenePanel } from '@pvd/shared/pv/shading/obstacles/panels';
import { useEffect, useMemo, useState } from 'react';
import { shadeMap } from './shade-map';
import { shadowOutlines } from './shadows';
import { dayOfYear, sunAt } from './sun-at';

/** The winter solstice, the day shading rules are checked on. */
export const WINTER_SOLSTICE = dayOfYear(12, 21);
/** Wait after the last change before the shade map is computed again. [ms] */
const SHADE_MAP_DELAY_MS = 400;

export type ShadeMapState =
  | { status: 'off' }
  | { status: 'empty' }
  | { status: 'computing' }
  | { status: 'ready'; ratioByIndex: Map<number, number>; below95: number }
  | { status: 'failed'; message: string };

export interface ShadeInputs {
  site: { latitude: number; longitude: number };
  obstacles: readonly Obstacle[];
  horizon?: HorizonProfile;
  /** The array's fill (every position) and the positions the user removed. */
  layout: PanelLayout | null;
  removed: ReadonlySet<number>;
  plane: { surfaceTilt: number; surfaceAzimuth: number } | null;
}

/** The kept panels as the scene takes them, by their stable index. */
export function keptScenePanels(inputs: Pick<ShadeInputs, 'layout' | 'removed' | 'plane'>): ScenePanel[] {
  if (!inputs.layout || !inputs.plane) return [];
  return scenePanelsOfLayout(inputs.layout, inputs.plane).filter(
    (panel) => !inputs.removed.has(Number(panel.id)),
  );
}

/** The point the sun-path diagram looks from: the kept panels' mean centre. [m] */
export function arrayCentre(panels: readonly ScenePanel[]): { x: number; y: number; z: number } | null {
  if (panels.length === 0) return null;
  const sum = panels.reduce((acc, panel) => acc.map((value, i) => value + panel.center[i]!), [0, 0, 0]);
  return { x: sum[0]! / panels.length, y: sum[1]! / panels.length, z: sum[2]! / panels.length };
}

export function useShadeView(inputs: ShadeInputs) {
  const [shadowsOn, setShadowsOn] = useState(false);
  const [day, setDay] = useState(WINTER_SOLSTICE);
  const [hour, setHour] = useState(9);
  const [mapOn, setMapOn] = useState(false);
  const [map, setMap] = useState<ShadeMapState>({ status: 'off' });
  const { site, obstacles, horizon, layout, removed, plane } = inputs;
  const { latitude, longitude } = site;

  const sun = useMemo(() => sunAt({ latitude, longitude }, day, hour), [latitude, longitude, day, hour]);
  const shadows = useMemo(
    () => (shadowsOn ? shadowOutlines(obstacles, sun) : []),
    [shadowsOn, obstacles, sun],
  );
  const panels = useMemo(() => keptScenePanels({ layout, removed, plane }), [layout, removed, plane]);

  useEffect(() => {
    if (!mapOn) {
      setMap({ status: 'off' });
      return;
    }
    if (panels.length === 0) {
      setMap({ status: 'empty' });
      return;
    }
    setMap({ status: 'computing' });
    const timer = setTimeout(() => {
      try {
        const result = shadeMap({ latitude, longitude }, panels, obstacles, horizon);
        const ratioByIndex = new Map(panels.map((panel, i) => [Number(panel.id), result.ratio[i]!]));
        const below95 = Array.from(result.ratio).filter((ratio) => ratio < 0.95).length;
        setMap({ status: 'ready', ratioByIndex, below95 });
      } catch (error) {
        setMap({ status: 'failed', message: (error as Error).message });
      }
    }, SHADE_MAP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mapOn, panels, obstacles, horizon, latitude, longitude]);

  return {
    shadowsOn,
    setShadowsOn,
    day,
    setDay,
    hour,
    setHour,
    sun,
    shadows,
    mapOn,
    setMapOn,
    map,
    panels,
    /** Shows the shadows of the winter solstice at an hour. */
    solstice(at: number) {
      setShadowsOn(true);
      setDay(WINTER_SOLSTICE);
      setHour(at);
    },
  };
}

export type ShadeView = ReturnType<typeof useShadeView>;
