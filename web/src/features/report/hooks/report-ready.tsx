/**
 * When the report is drawn (the contract with the PDF renderer, shared/project/report/report-print.ts):
 * every chart and image registers itself as a task when it mounts and resolves it when drawn
 * (a chart's load callback, an image's load or error). Once the document has mounted and no task
 * is left, `<html data-report-ready="true">` is set. No fixed timer: the renderer prints exactly
 * when the page says it is done.
 */
import {
  REPORT_MARKS,
  REPORT_READY,
  REPORT_READY_ATTRIBUTE,
  type ReportReadyValue,
} from '@pvd/shared/project/report/report-print';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';

/** The pending tasks of one report; `onDone` runs once, when sealed and none is left. */
export class ReadyTracker {
  private readonly pending = new Set<string>();
  private sealed = false;
  private done = false;

  constructor(private readonly onDone: () => void) {}

  add(task: string): void {
    if (!this.done) this.pending.add(task);
  }

  resolve(task: string): void {
    this.pending.delete(task);
    this.check();
  }

  /** Every task of the first render has registered itself: from now on an empty list means done. */
  seal(): void {
    this.sealed = true;
    this.check();
  }

  /** The document is gone: nothing of it may mark the page any more (the next report's own may). */
  unseal(): void {
    this.sealed = false;
  }

  private check(): void {
    if (this.done || !this.sealed || this.pending.size > 0) return;
    this.done = true;
    this.onDone();
  }
}

/** Sets a performance mark of the report (REPORT_MARKS), where the environment has them. */
export function markTime(name: (typeof REPORT_MARKS)[keyof typeof REPORT_MARKS]): void {
  globalThis.performance?.mark?.(name);
}

/** Who waits for the next mark (the print host, for the report it was handed). */
let waiting: ((value: ReportReadyValue) => void)[] = [];

/** Marks the document: drawn, failed, or (undefined) not yet. */
export function markReport(state: keyof typeof REPORT_READY | undefined): void {
  const root = document.documentElement;
  if (!state) {
    root.removeAttribute(REPORT_READY_ATTRIBUTE);
    return;
  }
  root.setAttribute(REPORT_READY_ATTRIBUTE, REPORT_READY[state]);
  if (state === 'done') markTime(REPORT_MARKS.drawn);
  const waiters = waiting;
  waiting = [];
  for (const resolve of waiters) resolve(REPORT_READY[state]);
}

/** The value of the next mark set (drawn or failed) after this call. */
export function nextReportMark(): Promise<ReportReadyValue> {
  return new Promise((resolve) => waiting.push(resolve));
}

const TrackerContext = createContext<ReadyTracker | null>(null);

/** Tracks the tasks of the document inside it, and marks the page drawn when all are done. */
export function ReportReadyProvider({ children }: { children: ReactNode }) {
  const [tracker] = useState(() => {
    markTime(REPORT_MARKS.document);
    return new ReadyTracker(() => markReport('done'));
  });
  // Passive effects run children first: by now every chart and image of the first render has
  // registered (their layout effects ran before any passive effect).
  useEffect(() => {
    tracker.seal();
    return () => tracker.unseal();
  }, [tracker]);
  return <TrackerContext.Provider value={tracker}>{children}</TrackerContext.Provider>;
}

/**
 * A task of the report: registered when the component mounts; call the returned function when
 * it is drawn. Outside a report (the tests of a single section) it does nothing.
 */
export function useReadyTask(task: string): () => void {
  const tracker = useContext(TrackerContext);
  useLayoutEffect(() => {
    tracker?.add(task);
  }, [tracker, task]);
  return useCallback(() => tracker?.resolve(task), [tracker, task]);
}
