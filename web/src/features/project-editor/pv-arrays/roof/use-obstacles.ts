/**
 * The roof drawer's obstacles while it is open: the project's list (saved with the array), the
 * one selected, and the one being drawn (its kind and the points clicked so far). An obstacle is
 * finished by the button (or Enter) once it has its least points; a tree takes one click.
 */

import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import type { LocalFrame } from '@pvd/shared/layout/local-frame';
import type { Point } from '@pvd/shared/layout/types';
import type { ObstacleInput, ObstacleKind } from '@pvd/shared/project/record/surroundings';
import { useMemo, useState } from 'react';
import { LEAST_POINTS, obstacleFromPoints, parapetAlong } from './obstacle-values';

/** An obstacle being drawn. */
export interface ObstacleDraft {
  kind: ObstacleKind;
  points: Point[];
}

export function useObstacles(initial: readonly ObstacleInput[], frame: LocalFrame) {
  const [list, setList] = useState<ObstacleInput[]>(() => [...initial]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<ObstacleDraft | null>(null);
  const full = list.length >= PROJECT_LIMITS.obstacles;

  const add = (obstacle: ObstacleInput) => {
    setList((now) => [...now, obstacle]);
    setSelectedId(obstacle.id);
  };

  const actions = useMemo(
    () => ({
      start(kind: ObstacleKind) {
        setSelectedId(null);
        setDrawing({ kind, points: [] });
      },
      cancel: () => setDrawing(null),
      select: (id: string | null) => {
        setDrawing(null);
        setSelectedId(id);
      },
      change: (next: ObstacleInput) => setList((now) => now.map((o) => (o.id === next.id ? next : o))),
      remove(id: string) {
        setList((now) => now.filter((o) => o.id !== id));
        setSelectedId((now) => (now === id ? null : now));
      },
    }),
    [],
  );

  /** Adds a clicked point to the obstacle being drawn; a tree is finished by its centre. */
  function addPoint(point: Point) {
    if (!drawing) return;
    const points = [...drawing.points, point];
    if (drawing.kind === 'tree') {
      add(obstacleFromPoints('tree', points, frame));
      setDrawing(null);
    } else setDrawing({ ...drawing, points });
  }

  /** Finishes the obstacle being drawn, when it has its least points. */
  function finish() {
    if (!drawing || drawing.points.length < LEAST_POINTS[drawing.kind]) return;
    add(obstacleFromPoints(drawing.kind, drawing.points, frame));
    setDrawing(null);
  }

  /** A parapet along the roof's outline (stored corners), when the area is closed. */
  function parapet(outline: readonly { lat: number; lng: number }[]) {
    if (outline.length < 3 || full) return;
    add(parapetAlong(outline));
  }

  return {
    list,
    selected: list.find((o) => o.id === selectedId) ?? null,
    drawing,
    full,
    mayFinish: drawing !== null && drawing.points.length >= LEAST_POINTS[drawing.kind],
    addPoint,
    finish,
    parapet,
    ...actions,
  };
}

export type ObstaclesState = ReturnType<typeof useObstacles>;
