/**
 * The 50 px header [NAV-4]: logo and product title, page refresh, full-screen toggle,
 * the language switch (user role only) and the account menu (person, company for users, password,
 * logout). Drawn by the site rather than by Cloudscape's top navigation, whose measuring copy,
 * overflow menu and button-dropdown machinery were about 14 KB gzipped in every signed-in page's
 * first load; the look is the same (dark bar, top-bar.css).
 */
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import { Role } from '@pvd/shared/constants/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logoDataUrl } from '../../components/logo';
import { landingPathFor, paths } from '../../config/paths';
import { setLanguage, useLanguage } from '../../lib/i18n';
import { isLanguage, languages } from '../../lib/language';
import type { Session } from '../../lib/session';
import { LogoutModal } from './logout-modal';
import { TopMenu } from './top-menu';
import { useFullScreen } from './use-full-screen';
import './top-bar.css';

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
  const languageName = t(`common:language.${language}`);
  const accountName = session.accountName || roleName;

  const userItems = [
    { id: paths.settingsPerson, text: t('userMenu.person') },
    ...(session.role === Role.user ? [{ id: paths.settingsCompany, text: t('userMenu.company') }] : []),
    { id: paths.settingsPassword, text: t('userMenu.password') },
    { id: 'logout', text: t('userMenu.logout') },
  ];

  return (
    <header className="pvd-top-bar">
      <Link className="pvd-top-bar__identity" to={home}>
        <img src={logoDataUrl} alt={t('common:logoAlt')} width={32} height={32} />
        <span className="pvd-top-bar__title">{t('common:productTitle')}</span>
      </Link>
      <div className="pvd-top-bar__utilities">
        <IconUtility icon="refresh" label={t('header.refresh')} onClick={onRefresh} />
        <IconUtility
          icon={fullScreen ? 'exit-full-screen' : 'full-screen'}
          label={fullScreen ? t('header.exitFullScreen') : t('header.fullScreen')}
          onClick={toggle}
        />
        {session.role === Role.user && (
          <TopMenu
            icon="globe"
            text={languageName}
            // Named by what it shows first, so saying "English" finds it (voice control).
            ariaLabel={t('header.languageMenuOf', { language: languageName })}
            items={languages.map((code) => ({ id: code, text: t(`common:language.${code}`), lang: code }))}
            onItemClick={(id) => {
              if (isLanguage(id)) void setLanguage(id);
            }}
          />
        )}
        <TopMenu
          icon="user-profile"
          text={accountName}
          description={roleName}
          ariaLabel={t('header.userMenuOf', { name: accountName })}
          items={userItems}
          onItemClick={(id) => (id === 'logout' ? setConfirmingLogout(true) : navigate(id))}
        />
      </div>
      <LogoutModal visible={confirmingLogout} onDismiss={() => setConfirmingLogout(false)} />
    </header>
  );
}

function IconUtility({ icon, label, onClick }: { icon: IconProps.Name; label: string; onClick(): void }) {
  return (
    <button type="button" className="pvd-top-bar__button" aria-label={label} title={label} onClick={onClick}>
      <Icon name={icon} />
    </button>
  );
}
