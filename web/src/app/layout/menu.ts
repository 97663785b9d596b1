/**
 * The role-dependent menu [NAV-3]: user → projects, custom panels, cable materials, tariffs [TAR-14];
 * maintain → the four import pages, e-mail templates, account manager; admin → all of them.
 */

import type { IconProps } from '@cloudscape-design/components/icon';
import { Role } from '@pvd/shared/constants/roles';
import { paths } from '../../config/paths';
import type { PageKey } from '../route-handle';

export interface MenuItem {
  titleKey: PageKey;
  href: string;
  icon: IconProps.Name;
  /** Paths under this prefix mark the item active (the editor belongs to projects). */
  prefix: string;
}

export const userMenu: readonly MenuItem[] = [
  { titleKey: 'projectList', href: paths.projectList, icon: 'folder', prefix: paths.projects },
  { titleKey: 'customPanels', href: paths.customPanelList, icon: 'grid-view', prefix: paths.customPanels },
  { titleKey: 'cableMaterials', href: paths.cableMaterialView, icon: 'share', prefix: paths.cableMaterials },
  { titleKey: 'tariffs', href: paths.tariffList, icon: 'calendar', prefix: paths.tariffs },
];

export const maintainMenu: readonly MenuItem[] = [
  { titleKey: 'importPanel', href: paths.importPanel, icon: 'grid-view', prefix: paths.importPanel },
  {
    titleKey: 'importInverter',
    href: paths.importInverter,
    icon: 'upload-download',
    prefix: paths.importInverter,
  },
  { titleKey: 'importBattery', href: paths.importBattery, icon: 'upload', prefix: paths.importBattery },
  {
    titleKey: 'importCommonBattery',
    href: paths.importCommonBattery,
    icon: 'insert-row',
    prefix: paths.importCommonBattery,
  },
  { titleKey: 'emailTemplates', href: paths.emailTemplates, icon: 'envelope', prefix: paths.emailTemplates },
  { titleKey: 'accounts', href: paths.accounts, icon: 'group', prefix: paths.accounts },
];

/** The menu groups of a role (two groups for the admin). */
export function menuFor(role: Role): readonly (readonly MenuItem[])[] {
  if (role === Role.admin) return [userMenu, maintainMenu];
  return role === Role.maintain ? [maintainMenu] : [userMenu];
}

/** The item a path belongs to, for the active mark. */
export function activeMenuHref(role: Role, pathname: string): string | undefined {
  return menuFor(role)
    .flat()
    .find((item) => pathname === item.prefix || pathname.startsWith(`${item.prefix}/`))?.href;
}
