/**
 * The records of a weather series that carry irradiance: the only ones the year's chain from
 * irradiance to AC reads (the transposition terms keep them and nothing else).
 */
import type { HourlyWeather } from './types';

/**
 * Indices, ascending, of the records with finite GHI, DNI and DHI and at least one of them
 * non-zero.
 * @param weather GHI, DNI and DHI [W/m²]
 */
export function irradiatedRecords(weather: Pick<HourlyWeather, 'ghi' | 'dni' | 'dhi'>): Int32Array {
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
