/**
 * The frame of the public pages (login, register, forgot and reset password, activation, error
 * pages): the product's mark and name, the language switch, the notifications, one centred
 * panel and the copyright footer.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Role } from '@pvd/shared/constants/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NotificationsBar } from './notifications-bar';
import './public-frame.css';

interface PublicFrameProps {
  children: ReactNode;
  /** Extra footer content above the copyright (e.g. the login page's external links). */
  footer?: ReactNode;
}

export function PublicFrame({ children, footer }: PublicFrameProps) {
  const { t } = useTranslation();
  const session = useSession();
  // The language is the user role's choice only [ACC-12]; a signed-in maintainer keeps zh-CN.
  const languageSwitch = !session || session.role === Role.user;
  return (
    <div className="pvd-public">
      <header className="pvd-public__bar">
        <div className="pvd-public__brand">
          <Logo size={32} />
          <Box variant="h1" fontSize="heading-m" padding="n">
            {t('productTitle')}
          </Box>
        </div>
        {languageSwitch && <LanguageSwitch />}
      </header>
      <main className="pvd-public__main">
        <SpaceBetween size="m">
          <NotificationsBar />
          {children}
        </SpaceBetween>
      </main>
      <footer className="pvd-public__footer">
        <SpaceBetween size="xs" alignItems="center">
          {footer}
          <Box variant="small" color="text-body-secondary">
            {t('copyright', { year: new Date().getFullYear() })}
          </Box>
        </SpaceBetween>
      </footer>
    </div>
  );
}
