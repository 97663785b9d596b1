/**
 * The stored form of a project's load year (docs/decisions/0050-meter-load-in-the-bucket.md):
 * one object of little-endian binary, gzip'd (node:zlib level 6).
 *
 * Layout: version (uint8 = 1), interval [min] (uint8), channels (uint8: 1 load, 2 load and a net
 * meter's export), a zero byte, steps n (uint32), the first interval's start as minutes since
 * 1970-01-01T00:00 of local standard time (float64); then n float32 of the load's mean power
 * [kW], then n float32 of the export [kW] when there are two channels (NaN where no export was
 * read). Float32 keeps 7 significant digits: 1234.567 kW to within 0.0001 kW, a year's energy to
 * within a millionth. A 15-minute year is 140 KB before gzip, a 1-minute year 2.1 MB.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { STORED_LOAD_LIMITS } from '@pvd/shared/constants/limits';
import {
  formatLocalMinutes,
  type IntervalSeries,
  localMinutes,
  STEP_MINUTES,
  type StepMinutes,
} from '@pvd/shared/load/interval-series';

const VERSION = 1;
const HEADER_BYTES = 16;

/** A load year as kept: the series and, for a net meter, its export. */
export interface StoredLoadYear {
  series: IntervalSeries;
  /** [kW]; NaN where none was read. */
  exportKw?: Float64Array;
}

/**
 * Packs a load year.
 *
 * @example
 * const bytes = encodeLoadYear({ series: load.series, exportKw: load.exportKw }); // ~100 KB at 15 min
 */
export function encodeLoadYear(year: StoredLoadYear): Uint8Array {
  const n = year.series.kw.length;
  const channels = year.exportKw ? 2 : 1;
  const buffer = new ArrayBuffer(HEADER_BYTES + channels * n * 4);
  const view = new DataView(buffer);
  view.setUint8(0, VERSION);
  view.setUint8(1, year.series.stepMinutes);
  view.setUint8(2, channels);
  view.setUint32(4, n, true);
  view.setFloat64(8, localMinutes(year.series.firstIntervalStart), true);
  const write = (values: Float64Array, from: number) => {
    for (let i = 0; i < n; i++) view.setFloat32(from + i * 4, values[i]!, true);
  };
  write(year.series.kw, HEADER_BYTES);
  if (year.exportKw) write(year.exportKw, HEADER_BYTES + n * 4);
  return gzipSync(new Uint8Array(buffer));
}

/** A stored object that is not a load year of this layout. */
export class UnreadableLoadError extends Error {
  override name = 'UnreadableLoadError';
}

function unpacked(bytes: Uint8Array): DataView {
  try {
    const raw = gunzipSync(bytes, { maxOutputLength: STORED_LOAD_LIMITS.maxUnpackedBytes });
    return new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  } catch (cause) {
    throw new UnreadableLoadError('the stored load is not gzip of a load year', { cause });
  }
}

/**
 * Unpacks {@link encodeLoadYear}'s bytes.
 *
 * @throws UnreadableLoadError for bytes of another version, interval or length.
 */
export function decodeLoadYear(bytes: Uint8Array): StoredLoadYear {
  const view = unpacked(bytes);
  const step = view.byteLength >= HEADER_BYTES ? view.getUint8(1) : 0;
  const channels = view.byteLength >= HEADER_BYTES ? view.getUint8(2) : 0;
  const n = view.byteLength >= HEADER_BYTES ? view.getUint32(4, true) : 0;
  if (
    view.byteLength < HEADER_BYTES ||
    view.getUint8(0) !== VERSION ||
    !(STEP_MINUTES as readonly number[]).includes(step) ||
    (channels !== 1 && channels !== 2) ||
    view.byteLength !== HEADER_BYTES + channels * n * 4
  ) {
    throw new UnreadableLoadError('the stored load has an unknown layout');
  }
  const read = (from: number) => {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = view.getFloat32(from + i * 4, true);
    return out;
  };
  const series: IntervalSeries = {
    firstIntervalStart: formatLocalMinutes(view.getFloat64(8, true)),
    stepMinutes: step as StepMinutes,
    kw: read(HEADER_BYTES),
  };
  return channels === 2 ? { series, exportKw: read(HEADER_BYTES + n * 4) } : { series };
}
