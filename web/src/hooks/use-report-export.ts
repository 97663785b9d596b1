/**
 * The PDF export of a project's report (issue 12 §2): the report call renders the PDF on the
 * server and answers a signed link, whose download the browser then starts. The renders running
 * are kept outside React, per project: a second click on the same project while its PDF renders
 * joins the render running instead of starting another, wherever the click comes from (the list's
 * row, the report page's toolbar, the wizard's last step), and every button shows the progress.
 */
import * as reportCalls from '@pvd/shared/api/report-pdf';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { downloadFile } from '../lib/download';
import { notify } from '../lib/notifications';
import { createStore, useStore } from '../lib/store';

/** The renders running now, by project (the keys are what the buttons show as busy). */
const rendering = createStore<ReadonlyMap<string, Promise<boolean>>>(new Map());

function setRendering(projectId: string, render: Promise<boolean> | null) {
  rendering.set((current) => {
    const next = new Map(current);
    if (render) next.set(projectId, render);
    else next.delete(projectId);
    return next;
  });
}

/** Renders and downloads; false when it failed (the client has told the user why). */
async function renderAndDownload(projectId: string, savedMessage: (fileName: string) => string) {
  try {
    const pdf = await api(reportCalls.exportProjectReportPdf, { proId: projectId });
    downloadFile(pdf.url, pdf.fileName);
    notify({ type: 'success', content: savedMessage(pdf.fileName) });
    return true;
  } catch {
    return false;
  }
}

export interface ReportExport {
  /** Whether this project's PDF is rendering now. */
  isRendering(projectId: string): boolean;
  /** Renders the PDF and starts its download; joins a render already running for the project. */
  exportPdf(projectId: string): Promise<boolean>;
}

export function useReportExport(): ReportExport {
  const { t } = useTranslation('common');
  const running = useStore(rendering);
  return {
    isRendering: (projectId) => running.has(projectId),
    exportPdf(projectId) {
      const joined = rendering.get().get(projectId);
      if (joined) return joined;
      const started = renderAndDownload(projectId, (fileName) =>
        t('reportExport.done', { fileName }),
      ).finally(() => setRendering(projectId, null));
      setRendering(projectId, started);
      return started;
    },
  };
}
