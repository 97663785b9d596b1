/**
 * The signed-in layout [NAV-4]: a skip link to the page, the header, a toolbar with the menu
 * toggle and the breadcrumbs, the side navigation (220 px, a 50 px icon rail when collapsed, its
 * state remembered), the notifications and the page.
 *
 * The site's own frame (app-shell.css), laid out as Cloudscape's toolbar app layout was: that
 * layout, its top navigation, side navigation and breadcrumbs were about 45 KB gzipped in every
 * signed-in page's first load for a frame without drawers, tools or split panels.
 */
import Icon from '@cloudscape-design/components/icon';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { NotificationsBar } from '../../components/notifications-bar';
import { dismissNotices } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { Breadcrumbs } from './breadcrumbs';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useNavigationOpen } from './use-navigation-open';
import './app-shell.css';

/** Where the skip link leads: the page's own content. */
const MAIN_CONTENT_ID = 'main-content';
const NAVIGATION_ID = 'pvd-side-nav';
/** Where the open navigation lies over the page (app-shell.css), so a followed link closes it. */
const OVERLAY_NAVIGATION = '(max-width: 688px)';

export function AppShell() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const queryClient = useQueryClient();
  const [navigationOpen, setNavigationOpen] = useNavigationOpen();
  // Refresh re-mounts the page and refetches its data, without reloading the whole site.
  const [refreshCount, setRefreshCount] = useState(0);
  const { pathname } = useLocation();
  // A success notice belongs to the page that showed it; errors stay until dismissed.
  useEffect(() => {
    if (pathname) dismissNotices();
  }, [pathname]);
  if (!session) return null;

  const refresh = () => {
    void queryClient.invalidateQueries();
    setRefreshCount((count) => count + 1);
  };

  return (
    <>
      {/* The first Tab stop: past the header and the navigation, straight to the page. */}
      <a className="pvd-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
      <div id="pvd-top-nav" className="pvd-top-nav">
        <TopBar session={session} onRefresh={refresh} />
      </div>
      {/* Cloudscape's visual context of its toolbar layout: the page's tokens (its background) as there. */}
      <div
        className="pvd-frame awsui-context-app-layout-toolbar"
        data-navigation={navigationOpen ? 'open' : 'collapsed'}
      >
        <div className="pvd-toolbar">
          <button
            type="button"
            className="pvd-toolbar__toggle"
            aria-label={t('navigation.open')}
            aria-expanded={navigationOpen}
            aria-controls={NAVIGATION_ID}
            onClick={() => setNavigationOpen(!navigationOpen)}
          >
            <Icon name="menu" />
          </button>
          <Breadcrumbs role={session.role} />
        </div>
        <div className="pvd-frame__body">
          <nav id={NAVIGATION_ID} className="pvd-side-nav" aria-label={t('navigation.label')}>
            <button
              type="button"
              className="pvd-side-nav__toggle"
              aria-label={navigationOpen ? t('navigation.close') : t('navigation.open')}
              aria-expanded={navigationOpen}
              onClick={() => setNavigationOpen(!navigationOpen)}
            >
              <Icon name={navigationOpen ? 'angle-left' : 'angle-right'} />
            </button>
            <SideNav
              role={session.role}
              collapsed={!navigationOpen}
              onFollowed={() => {
                if (window.matchMedia(OVERLAY_NAVIGATION).matches) setNavigationOpen(false);
              }}
            />
          </nav>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="pvd-main-content">
            <div className="pvd-notifications">
              <NotificationsBar />
            </div>
            <Fragment key={refreshCount}>
              <Outlet />
            </Fragment>
          </main>
        </div>
      </div>
    </>
  );
}
