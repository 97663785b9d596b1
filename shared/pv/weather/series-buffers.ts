/**
 * The buffers an hourly reader fills, one slot per record: what the reader, its range checks
 * (physical-ranges.ts) and the final validation (series.ts) all read.
 */

/** The mutable buffers a reader fills, one slot per record. */
export interface SeriesBuffers {
  timesUtcMs: Float64Array;
  ghi: Float64Array;
  dni: Float64Array;
  dhi: Float64Array;
  tempAir: Float64Array;
  windSpeed: Float64Array;
  pressure: Float64Array;
}

/** Allocates buffers for `count` records (NaN-filled, so an unfilled slot reads as missing). */
export function allocateSeries(count: number): SeriesBuffers {
  const make = () => new Float64Array(count).fill(Number.NaN);
  return {
    timesUtcMs: make(),
    ghi: make(),
    dni: make(),
    dhi: make(),
    tempAir: make(),
    windSpeed: make(),
    pressure: make(),
  };
}
