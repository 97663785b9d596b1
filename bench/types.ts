/** One figure of `npm run bench`. */
export interface BenchRow {
  /** What was measured, e.g. 'login p95 at 20 concurrent'. */
  metric: string;
  value: number;
  /** Unit of `value`, e.g. 'ms', 'KB'. */
  unit: string;
  /** The target, when the issue gives one, in the same unit (the figure should be at most this). */
  target?: number;
  /** The target is a floor, not a ceiling: the figure should be at least `target` (a speed-up). */
  targetIsFloor?: boolean;
  /**
   * Where a figure not measured by this run comes from, or what qualifies it, e.g. 'quoted, not
   * re-measured: an earlier run'. Printed beside the value.
   */
  note?: string;
}

/** A group of figures, one file per group in bench/sections/. */
export interface BenchSection {
  name: string;
  rows: BenchRow[];
  /** What the figures depend on (e.g. which weather year was used), printed under the table. */
  notes?: string[];
}

/** Each file in bench/sections/ default-exports one of these. */
export type BenchSectionRunner = () => Promise<BenchSection>;
