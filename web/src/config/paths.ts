/**
 * Every route of the site [NAV-3] in one place. Spellings follow the old site's
 * (`/forgetPwd`, `/Error/401`, `/code/exportProReportComponent`), because links in mail and
 * bookmarks of the old site use them.
 */
import { Role } from '@pvd/shared/constants/roles';
import { REPORT_PAGE_PATH } from '@pvd/shared/project/report/report-print';

/** The two project types of the editor routes [PRJ-1]. */
export const projectTypes = ['grid-connected', 'energy-storage'] as const;
export type ProjectType = (typeof projectTypes)[number];

export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgetPwd',
  activation: '/activation',
  resetPassword: '/resetPwd',
  forbidden: '/Error/401',
  notFound: '/Error/404',
  redirect: '/redirect',

  projects: '/user/project',
  projectList: '/user/project/list',
  projectCreate: '/user/project/create/:type',
  projectEdit: '/user/project/edit/:type/:id',
  projectEditWithoutId: '/user/project/edit/:type',
  customPanels: '/user/component',
  customPanelList: '/user/component/list',
  cableMaterials: '/user/cablematerial',
  cableMaterialView: '/user/cablematerial/view',
  tariffs: '/user/tariff',
  tariffList: '/user/tariff/list',
  settingsPerson: '/user/settings/person',
  settingsPassword: '/user/settings/password',
  settingsCompany: '/user/settings/company',
  report: REPORT_PAGE_PATH,

  maintain: '/maintain',
  importPanel: '/maintain/import/panel',
  importInverter: '/maintain/import/inverter',
  importBattery: '/maintain/import/battery',
  importCommonBattery: '/maintain/import/common-battery',
  emailTemplates: '/maintain/email/index',
  accounts: '/maintain/account/index',
} as const;

/** `/user/project/create/grid-connected`. */
export function projectCreateHref(type: ProjectType): string {
  return `/user/project/create/${type}`;
}

/** `/user/project/edit/energy-storage/42`. */
export function projectEditHref(type: ProjectType, id: string): string {
  return `/user/project/edit/${type}/${encodeURIComponent(id)}`;
}

/** Type of a project in the editor routes, from its proType (0 grid-connected, 1 energy storage). */
export function projectTypeOf(proType: 0 | 1): ProjectType {
  return proType === 1 ? 'energy-storage' : 'grid-connected';
}

/** The report of one project: `/code/exportProReportComponent?proId=42` (by project id, from the list). */
export function reportHref(projectId: string): string {
  return `${paths.report}?${new URLSearchParams({ proId: projectId })}`;
}

/** Where a role lands after login and from `/` [NAV-2]; the admin sees the user's pages first. */
export function landingPathFor(role: Role): string {
  return role === Role.maintain ? paths.importPanel : paths.projectList;
}

/** Target of the home button of the 401 and 404 pages [NAV-1]; no session → login. */
export function homePathFor(role: Role | undefined): string {
  if (role === undefined) return paths.login;
  return role === Role.maintain ? paths.maintain : paths.projects;
}
