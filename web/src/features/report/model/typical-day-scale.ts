/**
 * The scales of the storage page's typical day [TAR-6]: power from the lowest (charging,
 * exporting) to the highest value of any series, rounded out to a step that gives four to
 * eight grid lines, and the import price on its own axis from zero.
 */

/** A "nice" grid step (1, 2 or 5 × 10ⁿ) for a span cut into about `lines` parts. */
export function niceStep(span: number, lines = 5): number {
  if (!(span > 0)) return 1;
  const raw = span / lines;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= raw)!;
  return step * magnitude;
}

export interface AxisScale {
  min: number;
  max: number;
  step: number;
  /** The grid lines' values, min to max. */
  ticks: number[];
}

/**
 * The axis holding every value, zero included, out to whole steps.
 *
 * @example
 * axisScale([-1.2, 0.3, 2.7]); // { min: -2, max: 3, step: 1, ticks: [-2, -1, 0, 1, 2, 3] }
 */
export function axisScale(values: readonly number[]): AxisScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low || 1);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const count = Math.round((max - min) / step);
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((min + i * step).toPrecision(12)));
  return { min, max, step, ticks };
}
