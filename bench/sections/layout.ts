/**
 * Roof layout: fill a drawn area holding about 5 000 panels (target ≤ 20 ms, median after
 * warm-up), plus the figures around it: corners to lat/lng for the map, default row spacing,
 * and the overlap test between two drawn areas.
 */
import { fillPolygonWithPanels, type PanelFillOptions } from '../../shared/layout/fill';
import { createLocalFrame, localToLatLngArray } from '../../shared/layout/local-frame';
import { polygonsOverlap } from '../../shared/layout/overlap';
import { defaultRowSpacing } from '../../shared/layout/row-spacing';
import type { Point } from '../../shared/layout/types';
import { medianMs } from '../support/timing';
import type { BenchSection } from '../types';

/** Runs of the fill and of the corner conversion. */
const FILL_RUNS = { warmup: 20, runs: 100 };
/** Runs of the microsecond figures, many more so the median is steady. */
const QUICK_RUNS = { warmup: 100, runs: 1000 };

/**
 * A ground-mount field: a 205 m × 120 m L-shaped area with a 60 m × 50 m notch and a slanted
 * east side, turned 20° from north so no edge lines up with the rows.
 */
export function fieldPolygon(): Point[] {
  const outline: Point[] = [
    { x: 0, y: 0 },
    { x: 205, y: 0 },
    { x: 190, y: 70 },
    { x: 145, y: 70 },
    { x: 145, y: 120 },
    { x: 0, y: 120 },
  ];
  const turn = (20 * Math.PI) / 180;
  return outline.map(({ x, y }) => ({
    x: x * Math.cos(turn) + y * Math.sin(turn),
    y: -x * Math.sin(turn) + y * Math.cos(turn),
  }));
}

/** The fill of the bench field: panels of 2.278 × 1.134 m, three rows a group, at 25°, 200°. */
export function fieldOptions(): PanelFillOptions {
  const placement = { panelLengthM: 2.278, panelWidthM: 1.134, layingMethod: 3 as const, surfaceTilt: 25 };
  return {
    ...placement,
    surfaceAzimuth: 200,
    rowSpacingM: defaultRowSpacing({ ...placement, latitude: 35 }),
    removedIndices: [0, 17, 400, 2500],
  };
}

export default async function layoutBench(): Promise<BenchSection> {
  const field = fieldPolygon();
  const options = fieldOptions();
  const layout = fillPolygonWithPanels(field, options);
  const frame = createLocalFrame({ lat: 35, lng: 116.41 });
  const neighbour = field.map(({ x, y }) => ({ x: x + 150, y: y + 30 }));

  return {
    name: 'Roof layout (shared/layout)',
    rows: [
      { metric: 'panels placed in the bench field', value: layout.panelCount, unit: 'panels' },
      {
        metric: 'fill of ~5 000 panels (median)',
        value: medianMs(() => fillPolygonWithPanels(field, options), FILL_RUNS),
        unit: 'ms',
        target: 20,
      },
      {
        metric: 'all panel corners to lat/lng (median)',
        value: medianMs(() => localToLatLngArray(frame, layout.corners), FILL_RUNS),
        unit: 'ms',
      },
      {
        metric: 'default row spacing (median)',
        value: medianMs(() => defaultRowSpacing({ ...options, latitude: 35 }), QUICK_RUNS),
        unit: 'ms',
      },
      {
        metric: 'overlap test of two drawn areas (median)',
        value: medianMs(() => polygonsOverlap(field, neighbour), QUICK_RUNS),
        unit: 'ms',
      },
    ],
  };
}
