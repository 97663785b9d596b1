/**
 * The obstacles' shade on a scene record by record: each panel's shaded fraction fs, and each
 * string's Martínez factor (1 − F_GS)(1 − N_SB/(N_TB + 1)) (martinez.ts), exactly for every
 * record or from a table over the sun's daily paths.
 *
 * The table, as PVsyst tabulates shading factors over sun positions and interpolates them per
 * hour, but along the sun's own paths: the exact shade is computed on every n-th day of the
 * series, and a record in between takes, panel by panel and string by string, the linear
 * interpolation between the same time of day on the computed days before and after it (the sun
 * at a given clock time moves by at most 0.4° of declination and 0.13° of hour angle a day). A
 * record whose neighbours are missing (the series' last days, sunrise and sunset, a plane the
 * sun reaches on one day and not the other) or whose sun lies more than 0.5° from where the
 * interpolation between theirs puts it (a series with gaps, whose neighbours by index are not
 * the neighbouring days) is computed exactly. Its error against the exact year is measured by the bench
 * (bench/sections/shading.ts): with 4 days, under 0.01 % of any panel's annual irradiation
 * (linear) and under 0.1 % with the electrical effect.
 */
import { martinezBeamFactor } from './martinez';
import { type BeamShader, createBeamShader } from './obstacles/beam-shading';
import type { ObstaclePrism } from './obstacles/obstacle';
import type { PanelSet } from './obstacles/panels';
import type { SkyHours } from './sky-hours';

/** The shade of one record (valid until the next call). */
export interface RecordShade {
  /** Panels with shade (first `count`) and their shaded fraction [-]. */
  count: number;
  panels: Int32Array;
  fraction: Float64Array;
  /** Strings with shade (first `stringCount`) and their loss 1 − (1 − F_GS)(1 − N_SB/(N_TB + 1)) [-]. */
  stringCount: number;
  strings: Int32Array;
  stringLoss: Float64Array;
}

/** The scene as the record shader needs it. */
export interface ShadedScene {
  set: PanelSet;
  prisms: readonly ObstaclePrism[];
  /** String of each panel, −1 for none. */
  stringOf: Int32Array;
  /** Panels of each string. */
  stringSize: Int32Array;
  blocksPerPanel: number;
}

/** The table's day step the product uses: within 0.1 % of the exact year (bench/sections/shading.ts). */
export const SUN_PATH_TABLE_DAY_STEP = 4;

/**
 * Cosine of the largest angle between a record's sun and where linear interpolation between its
 * table neighbours puts it: 0.5°. Over a few neighbouring days the path bends by hundredths of a
 * degree; a series with gaps (neighbours by index that are not neighbouring days) fails this.
 */
const ON_PATH = Math.cos((0.5 * Math.PI) / 180);

/** Grows a pool to hold `size` entries. */
function ensure<T extends Int32Array | Float64Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const grown = new (array.constructor as new (n: number) => T)(Math.max(size, 2 * array.length));
  grown.set(array);
  return grown;
}

/**
 * A function giving the shade of record k (k ascending or not).
 * @param hours the hourly inputs, with their weather indices
 * @param scene the resolved scene
 * @param dayStep 1: every record exactly; n > 1: exact every n-th day, interpolated between
 */
export function recordShader(
  hours: SkyHours,
  scene: ShadedScene,
  dayStep: number,
): (k: number) => RecordShade {
  const { set, stringOf, stringSize, blocksPerPanel } = scene;
  const shader: BeamShader = createBeamShader(set, scene.prisms, blocksPerPanel);
  const everyGroup = new Uint8Array(set.groups.length).fill(1);
  const out: RecordShade = {
    count: 0,
    panels: new Int32Array(set.count),
    fraction: new Float64Array(set.count),
    stringCount: 0,
    strings: new Int32Array(stringSize.length),
    stringLoss: new Float64Array(stringSize.length),
  };
  const fractionSum = new Float64Array(stringSize.length);
  const blocksSum = new Int32Array(stringSize.length);
  const stringRecord = new Int32Array(stringSize.length).fill(-1);

  function exact(k: number): RecordShade {
    out.count = 0;
    out.stringCount = 0;
    if (!(hours.sunUp[k]! > 0)) return out;
    const shade = shader.shade(hours.sunEast[k]!, hours.sunNorth[k]!, hours.sunUp[k]!, everyGroup);
    for (let t = 0; t < shade.count; t++) {
      const i = shade.panels[t]!;
      out.panels[out.count] = i;
      out.fraction[out.count++] = shade.fraction[t]!;
      const s = stringOf[i]!;
      if (s < 0) continue;
      if (stringRecord[s] !== k) {
        stringRecord[s] = k;
        out.strings[out.stringCount++] = s;
      }
      fractionSum[s]! += shade.fraction[t]!;
      blocksSum[s]! += shade.blocks[t]!;
    }
    for (let q = 0; q < out.stringCount; q++) {
      const s = out.strings[q]!;
      const size = stringSize[s]!;
      out.stringLoss[q] =
        1 - martinezBeamFactor(fractionSum[s]! / size, blocksSum[s]!, size * blocksPerPanel);
      fractionSum[s] = 0;
      blocksSum[s] = 0;
    }
    return out;
  }
  if (dayStep <= 1) return exact;
  return interpolating(hours, set, dayStep, exact, out);
}

