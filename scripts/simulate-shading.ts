/**
 * The command line's shading inputs (scripts/simulate.ts): the rows' bypass-diode blocks, the
 * far-horizon file and the scene file, read and checked into the engine's types. Every problem is
 * a {@link SimulateUsageError} naming the file and the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type HorizonProfile, horizonProfile, parseHorizonCsv } from '../shared/pv/shading/horizon';
import type { ModuleOrientation } from '../shared/pv/shading/martinez';
import type { Obstacle, PlanPoint } from '../shared/pv/shading/obstacles/obstacle';
import { MAX_SCENE_PANELS, type ScenePanel } from '../shared/pv/shading/obstacles/panels';
import type { RowBlocks } from '../shared/pv/shading/row-electrical';
import { MAX_SCENE_OBSTACLES, type ShadingScene } from '../shared/pv/shading/scene';

/** A usage or input error: printed without a stack, exit code 2. */
export class SimulateUsageError extends Error {
  override name = 'SimulateUsageError';
}

/**
 * --blocks N --orientation landscape|portrait: both or neither, and only with rows.
 * @param blocks the raw --blocks
 * @param orientation the raw --orientation
 * @param hasRows whether --collector-width and --pitch were given
 */
export function rowBlocksOption(
  blocks: string | undefined,
  orientation: string | undefined,
  hasRows: boolean,
): RowBlocks | undefined {
  if (blocks === undefined && orientation === undefined) return undefined;
  if (blocks === undefined || orientation === undefined)
    throw new SimulateUsageError('--blocks and --orientation go together: give both or neither');
  if (!hasRows)
    throw new SimulateUsageError('--blocks and --orientation need rows: --collector-width and --pitch');
  const count = Number(blocks);
  if (!(blocks.trim() !== '' && Number.isInteger(count) && count >= 1 && count <= 30))
    throw new SimulateUsageError(`--blocks must be a whole number from 1 to 30, got '${blocks}'`);
  if (orientation !== 'landscape' && orientation !== 'portrait')
    throw new SimulateUsageError(`--orientation must be one of landscape, portrait, got '${orientation}'`);
  return { blocks: count, orientation: orientation as ModuleOrientation };
}

function readText(file: string, option: string): string {
  if (!existsSync(file)) throw new SimulateUsageError(`${option} file not found: ${file}`);
  return readFileSync(file, 'utf8');
}

/** Reads `--horizon FILE`: CSV `horizon_azimuth,horizon_elevation` in degrees. */
export function readHorizonFile(file: string): HorizonProfile {
  const text = readText(file, '--horizon');
  try {
    return horizonProfile(parseHorizonCsv(text));
  } catch (error) {
    throw new SimulateUsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Field readers that name where a value is wrong. */
function fields(file: string) {
  const fail = (where: string, what: string): never => {
    throw new SimulateUsageError(`${file}: ${where} ${what}`);
  };
  const number = (value: unknown, where: string): number =>
    typeof value === 'number' && Number.isFinite(value) ? value : fail(where, 'must be a number');
  const point = (value: unknown, where: string, size: 2 | 3): number[] =>
    Array.isArray(value) && value.length === size
      ? value.map((x, i) => number(x, `${where}[${i}]`))
      : fail(where, `must be [${size === 2 ? 'x, y' : 'x, y, z'}] in metres`);
  const list = (value: unknown, where: string): unknown[] =>
    Array.isArray(value) ? value : fail(where, 'must be a list');
  const record = (value: unknown, where: string): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : fail(where, 'must be an object');
  const id = (value: unknown, where: string): string =>
    typeof value === 'string' && value !== '' ? value : fail(where, 'must be a non-empty string');
  return { fail, number, point, list, record, id };
}

function readObstacle(raw: unknown, where: string, f: ReturnType<typeof fields>): Obstacle {
  const o = f.record(raw, where);
  const common = {
    id: f.id(o.id, `${where}.id`),
    baseM: f.number(o.base, `${where}.base`),
    heightM: f.number(o.height, `${where}.height`),
  };
  const points = (value: unknown, at: string) =>
    f.list(value, at).map((p, i) => f.point(p, `${at}[${i}]`, 2) as unknown as PlanPoint);
  if (o.kind === 'box')
    return { ...common, kind: 'box', footprint: points(o.footprint, `${where}.footprint`) };
  if (o.kind === 'cylinder')
    return {
      ...common,
      kind: 'cylinder',
      center: f.point(o.center, `${where}.center`, 2) as unknown as PlanPoint,
      radiusM: f.number(o.radius, `${where}.radius`),
    };
  if (o.kind === 'wall')
    return {
      ...common,
      kind: 'wall',
      path: points(o.path, `${where}.path`),
      closed: o.closed === true,
      thicknessM: f.number(o.thickness, `${where}.thickness`),
    };
  return f.fail(`${where}.kind`, "must be 'box', 'cylinder' or 'wall'");
}

function readPanel(raw: unknown, where: string, f: ReturnType<typeof fields>): ScenePanel {
  const p = f.record(raw, where);
  return {
    id: f.id(p.id, `${where}.id`),
    center: f.point(p.center, `${where}.center`, 3) as [number, number, number],
    widthM: f.number(p.width, `${where}.width`),
    lengthM: f.number(p.length, `${where}.length`),
    surfaceTilt: f.number(p.tilt, `${where}.tilt`),
    surfaceAzimuth: f.number(p.azimuth, `${where}.azimuth`),
  };
}

/**
 * Reads `--scene FILE` (JSON, metres, x east, y north, z up): panels, obstacles, strings of panel
 * ids, blocks per panel.
 */
export function readSceneFile(file: string): ShadingScene {
  const f = fields(file);
  let json: unknown;
  try {
    json = JSON.parse(readText(file, '--scene'));
  } catch (error) {
    if (error instanceof SimulateUsageError) throw error;
    throw new SimulateUsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const root = f.record(json, 'the file');
  const panels = f.list(root.panels, 'panels').map((p, i) => readPanel(p, `panels[${i}]`, f));
  const obstacles = f
    .list(root.obstacles ?? [], 'obstacles')
    .map((o, i) => readObstacle(o, `obstacles[${i}]`, f));
  if (panels.length === 0 || panels.length > MAX_SCENE_PANELS)
    f.fail('panels', `must hold 1 to ${MAX_SCENE_PANELS} panels, got ${panels.length}`);
  if (obstacles.length > MAX_SCENE_OBSTACLES)
    f.fail('obstacles', `must hold at most ${MAX_SCENE_OBSTACLES} obstacles, got ${obstacles.length}`);
  const indexOf = new Map(panels.map((p, i) => [p.id, i]));
  if (indexOf.size !== panels.length) f.fail('panels', 'must have distinct ids');
  const strings = f.list(root.strings ?? [], 'strings').map((raw, s) => ({
    panels: f.list(raw, `strings[${s}]`).map((id, k) => {
      const index = indexOf.get(f.id(id, `strings[${s}][${k}]`));
      return index ?? f.fail(`strings[${s}][${k}]`, `names no panel: '${String(id)}'`);
    }),
  }));
  const blocksPerPanel =
    root.blocksPerPanel === undefined ? undefined : f.number(root.blocksPerPanel, 'blocksPerPanel');
  return { panels, obstacles, strings, ...(blocksPerPanel !== undefined && { blocksPerPanel }) };
}
