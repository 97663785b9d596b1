/** The side navigation: the role's menu, icon-only when collapsed. */
import Icon from '@cloudscape-design/components/icon';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { Role } from '@pvd/shared/constants/roles';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { activeMenuHref, menuFor } from './menu';

interface SideNavProps {
  role: Role;
  collapsed: boolean;
}

export function SideNav({ role, collapsed }: SideNavProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items: SideNavigationProps.Item[] = menuFor(role).flatMap((group, index) => [
    ...(index > 0 ? [{ type: 'divider' } as const] : []),
    ...group.map((item) => ({
      type: 'link' as const,
      text: t(`pages.${item.titleKey}`),
      href: item.href,
      icon: <Icon name={item.icon} />,
    })),
  ]);
  return (
    <SideNavigation
      items={items}
      collapsed={collapsed}
      activeHref={activeMenuHref(role, pathname)}
      onFollow={(event) => {
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
