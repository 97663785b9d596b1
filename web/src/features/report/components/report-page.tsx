/**
 * /code/exportProReportComponent?proId=<id> [REP-1]: the project's report as a
 * document, in the site's language, without the app's frame. On screen a toolbar sits above it;
 * printed, only the document shows. The figures come from queryProjectReportDataById, or from
 * the data the PDF renderer handed the page; a refusal (113, 114) or a failed load shows why
 * and marks the page failed, so the renderer stops waiting. `?print=1` is the PDF renderer's
 * print host (print-host.tsx, shared/project/report/report-print.ts): no toolbar, and the reports come
 * from the renderer.
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import './report.css';
import './report-tables.css';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { REPORT_PRINT_PARAM } from '@pvd/shared/project/report/report-print';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportExportButton } from '@/components/report-export-button';
import { accountInfoQuery } from '@/hooks/use-account-info';
import { ApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/i18n';
import { reportCompanyQuery, reportDataQuery } from '../api/report-data';
import { markReport } from '../hooks/report-ready';
import { useReportFonts } from '../hooks/use-report-fonts';
import { PrintHost } from './print-host';
import { ReportDocument } from './report-document';
import { ReportToolbar } from './report-toolbar';

/** Why the report could not be shown: the server's refusal (113, 114) in its words, else ours. */
function failureText(error: unknown, t: (key: 'failed' | 'failedNetwork') => string): string {
  if (error instanceof ApiError && error.failure === 'refused') return error.message;
  if (error instanceof ApiError && error.failure === 'network') return t('failedNetwork');
  return t('failed');
}

/**
 * @param print - Drawn by the PDF renderer (which renders complete projects only): no notice
 *   beside the document.
 */
function ReportContent({ proId, print = false }: { proId: string; print?: boolean }) {
  const { t } = useTranslation('report');
  const report = useQuery(reportDataQuery(proId, useLanguage()));
  const company = useQuery(reportCompanyQuery);
  // The account: its company name and the designer's name, and the clock the report's times are on.
  const account = useQuery(accountInfoQuery);
  const fontsReady = useReportFonts(report.data);
  // The issue date stays the same across re-renders of one visit.
  const [issued] = useState(() => new Date());
  useEffect(() => {
    if (report.isError) markReport('failed');
  }, [report.isError]);
  if (report.isError) {
    return (
      <Alert
        type="error"
        header={t('state.failedTitle')}
        action={<Button onClick={() => void report.refetch()}>{t('state.retry')}</Button>}
      >
        {failureText(report.error, (key) => t(`state.${key}`))}
      </Alert>
    );
  }
  // The company's logo and contact and the account are part of the document: it is drawn once
  // they are known (or known to be unavailable, when the report goes without them).
  if (report.isPending || company.isPending || account.isPending || !fontsReady) {
    return <StatusIndicator type="loading">{t('state.loading')}</StatusIndicator>;
  }
  return (
    <>
      {!print && report.data.probase.isComplete !== 1 && (
        <div className="report-screen-notice">
          <Alert type="warning" header={t('state.incompleteTitle')}>
            {t('state.incomplete')}
          </Alert>
        </div>
      )}
      <ReportDocument data={report.data} company={company.data} account={account.data} issued={issued} />
    </>
  );
}

/**
 * Export PDF [REP-4] and the bill of materials, once the report shows a complete project (the
 * PDF call renders only those).
 */
function ExportAction({ proId }: { proId: string }) {
  const report = useQuery({ ...reportDataQuery(proId, useLanguage()), enabled: Boolean(proId) });
  const base = report.data?.probase;
  if (base?.isComplete !== 1) return null;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <ReportExportButton projectId={proId} projectName={base.proName} kind="bom" />
      <ReportExportButton projectId={proId} projectName={base.proName} variant="primary" />
    </SpaceBetween>
  );
}

export function ReportPage() {
  const { t } = useTranslation('report');
  const [search] = useSearchParams();
  const proId = search.get('proId') ?? '';
  // print=1: the PDF renderer's print host, which draws the reports handed to it.
  const print = search.get(REPORT_PRINT_PARAM) === '1';
  useEffect(() => {
    if (!proId && !print) markReport('failed');
  }, [proId, print]);
  if (print) {
    return (
      <div className="report-frame report-frame-print">
        <main className="report-main">
          <PrintHost render={(id) => <ReportContent proId={id} print />} />
        </main>
      </div>
    );
  }
  return (
    <div className="report-frame">
      <ReportToolbar actions={<ExportAction proId={proId} />} canPrint={Boolean(proId)} />
      <main className="report-main">
        {proId ? (
          <ReportContent key={proId} proId={proId} />
        ) : (
          <Alert type="error" header={t('state.failedTitle')}>
            {t('state.keyLost')}
          </Alert>
        )}
      </main>
    </div>
  );
}
