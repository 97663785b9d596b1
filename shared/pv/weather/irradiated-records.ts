/**
 * The records of a weather series that carry irradiance: the only ones the year's chain from
 * irradiance to AC reads (the transposition terms keep them and nothing else).
 */
import type { HourlyWeather } from './types';

/**
 * The last answer by GHI array, with the DNI and DHI arrays it was computed with: the sun
 * positions and the transposition terms of one run both ask. Like the other caches of the
 * engine, this recognises a series by its arrays: pass new arrays rather than editing them.
 */
const known = new WeakMap<Float64Array, { dni: Float64Array; dhi: Float64Array; records: Int32Array }>();

/**
 * Indices, ascending, of the records with finite GHI, DNI and DHI and at least one of them
 * non-zero. The answer is shared: do not modify it.
 * @param weather GHI, DNI and DHI [W/m²]
 */
export function irradiatedRecords(weather: Pick<HourlyWeather, 'ghi' | 'dni' | 'dhi'>): Int32Array {
  const last = known.get(weather.ghi);
  if (last && last.dni === weather.dni && last.dhi === weather.dhi) return last.records;
  const records = findIrradiatedRecords(weather);
  known.set(weather.ghi, { dni: weather.dni, dhi: weather.dhi, records });
  return records;
}

function findIrradiatedRecords(weather: Pick<HourlyWeather, 'ghi' | 'dni' | 'dhi'>): Int32Array {
  const indices = new Int32Array(weather.ghi.length);
  let count = 0;
  for (let i = 0; i < weather.ghi.length; i++) {
    const ghi = weather.ghi[i]!;
    const dni = weather.dni[i]!;
    const dhi = weather.dhi[i]!;
    if (!(Number.isFinite(ghi) && Number.isFinite(dni) && Number.isFinite(dhi))) continue;
    if (ghi === 0 && dni === 0 && dhi === 0) continue;
    indices[count++] = i;
  }
  return indices.slice(0, count);
}
