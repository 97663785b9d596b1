/**
 * The shading bench's scene, at the product's limits: 5 000 panels and 50 obstacles on a flat
 * roof 170 m × 140 m. Rows of portrait panels (1.134 m along the row, 2.278 m up the slope) at
 * 15° facing south, lower edges 0.3 m above the roof, pitch 3.4 m, strings of 20; a parapet
 * round the roof, 30 boxes (stairwells, plant, an L-shaped tank house), 15 tanks and 4 trees
 * beside the building whose crowns rise above the roof. Positions are drawn from a fixed seed,
 * so every run shades the same scene.
 */
import type { Obstacle } from '../../shared/pv/shading/obstacles/obstacle';
import type { ScenePanel } from '../../shared/pv/shading/obstacles/panels';
import type { ShadingScene } from '../../shared/pv/shading/scene';

const ROOF = { width: 170, depth: 140 };
const PANEL = { width: 1.134, length: 2.278, tilt: 15, gap: 0.02, raised: 0.3 };
const PITCH = 3.4;
const STRING_LENGTH = 20;

/** A linear congruential generator (Numerical Recipes' constants): the same numbers every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function rectangle(id: string, x: number, y: number, w: number, d: number, height: number): Obstacle {
  const footprint: [number, number][] = [
    [x, y],
    [x + w, y],
    [x + w, y + d],
    [x, y + d],
  ];
  return { id, kind: 'box', footprint, baseM: 0, heightM: height };
}

function obstacles(): Obstacle[] {
  const random = seeded(20260101);
  const list: Obstacle[] = [
    {
      id: 'parapet',
      kind: 'wall',
      path: [
        [0, 0],
        [ROOF.width, 0],
        [ROOF.width, ROOF.depth],
        [0, ROOF.depth],
      ],
      closed: true,
      thicknessM: 0.25,
      baseM: 0,
      heightM: 1.1,
    },
    {
      id: 'tank-house',
      kind: 'box',
      footprint: [
        [80, 60],
        [92, 60],
        [92, 66],
        [86, 66],
        [86, 72],
        [80, 72],
      ],
      baseM: 0,
      heightM: 4.5,
    },
  ];
  for (let i = 0; i < 29; i++) {
    const [w, d, h] = i % 3 === 0 ? [3.2, 3.2, 3] : [2 + random() * 2, 1 + random(), 1.2 + random() * 0.8];
    list.push(
      rectangle(`box-${i}`, 8 + random() * (ROOF.width - 20), 8 + random() * (ROOF.depth - 20), w, d, h),
    );
  }
  for (let i = 0; i < 15; i++) {
    const center = [8 + random() * (ROOF.width - 16), 8 + random() * (ROOF.depth - 16)] as const;
    list.push({
      id: `tank-${i}`,
      kind: 'cylinder',
      center,
      radiusM: 0.8 + random(),
      baseM: 0,
      heightM: 2 + random() * 2,
    });
  }
  for (let i = 0; i < 4; i++) {
    const center = [20 + i * 40, -6] as const;
    list.push({ id: `tree-${i}`, kind: 'cylinder', center, radiusM: 3, baseM: -6, heightM: 10 });
  }
  return list;
}

/** Whether a plan rectangle comes within `margin` of an obstacle's footprint bounds. */
function blocked(x0: number, y0: number, x1: number, y1: number, boxes: number[][], margin: number): boolean {
  return boxes.some(
    ([bx0, by0, bx1, by1]) =>
      x1 + margin > bx0! && x0 - margin < bx1! && y1 + margin > by0! && y0 - margin < by1!,
  );
}

function footprintBounds(obstacle: Obstacle): number[] {
  if (obstacle.kind === 'cylinder') {
    const [x, y] = obstacle.center;
    return [x - obstacle.radiusM, y - obstacle.radiusM, x + obstacle.radiusM, y + obstacle.radiusM];
  }
  const points = obstacle.kind === 'box' ? obstacle.footprint : [];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * The bench scene.
 * @param panelCount panels to place (at most what the roof holds)
 */
export function benchShadingScene(panelCount = 5000): ShadingScene {
  const list = obstacles();
  const boxes = list.filter((o) => o.kind !== 'wall').map(footprintBounds);
  const rise = PANEL.length * Math.sin((PANEL.tilt * Math.PI) / 180);
  const depth = PANEL.length * Math.cos((PANEL.tilt * Math.PI) / 180);
  const panels: ScenePanel[] = [];
  for (let y = 1.5; y + depth < ROOF.depth - 1.5 && panels.length < panelCount; y += PITCH) {
    for (
      let x = 1.5;
      x + PANEL.width < ROOF.width - 1.5 && panels.length < panelCount;
      x += PANEL.width + PANEL.gap
    ) {
      if (blocked(x, y, x + PANEL.width, y + depth, boxes, 0.6)) continue;
      panels.push({
        id: `p${panels.length}`,
        center: [x + PANEL.width / 2, y + depth / 2, PANEL.raised + rise / 2],
        widthM: PANEL.width,
        lengthM: PANEL.length,
        surfaceTilt: PANEL.tilt,
        surfaceAzimuth: 180,
      });
    }
  }
  const strings = Array.from({ length: Math.ceil(panels.length / STRING_LENGTH) }, (_, s) => ({
    panels: Array.from(
      { length: Math.min(STRING_LENGTH, panels.length - s * STRING_LENGTH) },
      (_, k) => s * STRING_LENGTH + k,
    ),
  }));
  return { panels, obstacles: list, strings, blocksPerPanel: 3 };
}
