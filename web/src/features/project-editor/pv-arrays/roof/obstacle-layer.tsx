/**
 * The obstacles on the roof drawer's plan (an SVG group in plan metres, y drawn southwards): each
 * obstacle's footprint (a box's polygon, a wall as a band of its thickness, a tree's crown), the
 * selected one outlined, the one being drawn with its points, the shadows of the chosen instant
 * and the shade map's panel colours. A click on an obstacle selects it (the list beside the plan
 * does the same from the keyboard).
 */
import type { PanelLayout } from '@pvd/shared/layout/fill';
import type { Point } from '@pvd/shared/layout/types';
import { type MouseEvent, memo } from 'react';
import { SHADE_CLASSES, shadeClassOf } from '@/lib/charts/shade-scale';
import { polygonPoints } from './layout-view';
import type { ObstacleShape } from './obstacle-values';
import type { ObstacleDraft } from './use-obstacles';

const FILL = { box: '#8d6e63', wall: '#6d4c41', tree: '#2e7d32' } as const;
const SELECTED = '#0972d3';

export interface ShownObstacle {
  id: string;
  label: string;
  shape: ObstacleShape;
}

interface ObstacleShapesProps {
  obstacles: readonly ShownObstacle[];
  selectedId: string | null;
  /** Null while an obstacle is drawn: clicks go to the plan. */
  onSelect: ((id: string) => void) | null;
}

function Shape({ shape, selected }: { shape: ObstacleShape; selected: boolean }) {
  const outline = {
    stroke: selected ? SELECTED : '#3e2723',
    strokeWidth: selected ? 3 : 1.5,
    vectorEffect: 'non-scaling-stroke' as const,
  };
  if (shape.kind === 'box') {
    return <polygon points={polygonPoints(shape.points)} fill={FILL.box} fillOpacity={0.75} {...outline} />;
  }
  if (shape.kind === 'tree') {
    return (
      <circle
        cx={shape.center.x}
        cy={-shape.center.y}
        r={shape.radiusM}
        fill={FILL.tree}
        fillOpacity={0.55}
        {...outline}
      />
    );
  }
  const Line = shape.closed ? 'polygon' : 'polyline';
  return (
    <g>
      {/* The wall's band: its centre line stroked as thick as the wall, in plan metres. */}
      <Line
        points={polygonPoints(shape.points)}
        fill="none"
        stroke={selected ? SELECTED : FILL.wall}
        strokeOpacity={0.85}
        strokeWidth={Math.max(shape.thicknessM, 0.05)}
        strokeLinejoin="miter"
      />
      <Line points={polygonPoints(shape.points)} fill="none" {...outline} strokeWidth={selected ? 2 : 0.75} />
    </g>
  );
}

export const ObstacleShapes = memo(function ObstacleShapes({
  obstacles,
  selectedId,
  onSelect,
}: ObstacleShapesProps) {
  return (
    <g data-testid="roof-obstacles" style={{ pointerEvents: onSelect ? 'auto' : 'none' }}>
      {obstacles.map((obstacle) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: the list beside the plan selects by keyboard; a click here is the pointer's shortcut.
        <g
          key={obstacle.id}
          data-testid={`obstacle-${obstacle.id}`}
          style={{ cursor: onSelect ? 'pointer' : undefined }}
          onClick={(event: MouseEvent) => {
            if (!onSelect) return;
            event.stopPropagation();
            onSelect(obstacle.id);
          }}
        >
          <title>{obstacle.label}</title>
          <Shape shape={obstacle.shape} selected={obstacle.id === selectedId} />
        </g>
      ))}
    </g>
  );
});

/** The obstacle being drawn: its points and the lines between them. */
export function DraftShape({ draft, handleM }: { draft: ObstacleDraft; handleM: number }) {
  return (
    <g data-testid="obstacle-draft" style={{ pointerEvents: 'none' }}>
      <polyline
        points={polygonPoints(draft.points)}
        fill="none"
        stroke={SELECTED}
        strokeWidth={2}
        strokeDasharray="5 4"
        vectorEffect="non-scaling-stroke"
      />
      {draft.points.map((point) => (
        <circle
          key={`${point.x},${point.y}`}
          cx={point.x}
          cy={-point.y}
          r={handleM * 0.7}
          fill="#ffffff"
          stroke={SELECTED}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </g>
  );
}

/** The shadows of one instant. */
export const Shadows = memo(function Shadows({ outlines }: { outlines: readonly Point[][] }) {
  return (
    <g data-testid="roof-shadows" style={{ pointerEvents: 'none' }} fill="#16191f" fillOpacity={0.38}>
      {outlines.map((outline, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a shadow is its prism's place in the scene.
        <polygon key={index} points={polygonPoints(outline)} />
      ))}
    </g>
  );
});

/**
 * The shade map: each panel filled with its class's colour, one path a class.
 * @param ratioByIndex a panel's ratio by its stable index in the fill
 */
export const ShadeMapPaths = memo(function ShadeMapPaths({
  layout,
  ratioByIndex,
}: {
  layout: PanelLayout;
  ratioByIndex: ReadonlyMap<number, number>;
}) {
  const paths = SHADE_CLASSES.map(() => [] as string[]);
  const c = layout.corners;
  for (let k = 0; k < layout.indices.length; k++) {
    const ratio = ratioByIndex.get(layout.indices[k]!);
    if (ratio === undefined) continue;
    const o = k * 8;
    paths[shadeClassOf(ratio)]!.push(
      `M${c[o]},${-c[o + 1]!}L${c[o + 2]},${-c[o + 3]!}L${c[o + 4]},${-c[o + 5]!}L${c[o + 6]},${-c[o + 7]!}Z`,
    );
  }
  return (
    <g data-testid="roof-shade-map" style={{ pointerEvents: 'none' }} stroke="#ffffff" strokeWidth={0.5}>
      {paths.map((parts, index) =>
        parts.length > 0 ? (
          <path
            key={SHADE_CLASSES[index]!.colour}
            d={parts.join('')}
            fill={SHADE_CLASSES[index]!.colour}
            vectorEffect="non-scaling-stroke"
          />
        ) : null,
      )}
    </g>
  );
});
