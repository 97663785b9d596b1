/**
 * The report page as the PDF renderer's print host (shared/project/report/report-print.ts): loaded once
 * in the renderer's warm browser, it draws each report handed to it in place of the last, so a
 * report costs its drawing and not a page load (the site's scripts, the fonts, the app's start).
 *
 * Nothing of one report may reach the next, whoever asks: before a report is drawn, the last
 * document is removed, every cached answer dropped (the company, the account: they are the
 * caller's) and the caller's session and language put in place; its data is the job's alone.
 */
import {
  REPORT_DATA_GLOBAL,
  REPORT_MARKS,
  REPORT_PRINT_HOST_EVENT,
  REPORT_PRINT_HOST_GLOBAL,
  type ReportPrintHost,
} from '@pvd/shared/project/report/report-print';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { setLanguage } from '@/lib/i18n';
import { clearSession, saveSession } from '@/lib/session';
import { createStore, useStore } from '@/lib/store';
import { markReport, markTime, nextReportMark } from '../hooks/report-ready';

/** The report shown now: a new `id` for each job, so even the same project is drawn afresh. */
const shown = createStore<{ id: number; proId: string } | null>(null);
let jobs = 0;

type Scope = Record<string, unknown>;

/** The host the renderer calls, working on `client` (the page's query cache). */
function printHost(client: QueryClient): ReportPrintHost {
  const host: ReportPrintHost = {
    async show(job) {
      host.clear();
      for (const mark of Object.values(REPORT_MARKS)) globalThis.performance?.clearMarks?.(mark);
      markTime(REPORT_MARKS.shown);
      // Not remembered: session storage, as a login without "remember password".
      saveSession(job.session, false);
      await setLanguage(job.session.language);
      (globalThis as Scope)[REPORT_DATA_GLOBAL] = { proId: job.proId, data: job.data };
      const marked = nextReportMark();
      jobs += 1;
      shown.set({ id: jobs, proId: job.proId });
      return marked;
    },
    clear() {
      // The last document goes first (synchronously), so none of its queries runs again below.
      flushSync(() => shown.set(null));
      client.clear();
      markReport(undefined);
      clearSession();
      delete (globalThis as Scope)[REPORT_DATA_GLOBAL];
    },
  };
  return host;
}

/** Offers the host on `window` while mounted; `render` draws a project's report. */
export function PrintHost({ render }: { render: (proId: string) => ReactNode }) {
  const client = useQueryClient();
  const job = useStore(shown);
  useEffect(() => {
    const scope = globalThis as Scope;
    const host = printHost(client);
    scope[REPORT_PRINT_HOST_GLOBAL] = host;
    globalThis.dispatchEvent?.(new Event(REPORT_PRINT_HOST_EVENT));
    return () => {
      if (scope[REPORT_PRINT_HOST_GLOBAL] === host) delete scope[REPORT_PRINT_HOST_GLOBAL];
    };
  }, [client]);
  return job ? <Fragment key={job.id}>{render(job.proId)}</Fragment> : null;
}
