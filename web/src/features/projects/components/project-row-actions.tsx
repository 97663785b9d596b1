/**
 * The actions of a project row [LIST-3]: edit and the report open their routes; Export PDF renders
 * the report on the server and downloads it [REP-4], Bill of materials its workbook; the
 * report and its files only when the project is complete (IsComplete 1); copy, share and delete open the list's dialogs. Each is
 * named with the project for screen readers.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ProjectRow } from '@pvd/shared/api/project';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReportExportButton } from '@/components/report-export-button';
import { projectEditHref, reportHref } from '@/config/paths';
import { typeOfRow } from '../utils/project-row';

/** The dialogs a row opens. */
export type RowDialog = 'copy' | 'share' | 'delete';

interface ProjectRowActionsProps {
  row: ProjectRow;
  onOpen(dialog: RowDialog, row: ProjectRow): void;
}

export function ProjectRowActions({ row, onOpen }: ProjectRowActionsProps) {
  const { t } = useTranslation('project');
  const navigate = useNavigate();
  const name = row.ProName;
  // Links that look like the other actions and stay inside the site.
  const routeButton = (action: 'edit' | 'report', href: string) => (
    <Button
      variant="inline-link"
      href={href}
      ariaLabel={t(`actions.${action}Aria`, { name })}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {t(`actions.${action}`)}
    </Button>
  );
  const dialogButton = (dialog: RowDialog) => (
    <Button
      variant="inline-link"
      ariaLabel={t(`actions.${dialog}Aria`, { name })}
      onClick={() => onOpen(dialog, row)}
    >
      {t(`actions.${dialog}`)}
    </Button>
  );
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {routeButton('edit', projectEditHref(typeOfRow(row), row.Id))}
      {row.IsComplete === 1 && routeButton('report', reportHref(row.Id))}
      {row.IsComplete === 1 && (
        <ReportExportButton projectId={row.Id} projectName={name} variant="inline-link" />
      )}
      {row.IsComplete === 1 && (
        <ReportExportButton projectId={row.Id} projectName={name} kind="bom" variant="inline-link" />
      )}
      {dialogButton('copy')}
      {dialogButton('share')}
      {dialogButton('delete')}
    </SpaceBetween>
  );
}
