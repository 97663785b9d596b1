/**
 * The report's small chart of the yield's distribution [UNC-1]: the normal curve of one year's
 * energy around the P50 with the P50, P90 and P99 marked, as points the page draws in SVG.
 */
import { exceedanceQuantile } from '../../pv/uncertainty/inverse-normal';

/** How far the curve reaches each side of the P50 [standard deviations]. */
const CURVE_HALF_WIDTH_SIGMAS = 3.5;

/** A marked yield on the curve. */
export interface DistributionMarker {
  key: 'p50' | 'p90' | 'p99';
  /** [kWh] */
  kwh: number;
  /** The curve's height there, 1 at the P50 [-]. */
  height: number;
}

/** The curve and its markers. */
export interface YieldDistributionChart {
  /** [energy [kWh], height (1 at the P50) [-]], from the lowest energy up. */
  curve: Array<[number, number]>;
  markers: DistributionMarker[];
  /** The energy axis' ends [kWh]. */
  minKwh: number;
  maxKwh: number;
}

/**
 * The normal curve exp(−z²/2) of one year's energy, z = (E − P50)/(σ·P50), over P50 ± 3.5σ (never
 * below zero), and the P50, P90 and P99 on it.
 * @param p50 the median annual energy [kWh]
 * @param sigmaPercent σ of one year's energy [%]
 * @param points how many points the curve has, ≥ 2
 */
export function yieldDistributionChart(
  p50: number,
  sigmaPercent: number,
  points = 81,
): YieldDistributionChart {
  const sigmaKwh = (p50 * sigmaPercent) / 100;
  const height = (kwh: number) =>
    sigmaKwh > 0 ? Math.exp(-0.5 * ((kwh - p50) / sigmaKwh) ** 2) : kwh === p50 ? 1 : 0;
  const minKwh = Math.max(0, p50 - CURVE_HALF_WIDTH_SIGMAS * sigmaKwh);
  const maxKwh = p50 + CURVE_HALF_WIDTH_SIGMAS * sigmaKwh;
  const curve = Array.from({ length: points }, (_, i): [number, number] => {
    const kwh = minKwh + ((maxKwh - minKwh) * i) / (points - 1);
    return [kwh, height(kwh)];
  });
  const marker = (key: DistributionMarker['key'], percent: number): DistributionMarker => {
    const kwh = Math.max(0, p50 - exceedanceQuantile(percent) * sigmaKwh);
    return { key, kwh, height: height(kwh) };
  };
  return { curve, markers: [marker('p50', 50), marker('p90', 90), marker('p99', 99)], minKwh, maxKwh };
}
