/**
 * The roof drawer's surroundings: the project's obstacles being edited (drawn on the plan by
 * clicks, selected, changed, deleted) and the array's setback, which the fill keeps free
 * (`clearance`), held by the drawer; and two components that read the fill and the removed panels
 * from their stores themselves (as the plan does), so that a refill or a removed panel renders
 * them, not the drawer: the panels beside the plan (obstacles, sun and shade, sun-path diagram),
 * what the plan draws over the panels (shade map, shadows, obstacles) and the shade map's legend.
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import type { LocalFrame } from '@pvd/shared/layout/local-frame';
import type { Point } from '@pvd/shared/layout/types';
import { drawnLayoutInput } from '@pvd/shared/project/record/pv-array';
import {
  keepOutOutlines,
  type ObstacleInput,
  obstaclesInPlan,
} from '@pvd/shared/project/record/surroundings';
import { horizonProblem, horizonProfile } from '@pvd/shared/pv/shading/horizon';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { createStore, type Store, useStore, useStorePart } from '@/lib/store';
import type { DraftHorizonPoint } from '../../model/surroundings-body';
import { DraftShape, ObstacleShapes, ShadeMapPaths, Shadows } from './obstacle-layer';
import { ObstaclePanel, obstacleLabel } from './obstacle-panel';
import { obstacleShape } from './obstacle-values';
import { ShadeLegend } from './shade-legend';
import { ShadePanel } from './shade-panel';
import { SunPathSection } from './sun-path-section';
import type { FillState } from './use-fill-redraw';
import { useObstacles } from './use-obstacles';
import { arrayCentre, type ShadeMapState, useShadeView } from './use-shade-view';

const setbackSchema = drawnLayoutInput.shape.setbackM;

/** What the side shows and the plan draws of the shade. */
interface ShadeShown {
  shadows: Point[][];
  map: ShadeMapState;
}

/** The obstacles and the setback the drawer edits. */
export function useObstacleEdit(
  frame: LocalFrame,
  initialObstacles: readonly ObstacleInput[],
  initialSetbackM: number,
) {
  const language = useLanguage();
  const obstacles = useObstacles(initialObstacles, frame);
  const [setback, setSetback] = useState<number | string>(initialSetbackM);
  const check = setbackSchema.safeParse(setback);
  const setbackError = check.success
    ? undefined
    : validationMessage(check.error.issues[0]!.message, language);
  const setbackM = check.success ? (check.data ?? 0) : 0;
  const inPlan = useMemo(() => obstaclesInPlan(obstacles.list, frame), [obstacles.list, frame]);
  const keepOut = useMemo<Point[][]>(() => keepOutOutlines(inPlan), [inPlan]);
  const [shade] = useState(() => createStore<ShadeShown>({ shadows: [], map: { status: 'off' } }));
  return {
    frame,
    obstacles,
    inPlan,
    setback,
    setSetback,
    setbackError,
    setbackM,
    /** Footprints the fill keeps free, and the setback from them and from the area's edges. [m] */
    clearance: useMemo(() => ({ keepOut, setbackM }), [keepOut, setbackM]),
    /** While an obstacle is drawn, the plan's clicks are its points. */
    placing: obstacles.drawing ? obstacles.addPoint : null,
    shade,
    changed:
      JSON.stringify(obstacles.list) !== JSON.stringify(initialObstacles) || setback !== initialSetbackM,
  };
}

export type ObstacleEdit = ReturnType<typeof useObstacleEdit>;

/** Where the removed panels are read: a store and its part (defined once, at module level). */
export interface RemovedSource<T> {
  store: Store<T>;
  part(value: T): readonly number[];
}

/** The far horizon the physics takes, from the draft's points (none while one is being typed). */
function horizonOfPoints(points: readonly DraftHorizonPoint[]) {
  const number = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
  const pairs = points.map((point) => [number(point.azimuth), number(point.elevation)] as const);
  return pairs.length === 0 || horizonProblem(pairs) ? undefined : horizonProfile(pairs);
}

export interface SurroundingsSideProps<T> {
  edit: ObstacleEdit;
  site: { latitude: number; longitude: number };
  horizon: readonly DraftHorizonPoint[];
  fill: Store<FillState>;
  removed: RemovedSource<T>;
  /** The panels' plane, null while the angles are not numbers. [°] */
  plane: { surfaceTilt: number; surfaceAzimuth: number } | null;
  /** The roof outline as stored (WGS-84) and whether it is closed: a parapet follows it. */
  outline: readonly { lat: number; lng: number }[];
  closed: boolean;
}

/** The panels beside the plan: obstacles, sun and shade, sun-path diagram. */
export function SurroundingsSide<T>({
  edit,
  site,
  horizon,
  fill,
  removed,
  plane,
  outline,
  closed,
}: SurroundingsSideProps<T>) {
  const { layout } = useStore(fill);
  const removedList = useStorePart(removed.store, removed.part);
  const removedSet = useMemo(() => new Set(removedList), [removedList]);
  const profile = useMemo(() => horizonOfPoints(horizon), [horizon]);
  const view = useShadeView({
    site,
    obstacles: edit.inPlan,
    horizon: profile,
    layout,
    removed: removedSet,
    plane,
  });
  const eye = useMemo(() => arrayCentre(view.panels), [view.panels]);
  const { shadows, map } = view;
  useEffect(() => edit.shade.set({ shadows, map }), [edit.shade, shadows, map]);
  const { obstacles } = edit;
  return (
    <>
      <ObstaclePanel
        obstacles={obstacles}
        outlineClosed={closed}
        onParapet={() => obstacles.parapet(outline)}
        setbackM={edit.setback}
        setbackError={edit.setbackError}
        onSetback={edit.setSetback}
      />
      <ShadePanel view={view} />
      <SunPathSection site={site} horizon={horizon} obstacles={edit.inPlan} eye={eye} />
    </>
  );
}

/** The shade map's legend beside the plan, while the map shows. */
export function SurroundingsLegend({ edit }: { edit: ObstacleEdit }) {
  const { map } = useStore(edit.shade);
  return map.status === 'ready' ? <ShadeLegend /> : null;
}

/** What the plan draws over the panels and under the corner handles. */
export function SurroundingsOverlay({
  edit,
  fill,
  handleM,
}: {
  edit: ObstacleEdit;
  fill: Store<FillState>;
  handleM: number;
}) {
  const { t } = useTranslation('editorSurroundings');
  const { layout } = useStore(fill);
  const { shadows, map } = useStore(edit.shade);
  const { obstacles, frame } = edit;
  const shown = useMemo(
    () =>
      obstacles.list.map((obstacle, index) => ({
        id: obstacle.id,
        label: obstacleLabel(obstacle, index, t),
        shape: obstacleShape(obstacle, frame),
      })),
    [obstacles.list, frame, t],
  );
  const drawing = obstacles.drawing;
  return (
    <>
      {map.status === 'ready' && layout && <ShadeMapPaths layout={layout} ratioByIndex={map.ratioByIndex} />}
      {shadows.length > 0 && <Shadows outlines={shadows} />}
      <ObstacleShapes
        obstacles={shown}
        selectedId={obstacles.selected?.id ?? null}
        onSelect={drawing ? null : obstacles.select}
      />
      {drawing && <DraftShape draft={drawing} handleM={handleM} />}
    </>
  );
}
