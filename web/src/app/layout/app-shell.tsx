/**
 * The signed-in layout [NAV-4]: a skip link to the page, the header, the side
 * navigation (220 px, 50 px when collapsed, its state remembered), breadcrumbs, the
 * notifications and the page.
 */
// The toolbar variant of the layout is the one whose closed navigation collapses to an icon rail.
import AppLayout from '@cloudscape-design/components/app-layout-toolbar';
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
      <AppLayout
        headerSelector="#pvd-top-nav"
        navigation={<SideNav role={session.role} collapsed={!navigationOpen} />}
        navigationOpen={navigationOpen}
        onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
        navigationWidth={220}
        navigationCloseBehavior="collapse"
        navigationCollapsedWidth={50}
        breadcrumbs={<Breadcrumbs role={session.role} />}
        notifications={<NotificationsBar />}
        toolsHide
        ariaLabels={{
          navigation: t('navigation.label'),
          navigationToggle: t('navigation.open'),
          navigationClose: t('navigation.close'),
        }}
        content={
          <div id={MAIN_CONTENT_ID} tabIndex={-1} className="pvd-main-content">
            <Fragment key={refreshCount}>
              <Outlet />
            </Fragment>
          </div>
        }
      />
    </>
  );
}
