/**
 * Helpers of the obstacle tests: one hour's shade of a scene, and an independent reference, a
 * ray cast from a grid of points on a panel toward the sun against each obstacle prism.
 */
import { createBeamShader } from '@pvd/shared/pv/shading/obstacles/beam-shading';
import { type Obstacle, type ObstaclePrism, obstaclePrisms } from '@pvd/shared/pv/shading/obstacles/obstacle';
import { panelSet, type ScenePanel } from '@pvd/shared/pv/shading/obstacles/panels';

export const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The unit vector to a sun at (elevation, azimuth) [°]: east, north, up. */
export function sunVector(elevation: number, azimuth: number): [number, number, number] {
  return [
    Math.cos(rad(elevation)) * Math.sin(rad(azimuth)),
    Math.cos(rad(elevation)) * Math.cos(rad(azimuth)),
    Math.sin(rad(elevation)),
  ];
}

/** A flat or tilted panel. [m], [°] */
export function panel(
  id: string,
  center: [number, number, number],
  widthM: number,
  lengthM: number,
  surfaceTilt = 0,
  surfaceAzimuth = 180,
): ScenePanel {
  return { id, center, widthM, lengthM, surfaceTilt, surfaceAzimuth };
}

/** An axis-aligned box from (x0, y0) to (x1, y1). [m] */
export function box(id: string, [x0, y0, x1, y1]: number[], baseM: number, heightM: number): Obstacle {
  const footprint = [
    [x0!, y0!],
    [x1!, y0!],
    [x1!, y1!],
    [x0!, y1!],
  ] as [number, number][];
  return { id, kind: 'box', footprint, baseM, heightM };
}

/** Shaded fraction and blocks of every panel in one hour (3 blocks a panel). */
export function shadeOnce(
  panels: ScenePanel[],
  obstacles: Obstacle[],
  elevation: number,
  azimuth: number,
): { fraction: number[]; blocks: number[] } {
  const set = panelSet(panels);
  const shader = createBeamShader(set, obstaclePrisms(obstacles), 3);
  const result = shader.shade(...sunVector(elevation, azimuth), new Uint8Array(set.groups.length).fill(1));
  const fraction = new Array<number>(panels.length).fill(0);
  const blocks = new Array<number>(panels.length).fill(0);
  for (let t = 0; t < result.count; t++) {
    fraction[result.panels[t]!] = result.fraction[t]!;
    blocks[result.panels[t]!] = result.blocks[t]!;
  }
  return { fraction, blocks };
}

/** Whether the ray from point x toward the sun s meets any prism of the obstacles. */
function rayBlocked(x: number[], s: number[], prisms: ObstaclePrism[]): boolean {
  for (const prism of prisms) {
    let enter = 0;
    let leave = Infinity;
    if (s[2]! > 0) {
      enter = Math.max(enter, (prism.baseM - x[2]!) / s[2]!);
      leave = Math.min(leave, (prism.topM - x[2]!) / s[2]!);
    }
    const fp = prism.footprint;
    for (let j = 0; j < prism.count && enter < leave; j++) {
      const k = (j + 1) % prism.count;
      const [ex, ey] = [fp[2 * k]! - fp[2 * j]!, fp[2 * k + 1]! - fp[2 * j + 1]!];
      const start = ex * (x[1]! - fp[2 * j + 1]!) - ey * (x[0]! - fp[2 * j]!);
      const rate = ex * s[1]! - ey * s[0]!;
      if (rate > 0) enter = Math.max(enter, -start / rate);
      else if (rate < 0) leave = Math.min(leave, -start / rate);
      else if (start < 0) leave = -Infinity;
    }
    if (leave > enter) return true;
  }
  return false;
}

/** The shaded fraction by ray casting from a side × side grid of cell centres on the panel. */
export function rayCastFraction(
  p: ScenePanel,
  obstacles: Obstacle[],
  elevation: number,
  azimuth: number,
  side: number,
): number {
  const s = sunVector(elevation, azimuth);
  const [b, g] = [rad(p.surfaceTilt), rad(p.surfaceAzimuth)];
  const u = [-Math.cos(g), Math.sin(g), 0];
  const v = [-Math.cos(b) * Math.sin(g), -Math.cos(b) * Math.cos(g), Math.sin(b)];
  const prisms = obstaclePrisms(obstacles);
  let shaded = 0;
  for (let i = 0; i < side; i++) {
    for (let j = 0; j < side; j++) {
      const a = ((i + 0.5) / side - 0.5) * p.widthM;
      const c = ((j + 0.5) / side - 0.5) * p.lengthM;
      const x = [0, 1, 2].map((d) => p.center[d]! + a * u[d]! + c * v[d]!);
      if (rayBlocked(x, s, prisms)) shaded++;
    }
  }
  return shaded / (side * side);
}
