/**
 * The export buttons of a project: "Export PDF" of its report and "Bill
 * of materials" as an .xlsx. Each shows its export's progress (the button is busy and says so to
 * screen readers), and a second click while it runs does not start a second one.
 */
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { type ExportKind, useProjectExport } from '../hooks/use-project-export';

interface ReportExportButtonProps {
  projectId: string;
  /** The project's name, for the button's accessible name. */
  projectName: string;
  /** The report's PDF (the default) or the bill of materials' workbook. */
  kind?: ExportKind;
  variant?: ButtonProps['variant'];
}

/** The texts of each kind (common.json). */
const TEXTS = { pdf: 'reportExport', bom: 'bomExport' } as const;

export function ReportExportButton({
  projectId,
  projectName,
  kind = 'pdf',
  variant = 'normal',
}: ReportExportButtonProps) {
  const { t } = useTranslation('common');
  const projectExport = useProjectExport();
  const busy = projectExport.isRunning(kind, projectId);
  const texts = TEXTS[kind];
  return (
    <Button
      variant={variant}
      iconName={variant === 'inline-link' ? undefined : 'download'}
      loading={busy}
      loadingText={t(`${texts}.rendering`)}
      // The visible label first (voice control), then whose file; while busy, what it shows.
      ariaLabel={busy ? undefined : t(`${texts}.aria`, { name: projectName })}
      onClick={() => void projectExport.start(kind, projectId)}
    >
      {busy ? t(`${texts}.rendering`) : t(`${texts}.button`)}
    </Button>
  );
}
