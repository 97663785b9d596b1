/**
 * The 50 px header [NAV-4]: logo and product title, page refresh, full-screen toggle,
 * the language switch (user role only) and the user menu (person, company for users, password,
 * logout).
 */
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { Role } from '@pvd/shared/constants/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logoDataUrl } from '../../components/logo';
import { landingPathFor, paths } from '../../config/paths';
import { setLanguage, useLanguage } from '../../lib/i18n';
import { isLanguage, languages } from '../../lib/language';
import type { Session } from '../../lib/session';
import { LogoutModal } from './logout-modal';
import { useFullScreen } from './use-full-screen';

const roleNames = { [Role.user]: 'user', [Role.maintain]: 'maintain', [Role.admin]: 'admin' } as const;

interface TopBarProps {
  session: Session;
  onRefresh(): void;
}

export function TopBar({ session, onRefresh }: TopBarProps) {
  const { t } = useTranslation(['layout', 'common']);
  const navigate = useNavigate();
  const language = useLanguage();
  const { fullScreen, toggle } = useFullScreen();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const home = landingPathFor(session.role);
  const roleName = t(`common:roles.${roleNames[session.role]}`);

  const userItems = [
    { id: paths.settingsPerson, text: t('userMenu.person') },
    ...(session.role === Role.user ? [{ id: paths.settingsCompany, text: t('userMenu.company') }] : []),
    { id: paths.settingsPassword, text: t('userMenu.password') },
    { id: 'logout', text: t('userMenu.logout') },
  ];

  const utilities: TopNavigationProps.Utility[] = [
    {
      type: 'button',
      iconName: 'refresh',
      ariaLabel: t('header.refresh'),
      title: t('header.refresh'),
      onClick: onRefresh,
    },
    {
      type: 'button',
      iconName: fullScreen ? 'exit-full-screen' : 'full-screen',
      ariaLabel: fullScreen ? t('header.exitFullScreen') : t('header.fullScreen'),
      title: fullScreen ? t('header.exitFullScreen') : t('header.fullScreen'),
      onClick: toggle,
    },
    ...(session.role === Role.user
      ? [
          {
            type: 'menu-dropdown' as const,
            iconName: 'globe' as const,
            text: t(`common:language.${language}`),
            // Named by what it shows first, so saying "English" finds it (voice control).
            ariaLabel: t('header.languageMenuOf', { language: t(`common:language.${language}`) }),
            items: languages.map((code) => ({ id: code, text: t(`common:language.${code}`), lang: code })),
            onItemClick: ({ detail }: { detail: { id: string } }) => {
              if (isLanguage(detail.id)) void setLanguage(detail.id);
            },
          },
        ]
      : []),
    {
      type: 'menu-dropdown',
      iconName: 'user-profile',
      text: session.accountName || roleName,
      description: roleName,
      ariaLabel: t('header.userMenuOf', { name: session.accountName || roleName }),
      items: userItems,
      onItemClick: ({ detail }) => (detail.id === 'logout' ? setConfirmingLogout(true) : navigate(detail.id)),
    },
  ];

  return (
    <>
      <TopNavigation
        identity={{
          href: home,
          title: t('common:productTitle'),
          logo: { src: logoDataUrl, alt: t('common:logoAlt') },
          onFollow: (event) => {
            event.preventDefault();
            navigate(home);
          },
        }}
        utilities={utilities}
        i18nStrings={{
          overflowMenuTriggerText: t('header.overflowMenu'),
          overflowMenuTitleText: t('header.overflowMenu'),
          overflowMenuBackIconAriaLabel: t('header.overflowMenuBack'),
          overflowMenuDismissIconAriaLabel: t('header.overflowMenuDismiss'),
        }}
      />
      <LogoutModal visible={confirmingLogout} onDismiss={() => setConfirmingLogout(false)} />
    </>
  );
}
