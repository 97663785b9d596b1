/**
 * The roof drawer's surroundings in one place: the project's obstacles being edited (drawn on
 * the plan by clicks, selected, changed, deleted), the outlines the fill keeps free with the
 * array's setback, the shadows and the shade map, and the sun-path diagram. The drawer gives it
 * its frame, fill and plane; it answers what the plan draws over the panels, the tool that takes
 * the plan's clicks while an obstacle is drawn, and the panels beside the plan.
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import type { PanelLayout } from '@pvd/shared/layout/fill';
import type { LocalFrame } from '@pvd/shared/layout/local-frame';
import type { Point } from '@pvd/shared/layout/types';
import { drawnLayoutInput } from '@pvd/shared/project/pv-array';
import { keepOutOutlines, type ObstacleInput, obstaclesInPlan } from '@pvd/shared/project/surroundings';
import { horizonProblem, horizonProfile } from '@pvd/shared/pv/shading/horizon';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { DraftShape, ObstacleShapes, ShadeMapPaths, Shadows } from './obstacles/obstacle-layer';
import { ObstaclePanel, obstacleLabel } from './obstacles/obstacle-panel';
import { obstacleShape } from './obstacles/obstacle-values';
import { useObstacles } from './obstacles/use-obstacles';
import { ShadePanel } from './shade/shade-panel';
import { SunPathSection } from './shade/sun-path-section';
import { arrayCentre, useShadeView } from './shade/use-shade-view';
import type { DraftHorizonPoint } from './surroundings-body';

export interface RoofSurroundingsOptions {
  frame: LocalFrame;
  site: { latitude: number; longitude: number };
  /** The project's obstacles when the drawer opened. */
  initialObstacles: readonly ObstacleInput[];
  /** The array's setback when the drawer opened. [m] */
  initialSetbackM: number;
  /** The project's far horizon (as the draft holds it). */
  horizon: readonly DraftHorizonPoint[];
  /** The area's fill (every position) and the positions removed. */
  layout: PanelLayout | null;
  removed: ReadonlySet<number>;
  /** The panels' plane, null while the angles are not numbers. [°] */
  plane: { surfaceTilt: number; surfaceAzimuth: number } | null;
  /** The roof outline as stored (WGS-84) and whether it is closed: a parapet follows it. */
  outline: readonly { lat: number; lng: number }[];
  closed: boolean;
}

const setbackSchema = drawnLayoutInput.shape.setbackM;

/** The far horizon the physics takes, from the draft's usable points (none while one is being typed). */
function horizonOfPoints(points: readonly DraftHorizonPoint[]) {
  const number = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
  const pairs = points.map((point) => [number(point.azimuth), number(point.elevation)] as const);
  // A value being typed (text) or out of range: no horizon until it is one again.
  return pairs.length === 0 || horizonProblem(pairs) ? undefined : horizonProfile(pairs);
}

export function useRoofSurroundings(options: RoofSurroundingsOptions) {
  const { frame, site, layout, removed, plane } = options;
  const { t } = useTranslation('editorSurroundings');
  const language = useLanguage();
  const obstacles = useObstacles(options.initialObstacles, frame);
  const [setback, setSetback] = useState<number | string>(options.initialSetbackM);
  const setbackCheck = setbackSchema.safeParse(setback);
  const setbackError = setbackCheck.success
    ? undefined
    : validationMessage(setbackCheck.error.issues[0]!.message, language);
  const setbackM = setbackCheck.success ? (setbackCheck.data ?? 0) : 0;

  const inPlan = useMemo(() => obstaclesInPlan(obstacles.list, frame), [obstacles.list, frame]);
  const keepOut = useMemo<Point[][]>(() => keepOutOutlines(inPlan), [inPlan]);
  const horizon = useMemo(() => horizonOfPoints(options.horizon), [options.horizon]);
  const shade = useShadeView({ site, obstacles: inPlan, horizon, layout, removed, plane });
  const shown = useMemo(
    () =>
      obstacles.list.map((obstacle, index) => ({
        id: obstacle.id,
        label: obstacleLabel(obstacle, index, t),
        shape: obstacleShape(obstacle, frame),
      })),
    [obstacles.list, frame, t],
  );
  const eye = useMemo(() => arrayCentre(shade.panels), [shade.panels]);
  const drawing = obstacles.drawing;

  /** What the plan draws over the panels (the shade map) and under the corner handles. */
  const overlay = (handleM: number): ReactNode => (
    <>
      {shade.map.status === 'ready' && layout && (
        <ShadeMapPaths layout={layout} ratioByIndex={shade.map.ratioByIndex} />
      )}
      {shade.shadows.length > 0 && <Shadows outlines={shade.shadows} />}
      <ObstacleShapes
        obstacles={shown}
        selectedId={obstacles.selected?.id ?? null}
        onSelect={drawing ? null : obstacles.select}
      />
      {drawing && <DraftShape draft={drawing} handleM={handleM} />}
    </>
  );

  const panels = (
    <>
      <ObstaclePanel
        obstacles={obstacles}
        outlineClosed={options.closed}
        onParapet={() => obstacles.parapet(options.outline)}
        setbackM={setback}
        setbackError={setbackError}
        onSetback={setSetback}
      />
      <ShadePanel view={shade} />
      <SunPathSection site={site} horizon={options.horizon} obstacles={inPlan} eye={eye} />
    </>
  );

  return {
    obstacles: obstacles.list,
    /** Footprints the fill keeps free, and the setback from them and from the area's edges. [m] */
    clearance: useMemo(() => ({ keepOut, setbackM }), [keepOut, setbackM]),
    setbackM,
    setbackError,
    /** While an obstacle is drawn, the plan's clicks are its points. */
    placing: drawing ? obstacles.addPoint : null,
    overlay,
    panels,
    changed:
      JSON.stringify(obstacles.list) !== JSON.stringify(options.initialObstacles) ||
      setback !== options.initialSetbackM,
  };
}

export type RoofSurroundings = ReturnType<typeof useRoofSurroundings>;
