/**
 * Every route of the site [NAV-1] [NAV-3] with its roles, title and breadcrumb section.
 * Pages are lazy (route-level code splitting): the login route loads only what it shows.
 */
import { Role } from '@pvd/shared/constants/roles';
import type { LoaderFunction, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { withNamespaces } from '../lib/i18n';
import { createRedirectLoader, requireAccess, rootRedirect } from './guards';
import { Root } from './root';
import { RouteError } from './route-error';
import type { PageKey, RouteHandle, SectionKey } from './route-handle';

const user = [Role.user] as const;
const userAndMaintain = [Role.user, Role.maintain] as const;
const maintain = [Role.maintain] as const;

type Lazy = NonNullable<RouteObject['lazy']>;

interface PageOptions {
  path: string;
  roles: readonly Role[];
  titleKey: PageKey;
  /** The breadcrumb's section; none where the navigation lists the page as one of its own. */
  section?: SectionKey;
  lazy: Lazy;
}

/** A page behind the access guard. */
function guarded({ path, roles, titleKey, section, lazy }: PageOptions): RouteObject {
  const handle: RouteHandle = { titleKey, section, roles };
  return { path, loader: requireAccess(roles), handle, lazy };
}

/** An alias path (`/user/project` → `/user/project/list`) that keeps the target's roles. */
function alias(path: string, to: string, roles: readonly Role[]): RouteObject {
  const guard = requireAccess(roles);
  const loader: LoaderFunction = () => {
    guard();
    return redirect(to);
  };
  return { path, loader, Component: Redirecting, handle: { roles } satisfies RouteHandle };
}

/** What a redirecting route shows for the moment before its loader's redirect applies: nothing. */
function Redirecting() {
  return null;
}

/** A public page. */
function open(path: string, titleKey: PageKey, lazy: Lazy): RouteObject {
  return { path, handle: { titleKey } satisfies RouteHandle, lazy };
}

const settingsPages: RouteObject[] = [
  guarded({
    path: paths.settingsPerson,
    roles: userAndMaintain,
    titleKey: 'settingsPerson',
    section: 'settings',
    lazy: withNamespaces(['settings', 'auth'], () =>
      import('../features/settings/components/person-page').then((m) => ({ Component: m.PersonPage })),
    ),
  }),
  guarded({
    path: paths.settingsPassword,
    roles: userAndMaintain,
    titleKey: 'settingsPassword',
    section: 'settings',
    lazy: withNamespaces(['settings'], () =>
      import('../features/settings/components/password-page').then((m) => ({ Component: m.PasswordPage })),
    ),
  }),
  guarded({
    path: paths.settingsCompany,
    roles: userAndMaintain,
    titleKey: 'settingsCompany',
    section: 'settings',
    lazy: withNamespaces(['settings'], () =>
      import('../features/settings/components/company-page').then((m) => ({ Component: m.CompanyPage })),
    ),
  }),
];

const userPages: RouteObject[] = [
  alias(paths.projects, paths.projectList, user),
  guarded({
    path: paths.projectList,
    roles: user,
    titleKey: 'projectList',
    section: 'projects',
    lazy: withNamespaces(['project'], () =>
      import('../features/projects/components/project-list-page').then((m) => ({
        Component: m.ProjectListPage,
      })),
    ),
  }),
  ...[paths.projectCreate, paths.projectEdit, paths.projectEditWithoutId].map((path) =>
    guarded({
      path,
      roles: user,
      titleKey: path === paths.projectCreate ? 'projectCreate' : 'projectEdit',
      section: 'projects',
      lazy: withNamespaces(['editor', 'editorBase'], () =>
        import('../features/project-editor/shell/project-editor-page').then((m) => ({
          Component: m.ProjectEditorPage,
        })),
      ),
    }),
  ),
  alias(paths.customPanels, paths.customPanelList, user),
  guarded({
    path: paths.customPanelList,
    roles: user,
    titleKey: 'customPanels',
    lazy: withNamespaces(['panel'], () =>
      import('../features/custom-panels/components/custom-panels-page').then((m) => ({
        Component: m.CustomPanelsPage,
      })),
    ),
  }),
  alias(paths.cableMaterials, paths.cableMaterialView, user),
  guarded({
    path: paths.cableMaterialView,
    roles: user,
    titleKey: 'cableMaterials',
    lazy: withNamespaces(['cable'], () =>
      import('../features/cable-materials/components/cable-materials-page').then((m) => ({
        Component: m.CableMaterialsPage,
      })),
    ),
  }),
  alias(paths.tariffs, paths.tariffList, user),
  guarded({
    path: paths.tariffList,
    roles: user,
    titleKey: 'tariffs',
    lazy: withNamespaces(['tariff'], () =>
      import('../features/tariffs/components/tariffs-page').then((m) => ({ Component: m.TariffsPage })),
    ),
  }),
];

/**
 * The report [REP-1] is a document, not an app page: guarded like the others but outside the
 * app's frame (no header, side navigation or breadcrumbs), so it prints as the document alone
 * and the PDF renderer prints the same page.
 */
const reportPage = guarded({
  path: paths.report,
  roles: userAndMaintain,
  titleKey: 'report',
  section: 'report',
  lazy: withNamespaces(['report'], () =>
    import('../features/report/components/report-page').then((m) => ({ Component: m.ReportPage })),
  ),
});

/** A maintainer's catalogue page (`/maintain/import/*` [NAV-3]), each its own lazy chunk. */
const importPage = (path: string, titleKey: PageKey, lazy: Lazy) =>
  guarded({ path, roles: maintain, titleKey, section: 'catalogue', lazy });

const maintainPages: RouteObject[] = [
  alias(paths.maintain, paths.importPanel, maintain),
  importPage(
    paths.importPanel,
    'importPanel',
    withNamespaces(['catalogue', 'panel'], () =>
      import('../features/maintain-import/components/panels/system-panels-page').then((m) => ({
        Component: m.SystemPanelsPage,
      })),
    ),
  ),
  importPage(
    paths.importInverter,
    'importInverter',
    withNamespaces(['catalogue', 'inverter'], () =>
      import('../features/maintain-import/components/inverters/inverters-page').then((m) => ({
        Component: m.InvertersPage,
      })),
    ),
  ),
  importPage(
    paths.importBattery,
    'importBattery',
    withNamespaces(['catalogue'], () =>
      import('../features/maintain-import/components/batteries/batteries-page').then((m) => ({
        Component: () => <m.BatteriesPage kind="system" />,
      })),
    ),
  ),
  importPage(
    paths.importCommonBattery,
    'importCommonBattery',
    withNamespaces(['catalogue'], () =>
      import('../features/maintain-import/components/batteries/batteries-page').then((m) => ({
        Component: () => <m.BatteriesPage kind="common" />,
      })),
    ),
  ),
  guarded({
    path: paths.emailTemplates,
    roles: maintain,
    titleKey: 'emailTemplates',
    section: 'maintenance',
    lazy: withNamespaces(['maintain'], () =>
      import('../features/maintain-email/components/email-templates-page').then((m) => ({
        Component: m.EmailTemplatesPage,
      })),
    ),
  }),
  guarded({
    path: paths.accounts,
    roles: maintain,
    titleKey: 'accounts',
    section: 'maintenance',
    lazy: withNamespaces(['maintain'], () =>
      import('../features/maintain-accounts/components/accounts-page').then((m) => ({
        Component: m.AccountsPage,
      })),
    ),
  }),
];

const auth = {
  login: withNamespaces(['auth'], () =>
    import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
  ),
  register: withNamespaces(['auth'], () =>
    import('../features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage })),
  ),
  forgotPassword: withNamespaces(['auth'], () =>
    import('../features/auth/components/forgot-password-page').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  ),
  resetPassword: withNamespaces(['auth'], () =>
    import('../features/auth/components/reset-password-page').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  ),
  activation: withNamespaces(['auth'], () =>
    import('../features/auth/components/activation-page').then((m) => ({ Component: m.ActivationPage })),
  ),
} satisfies Record<string, Lazy>;

const notFound: Lazy = () => import('./routes/error-pages').then((m) => ({ Component: m.NotFoundPage }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    errorElement: <RouteError />,
    // Shown while the first route's code loads: an empty page rather than a flash of layout.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { index: true, loader: rootRedirect, Component: Redirecting },
      open(paths.login, 'login', auth.login),
      open(paths.register, 'register', auth.register),
      open(paths.forgotPassword, 'forgotPassword', auth.forgotPassword),
      open(paths.resetPassword, 'resetPassword', auth.resetPassword),
      open(paths.activation, 'activation', auth.activation),
      open(paths.forbidden, 'forbidden', () =>
        import('./routes/error-pages').then((m) => ({ Component: m.ForbiddenPage })),
      ),
      open(paths.notFound, 'notFound', notFound),
      { path: `${paths.redirect}/*`, loader: createRedirectLoader(() => routes), Component: Redirecting },
      reportPage,
      {
        lazy: () => import('./layout/app-shell').then((m) => ({ Component: m.AppShell })),
        errorElement: <RouteError />,
        children: [...userPages, ...settingsPages, ...maintainPages],
      },
      open('*', 'notFound', notFound),
    ],
  },
];
