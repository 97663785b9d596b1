/**
 * Where a report's time goes: each step of one export, as a span from the call's start, so the
 * steps that overlap (the engine's figures while the browser starts) show as overlapping. The
 * bench listens to them (bench/sections/report.ts) and prints the split; a debug log line carries
 * them where the function runs.
 */
import { logger } from '../logger';

/**
 * The steps of one export, in the order they start:
 * - project: the owner check, the record, the completeness and the bounds;
 * - data: the engine's report figures (beside 'browser');
 * - browser: the warm browser, launched (and unpacked) when there is none;
 * - queue: waiting for the report printed before this one;
 * - page: waiting for the report page, when the browser has none loaded yet (its load starts
 *   beside 'data'; nothing to wait for once loaded);
 * - render: from handing the data to the page until it says it is drawn; within it, as the
 *   page marks them (shared/project/report/report-print.ts REPORT_MARKS):
 *   - scripts: until the page's scripts offer the host (a page just opened only; it is then
 *     handed the report at once),
 *   - fonts: from the handover until the report's font faces are loaded (beside the caller's
 *     company call),
 *   - document: from the document's first render until every chart and image is drawn;
 * - pdf: Chromium's print to PDF;
 * - store: the upload to S3 (the download link is signed beside the print).
 */
export const REPORT_PHASES = [
  'project',
  'data',
  'browser',
  'queue',
  'page',
  'render',
  'scripts',
  'fonts',
  'document',
  'pdf',
  'store',
] as const;
export type ReportPhase = (typeof REPORT_PHASES)[number];

/** One step: when it started and ended, from the call's start. [ms] */
export interface PhaseSpan {
  phase: ReportPhase;
  startMs: number;
  endMs: number;
}

/** The spans of one export and its whole time. [ms] */
export interface ReportTimings {
  spans: PhaseSpan[];
  totalMs: number;
}

type Listener = (timings: ReportTimings) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with the timings of every export that completes; answers the unsubscribe. */
export function onReportTimings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The spans of one export, started when the clock is made. */
export class PhaseClock {
  private readonly started = performance.now();
  private readonly spans: PhaseSpan[] = [];

  /** Now, from the clock's start. [ms] */
  now(): number {
    return performance.now() - this.started;
  }

  /** Records `phase` as having run from `startMs` to `endMs` [ms from the clock's start]. */
  record(phase: ReportPhase, startMs: number, endMs: number): void {
    this.spans.push({ phase, startMs, endMs });
  }

  /** Starts `phase` now; the answer ends it. */
  begin(phase: ReportPhase): () => void {
    const startMs = this.now();
    return () => this.record(phase, startMs, this.now());
  }

  /** Runs `work` as `phase` and records its span (also when it fails). */
  async time<T>(phase: ReportPhase, work: () => Promise<T>): Promise<T> {
    const end = this.begin(phase);
    try {
      return await work();
    } finally {
      end();
    }
  }

  /** Hands the finished export's timings to the listeners and the debug log. */
  publish(): ReportTimings {
    const timings = { spans: [...this.spans], totalMs: this.now() };
    for (const listener of listeners) listener(timings);
    logger.debug('report timings', {
      totalMs: Math.round(timings.totalMs),
      phases: Object.fromEntries(timings.spans.map((s) => [s.phase, Math.round(s.endMs - s.startMs)])),
    });
    return timings;
  }
}
