/** Breadcrumbs per route [NAV-4]: home › section › page. */
import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import type { Role } from '@pvd/shared/constants/roles';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { landingPathFor, paths } from '../../config/paths';
import { routeHandle, type SectionKey } from '../route-handle';

/** Where a section's crumb leads. */
const sectionHref: Record<SectionKey, string> = {
  projects: paths.projectList,
  library: paths.customPanelList,
  settings: paths.settingsPerson,
  catalogue: paths.importPanel,
  maintenance: paths.emailTemplates,
  report: paths.report,
};

export function Breadcrumbs({ role }: { role: Role }) {
  const { t } = useTranslation(['layout', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handle = useMatches().map(routeHandle).at(-1);
  const items: BreadcrumbGroupProps.Item[] = [{ text: t('common:productTitle'), href: landingPathFor(role) }];
  if (handle?.section)
    items.push({ text: t(`sections.${handle.section}`), href: sectionHref[handle.section] });
  if (handle?.titleKey) items.push({ text: t(`pages.${handle.titleKey}`), href: pathname });
  return (
    <BreadcrumbGroup
      items={items}
      ariaLabel={t('breadcrumbs.label')}
      expandAriaLabel={t('breadcrumbs.expand')}
      onFollow={(event) => {
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
