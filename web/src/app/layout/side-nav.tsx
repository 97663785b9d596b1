/**
 * The side navigation: the role's menu, icon-only when collapsed (then each link is named by its
 * title for screen readers and shows it on hover). Drawn by the site (app-shell.css) rather than by
 * Cloudscape's side navigation, whose sections, expandable groups and badges the menu never uses.
 * The links are the router's, so a plain click stays in the page and a Ctrl- or middle click opens
 * a new tab.
 */
import Icon from '@cloudscape-design/components/icon';
import type { Role } from '@pvd/shared/constants/roles';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeMenuHref, menuFor } from './menu';

interface SideNavProps {
  role: Role;
  collapsed: boolean;
  /** After a link is followed (on a narrow screen the open navigation lies over the page). */
  onFollowed(): void;
}

export function SideNav({ role, collapsed, onFollowed }: SideNavProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const active = activeMenuHref(role, pathname);
  return (
    <ul className="pvd-side-nav__list">
      {menuFor(role).map((group, index) => (
        <Fragment key={group[0]?.href ?? index}>
          {index > 0 && <li className="pvd-side-nav__divider" aria-hidden="true" />}
          {group.map((item) => {
            const title = t(`pages.${item.titleKey}`);
            return (
              <li key={item.href}>
                <Link
                  className="pvd-side-nav__link"
                  to={item.href}
                  aria-current={item.href === active ? 'page' : undefined}
                  aria-label={collapsed ? title : undefined}
                  title={collapsed ? title : undefined}
                  onClick={onFollowed}
                >
                  <span className="pvd-side-nav__icon">
                    <Icon name={item.icon} />
                  </span>
                  {!collapsed && <span>{title}</span>}
                </Link>
              </li>
            );
          })}
        </Fragment>
      ))}
    </ul>
  );
}
