/**
 * Breadcrumbs per route [NAV-4]: home › section › page, the last one the current page (not a
 * link). Drawn by the site (app-shell.css): three short crumbs never need Cloudscape's collapsing
 * breadcrumb group. The user's own panels and cable materials have no section: the navigation
 * lists them as pages of their own, and a crumb naming a group the navigation never shows
 * ('My library') gave one page two names.
 */
import Icon from '@cloudscape-design/components/icon';
import type { Role } from '@pvd/shared/constants/roles';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { landingPathFor, paths } from '../../config/paths';
import { routeHandle, type SectionKey } from '../route-handle';

/** Where a section's crumb leads. */
const sectionHref: Record<SectionKey, string> = {
  projects: paths.projectList,
  settings: paths.settingsPerson,
  catalogue: paths.importPanel,
  maintenance: paths.emailTemplates,
  report: paths.report,
};

interface Crumb {
  text: string;
  href: string;
}

export function Breadcrumbs({ role }: { role: Role }) {
  const { t } = useTranslation(['layout', 'common']);
  const { pathname } = useLocation();
  const handle = useMatches().map(routeHandle).at(-1);
  const crumbs: Crumb[] = [{ text: t('common:productTitle'), href: landingPathFor(role) }];
  if (handle?.section)
    crumbs.push({ text: t(`sections.${handle.section}`), href: sectionHref[handle.section] });
  if (handle?.titleKey) crumbs.push({ text: t(`pages.${handle.titleKey}`), href: pathname });
  return (
    <nav className="pvd-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.href + crumb.text}>
              <span className="pvd-breadcrumbs__current" aria-current="page">
                {crumb.text}
              </span>
            </li>
          ) : (
            <li key={crumb.href + crumb.text}>
              <Link to={crumb.href}>{crumb.text}</Link>
              <span className="pvd-breadcrumbs__separator" aria-hidden="true">
                <Icon name="angle-right" />
              </span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
