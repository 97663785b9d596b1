/**
 * A project's files made on the server and downloaded: the report's PDF
 * and the bill of materials' workbook. Each call answers a signed link, whose download the browser
 * then starts. The exports running are kept outside React, per kind and project: a second click
 * on the same export while it runs joins it instead of starting another, wherever the click comes
 * from (the list's row, the report page's toolbar, the wizard's last step), and every button
 * shows the progress.
 */
import * as bomCalls from '@pvd/shared/api/bill-of-materials';
import * as reportCalls from '@pvd/shared/api/report-pdf';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { downloadFile } from '../lib/download';
import { notify } from '../lib/notifications';
import { createStore, useStore } from '../lib/store';

/** The files a project can be exported as: the report's PDF, the bill of materials' workbook. */
export type ExportKind = 'pdf' | 'bom';

const exportCalls = {
  pdf: reportCalls.exportProjectReportPdf,
  bom: bomCalls.exportProjectBillOfMaterials,
} as const;

/** The exports running now, by `<kind>|<project>` (the keys are what the buttons show as busy). */
const running = createStore<ReadonlyMap<string, Promise<boolean>>>(new Map());

const keyOf = (kind: ExportKind, projectId: string) => `${kind}|${projectId}`;

function setRunning(key: string, work: Promise<boolean> | null) {
  running.set((current) => {
    const next = new Map(current);
    if (work) next.set(key, work);
    else next.delete(key);
    return next;
  });
}

/** Makes the file and downloads it; false when it failed (the client has told the user why). */
async function makeAndDownload(
  kind: ExportKind,
  projectId: string,
  savedMessage: (fileName: string) => string,
) {
  try {
    const file = await api(exportCalls[kind], { proId: projectId });
    downloadFile(file.url, file.fileName);
    notify({ type: 'success', content: savedMessage(file.fileName) });
    return true;
  } catch {
    return false;
  }
}

export interface ProjectExport {
  /** Whether this project's file of `kind` is being made now. */
  isRunning(kind: ExportKind, projectId: string): boolean;
  /** Makes the file and starts its download; joins the same export already running. */
  start(kind: ExportKind, projectId: string): Promise<boolean>;
}

export function useProjectExport(): ProjectExport {
  const { t } = useTranslation('common');
  const now = useStore(running);
  const messages: Record<ExportKind, (fileName: string) => string> = {
    pdf: (fileName) => t('reportExport.done', { fileName }),
    bom: (fileName) => t('bomExport.done', { fileName }),
  };
  return {
    isRunning: (kind, projectId) => now.has(keyOf(kind, projectId)),
    start(kind, projectId) {
      const key = keyOf(kind, projectId);
      const joined = running.get().get(key);
      if (joined) return joined;
      const started = makeAndDownload(kind, projectId, messages[kind]).finally(() => setRunning(key, null));
      setRunning(key, started);
      return started;
    },
  };
}
