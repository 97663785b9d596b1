/**
 * The shade map of a drawn array [SUR-10]: each panel (plan view, north up) coloured by its annual
 * irradiation against the unshaded best panel's, in the classes of the roof drawer's map
 * (web/src/lib/charts/shade-scale.ts, the legend under the maps), with the obstacles by and among
 * the panels in grey (so a hole in the array shows its stairwell), a north arrow and a scale bar.
 * Plain SVG, drawn on its first paint.
 */
import { niceLength } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import type { ShadeMap } from '@pvd/shared/project/report/shading-results';
import { useEffect, useId } from 'react';
import { SHADE_CLASSES, shadeClassOf } from '@/lib/charts/shade-scale';

const SIZE = 300;
const MARGIN = 10;
/** How far round the panels the map reaches, to show the obstacles by them: at least this. [m] */
const MIN_REACH_M = 3;

/** The colour of a share, as the roof drawer colours it. */
export function shareColour(share: number): string {
  return SHADE_CLASSES[shadeClassOf(share)]!.colour;
}

export interface ShadeMapProps {
  map: ShadeMap;
  /** The obstacles' outlines in the plan frame (the fill's keep-out shapes). [m] */
  obstacles: readonly (readonly Point[])[];
  /** The picture's accessible name (the array's name and what it shows). */
  label: string;
  /** The north arrow's letter in the report's language. */
  north: string;
  onDrawn: () => void;
}

/** The map's extent: the panels and a reach round them. [m] */
function extent(map: ShadeMap) {
  const xs = map.panels.flatMap((panel) => panel.corners.map(([px]) => px));
  const ys = map.panels.flatMap((panel) => panel.corners.map(([, py]) => py));
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const reach = Math.max(MIN_REACH_M, 0.1 * Math.max(maxX - minX, maxY - minY));
  return { minX: minX - reach, maxX: maxX + reach, minY: minY - reach, maxY: maxY + reach };
}

export function ShadeMapPicture({ map, obstacles, label, north, onDrawn }: ShadeMapProps) {
  // After every layout effect: the report registers its tasks in theirs, parents after children.
  useEffect(() => onDrawn(), [onDrawn]);
  const clipId = useId();
  const box = extent(map);
  const spanM = Math.max(box.maxX - box.minX, box.maxY - box.minY, 1e-6);
  const scale = (SIZE - 2 * MARGIN) / spanM;
  const point = ({ x, y }: Point) =>
    `${(MARGIN + (x - box.minX) * scale).toFixed(1)},${(MARGIN + (box.maxY - y) * scale).toFixed(1)}`;
  // An outline whose bounds meet the map's (a parapet's long side crosses it between its corners).
  const near = obstacles.filter((outline) => {
    const xs = outline.map(({ x }) => x);
    const ys = outline.map(({ y }) => y);
    return (
      Math.min(...xs) <= box.maxX &&
      Math.max(...xs) >= box.minX &&
      Math.min(...ys) <= box.maxY &&
      Math.max(...ys) >= box.minY
    );
  });
  const barM = niceLength(spanM / 4);
  return (
    <svg className="report-shade-map" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={SIZE} height={SIZE} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`} data-testid="shade-map-obstacles">
        {near.map((outline, i) => (
          <polygon
            // biome-ignore lint/suspicious/noArrayIndexKey: the outlines have no identity of their own
            key={i}
            points={outline.map(point).join(' ')}
            fill="#8d99a8"
            stroke="#5f6b7a"
            strokeWidth={0.6}
          />
        ))}
      </g>
      <g data-testid="shade-map-panels">
        {map.panels.map((panel, i) => (
          <polygon
            // biome-ignore lint/suspicious/noArrayIndexKey: panels are drawn in the fill's order
            key={i}
            points={panel.corners.map(([x, y]) => point({ x, y })).join(' ')}
            fill={shareColour(panel.share)}
            stroke="#333"
            strokeWidth={0.4}
          >
            <title>{`${Math.round(panel.share * 1000) / 10} %`}</title>
          </polygon>
        ))}
      </g>
      <g fill="#16191f" fontSize="11" data-testid="shade-map-north">
        <polygon points={`${SIZE - 16},6 ${SIZE - 10},20 ${SIZE - 16},17 ${SIZE - 22},20`} />
        <text x={SIZE - 16} y={32} textAnchor="middle">
          {north}
        </text>
      </g>
      <g fill="#16191f" fontSize="10" data-testid="shade-map-scale">
        <rect x={MARGIN} y={SIZE - 8} width={barM * scale} height={3} />
        <text x={MARGIN} y={SIZE - 11}>{`${barM} m`}</text>
      </g>
    </svg>
  );
}
