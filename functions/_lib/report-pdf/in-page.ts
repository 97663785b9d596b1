/**
 * The print host's functions that run inside the report page (print-host.ts hands them to
 * puppeteer, which serialises them): they may use nothing of this module or any other, only
 * their arguments and the page's globals.
 */
import type {
  ReportPrintHost,
  ReportPrintJob,
  ReportReadyValue,
} from '@pvd/shared/project/report/report-print';

/** The little of a page's `window` the in-page functions touch (they build without the DOM's types). */
interface PageWindow {
  location: { origin: string };
  sessionStorage: { setItem(key: string, value: string): void };
  localStorage: { setItem(key: string, value: string): void };
  addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
}

/** The page's `window` as the print host's functions see it. */
type HostWindow = PageWindow & Record<string, ReportPrintHost | undefined>;

/** What a show answers: the ready value, and the page's marks from showJob's call. [ms] */
export interface Shown {
  state: ReportReadyValue;
  marks: Record<string, number>;
}

/**
 * Puts the caller's session and language in place before the page's scripts run, in documents
 * of the site's origin only, so the token never reaches another origin.
 */
export function seedDocument(
  origin: string,
  seed: { sessionKey: string; session: string; languageKey: string; language: string },
) {
  const page = globalThis as unknown as PageWindow;
  if (page.location.origin !== origin) return;
  page.sessionStorage.setItem(seed.sessionKey, seed.session);
  page.localStorage.setItem(seed.languageKey, seed.language);
}

/**
 * Hands `job` to the host, once the page offers it (a page just opened may still be running its
 * scripts), and answers its ready value with the report's performance marks, from this call.
 */
export async function showJob(
  names: { host: string; hostEvent: string },
  job: ReportPrintJob,
  markNames: string[],
): Promise<Shown> {
  const { performance: clock } = globalThis;
  const called = clock.now();
  const scope = globalThis as unknown as HostWindow;
  if (!scope[names.host]) {
    await new Promise<void>((resolve) => scope.addEventListener(names.hostEvent, resolve, { once: true }));
  }
  const state = await scope[names.host]!.show(job);
  const marks: Record<string, number> = {};
  for (const mark of markNames) {
    const [first] = clock.getEntriesByName(mark, 'mark');
    if (first) marks[mark] = first.startTime - called;
  }
  return { state, marks };
}

/** Asks the page to forget the last report. */
export function clearHost(name: string): void {
  (globalThis as unknown as HostWindow)[name]?.clear();
}