/** The table over every n-th day, and the record shader interpolating in it. */
function interpolating(
  hours: SkyHours,
  set: PanelSet,
  dayStep: number,
  exact: (k: number) => RecordShade,
  out: RecordShade,
): (k: number) => RecordShade {
  const perDay = Math.round(24 / hours.intervalHours);
  const keptOf = new Int32Array(hours.length).fill(-1);
  for (let k = 0; k < hours.count; k++) keptOf[hours.recordIndex[k]!] = k;
  // The table: per computed record, its panels and strings in pools.
  const start = new Int32Array(hours.count).fill(-1);
  const size = new Int32Array(hours.count);
  const stringStart = new Int32Array(hours.count);
  const stringSizeOf = new Int32Array(hours.count);
  let panels = new Int32Array(1 << 16);
  let fractions = new Float64Array(1 << 16);
  let strings = new Int32Array(1 << 12);
  let losses = new Float64Array(1 << 12);
  let used = 0;
  let stringsUsed = 0;
  for (let k = 0; k < hours.count; k++) {
    if (Math.floor(hours.recordIndex[k]! / perDay) % dayStep !== 0 || !(hours.sunUp[k]! > 0)) continue;
    const shade = exact(k);
    panels = ensure(panels, used + shade.count);
    fractions = ensure(fractions, used + shade.count);
    strings = ensure(strings, stringsUsed + shade.stringCount);
    losses = ensure(losses, stringsUsed + shade.stringCount);
    start[k] = used;
    size[k] = shade.count;
    stringStart[k] = stringsUsed;
    stringSizeOf[k] = shade.stringCount;
    panels.set(shade.panels.subarray(0, shade.count), used);
    fractions.set(shade.fraction.subarray(0, shade.count), used);
    strings.set(shade.strings.subarray(0, shade.stringCount), stringsUsed);
    losses.set(shade.stringLoss.subarray(0, shade.stringCount), stringsUsed);
    used += shade.count;
    stringsUsed += shade.stringCount;
  }
  const panelAt = new Int32Array(set.count).fill(-1);
  const stringAt = new Int32Array(out.strings.length).fill(-1);
  /** Whether the sun faces each group's plane alike at records a and b. */
  function facingAlike(a: number, b: number): boolean {
    for (const { n } of set.groups) {
      const facingA = n[0] * hours.sunEast[a]! + n[1] * hours.sunNorth[a]! + n[2] * hours.sunUp[a]! > 0;
      const facingB = n[0] * hours.sunEast[b]! + n[1] * hours.sunNorth[b]! + n[2] * hours.sunUp[b]! > 0;
      if (facingA !== facingB) return false;
    }
    return true;
  }
  /** Whether record k's sun lies where the weights put it between records a and b (within 0.5°). */
  function onPath(k: number, a: number, b: number, weight: number): boolean {
    const x = (1 - weight) * hours.sunEast[a]! + weight * hours.sunEast[b]!;
    const y = (1 - weight) * hours.sunNorth[a]! + weight * hours.sunNorth[b]!;
    const z = (1 - weight) * hours.sunUp[a]! + weight * hours.sunUp[b]!;
    const alike =
      (x * hours.sunEast[k]! + y * hours.sunNorth[k]! + z * hours.sunUp[k]!) / Math.hypot(x, y, z);
    return alike >= ON_PATH && facingAlike(k, a) && facingAlike(k, b);
  }
  /** Adds weight × record r's table entries into `out`. */
  function mix(r: number, weight: number): void {
    for (let e = start[r]!; e < start[r]! + size[r]!; e++) {
      const i = panels[e]!;
      if (panelAt[i] < 0) {
        panelAt[i] = out.count;
        out.panels[out.count] = i;
        out.fraction[out.count++] = 0;
      }
      out.fraction[panelAt[i]!]! += weight * fractions[e]!;
    }
    for (let e = stringStart[r]!; e < stringStart[r]! + stringSizeOf[r]!; e++) {
      const s = strings[e]!;
      if (stringAt[s] < 0) {
        stringAt[s] = out.stringCount;
        out.strings[out.stringCount] = s;
        out.stringLoss[out.stringCount++] = 0;
      }
      out.stringLoss[stringAt[s]!]! += weight * losses[e]!;
    }
  }
  return (k) => {
    const index = hours.recordIndex[k]!;
    const phase = Math.floor(index / perDay) % dayStep;
    const before = keptOf[index - phase * perDay] ?? -1;
    const after = keptOf[index + (dayStep - phase) * perDay] ?? -1;
    if (phase === 0 && start[k]! >= 0) {
      out.count = 0;
      out.stringCount = 0;
      mix(k, 1);
    } else if (
      before >= 0 &&
      after >= 0 &&
      start[before]! >= 0 &&
      start[after]! >= 0 &&
      onPath(k, before, after, phase / dayStep)
    ) {
      out.count = 0;
      out.stringCount = 0;
      mix(before, 1 - phase / dayStep);
      mix(after, phase / dayStep);
    } else return exact(k);
    for (let t = 0; t < out.count; t++) panelAt[out.panels[t]!] = -1;
    for (let q = 0; q < out.stringCount; q++) stringAt[out.strings[q]!] = -1;
    return out;
  };
}
