/**
 * The bar above the report on screen (never printed): back to the project list, print, and the
 * `actions` slot (the page's "Export PDF" button).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { landingPathFor, paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export interface ReportToolbarProps {
  /** More buttons after Print: the "Export PDF" button goes here. */
  actions?: ReactNode;
  /** False while the report cannot be printed (loading, failed). */
  canPrint: boolean;
}

export function ReportToolbar({ actions, canPrint }: ReportToolbarProps) {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const session = useSession();
  // A maintainer has no project list [NAV-3]: back goes to their landing page.
  const back = session ? landingPathFor(session.role) : paths.projectList;
  return (
    <div className="report-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <Button
        iconName="arrow-left"
        variant="link"
        href={back}
        onFollow={(event) => {
          event.preventDefault();
          navigate(back);
        }}
      >
        {t(back === paths.projectList ? 'toolbar.backToList' : 'toolbar.back')}
      </Button>
      <SpaceBetween direction="horizontal" size="xs">
        <Button iconName="file" disabled={!canPrint} onClick={() => window.print()}>
          {t('toolbar.print')}
        </Button>
        {actions}
      </SpaceBetween>
    </div>
  );
}
