/**
 * The shade map of a drawn array [SUR-10]: each panel (plan view, north up) coloured by its annual
 * irradiation against the unshaded best panel's, from red (70 % or less) through yellow to green
 * (100 %). Plain SVG, drawn on its first paint.
 */
import type { ShadeMap } from '@pvd/shared/project/report/shading-results';
import { useEffect } from 'react';

const SIZE = 300;
const MARGIN = 6;

/** The colour of a share: hue 0 (red) at 0.7 or less to 120 (green) at 1. */
export function shareColour(share: number): string {
  const t = Math.min(Math.max((share - 0.7) / 0.3, 0), 1);
  return `hsl(${Math.round(120 * t)}, 70%, 50%)`;
}

export interface ShadeMapProps {
  map: ShadeMap;
  /** The picture's accessible name (the array's name and what it shows). */
  label: string;
  onDrawn: () => void;
}

export function ShadeMapPicture({ map, label, onDrawn }: ShadeMapProps) {
  // After every layout effect: the report registers its tasks in theirs, parents after children.
  useEffect(() => onDrawn(), [onDrawn]);
  const xs = map.panels.flatMap((panel) => panel.corners.map(([px]) => px));
  const ys = map.panels.flatMap((panel) => panel.corners.map(([, py]) => py));
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = (SIZE - 2 * MARGIN) / Math.max(maxX - minX, maxY - minY, 1e-6);
  const point = ([px, py]: readonly [number, number]) =>
    `${(MARGIN + (px - minX) * scale).toFixed(1)},${(MARGIN + (maxY - py) * scale).toFixed(1)}`;
  return (
    <svg className="report-shade-map" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      {map.panels.map((panel, i) => (
        <polygon
          // biome-ignore lint/suspicious/noArrayIndexKey: panels are drawn in the fill's order
          key={i}
          points={panel.corners.map(point).join(' ')}
          fill={shareColour(panel.share)}
          stroke="#333"
          strokeWidth={0.4}
        >
          <title>{`${Math.round(panel.share * 1000) / 10} %`}</title>
        </polygon>
      ))}
    </svg>
  );
}
