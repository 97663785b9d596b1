/**
 * Hourly shading inputs written by hand: each record's sun position and the irradiance terms of
 * shared/pv/shading/sky-hours.ts, for tests whose expected values are worked out on paper.
 */
import type { SkyHours } from '@pvd/shared/pv/shading/sky-hours';

/** One record: sun (elevation, azimuth) [°], DNI and the sky terms A, C, H, ground GHI·ρ/2 [W/m²]. */
export interface HandRecord {
  elevation: number;
  azimuth: number;
  dni: number;
  a: number;
  c: number;
  h: number;
  g: number;
  /** Month 0-11; default the record's index. */
  month?: number;
  /** Index in an hourly weather series; default the record's position. */
  index?: number;
}

/** The records as SkyHours of one hour each, one after the other, Perez-like (sky diffuse bounded at zero). */
export function handHours(records: HandRecord[]): SkyHours {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const column = (pick: (r: HandRecord) => number) => Float64Array.from(records, pick);
  return {
    count: records.length,
    length: Math.max(records.length, ...records.map((r) => (r.index ?? 0) + 1)),
    recordIndex: Int32Array.from(records, (r, i) => r.index ?? i),
    intervalHours: 1,
    month: Uint8Array.from(records, (r, i) => r.month ?? i),
    sunEast: column((r) => Math.cos(rad(r.elevation)) * Math.sin(rad(r.azimuth))),
    sunNorth: column((r) => Math.cos(rad(r.elevation)) * Math.cos(rad(r.azimuth))),
    sunUp: column((r) => Math.sin(rad(r.elevation))),
    dni: column((r) => r.dni),
    skyIsotropic: column((r) => r.a),
    skyCircumsolar: column((r) => r.c),
    skyHorizon: column((r) => r.h),
    ground: column((r) => r.g),
    clipSky: true,
  };
}
