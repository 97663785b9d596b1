/**
 * The "Export PDF" button of a project's report (issue 12 §2): shows the render's progress (the
 * button is busy and says so to screen readers), and a second click while it renders does not
 * start a second render.
 */
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { useReportExport } from '../hooks/use-report-export';

interface ReportExportButtonProps {
  projectId: string;
  /** The project's name, for the button's accessible name. */
  projectName: string;
  variant?: ButtonProps['variant'];
}

export function ReportExportButton({ projectId, projectName, variant = 'normal' }: ReportExportButtonProps) {
  const { t } = useTranslation('common');
  const reportExport = useReportExport();
  const busy = reportExport.isRendering(projectId);
  return (
    <Button
      variant={variant}
      iconName={variant === 'inline-link' ? undefined : 'download'}
      loading={busy}
      loadingText={t('reportExport.rendering')}
      // The visible label first (voice control), then whose report; while busy, what it shows.
      ariaLabel={busy ? undefined : t('reportExport.aria', { name: projectName })}
      onClick={() => void reportExport.exportPdf(projectId)}
    >
      {busy ? t('reportExport.rendering') : t('reportExport.button')}
    </Button>
  );
}
