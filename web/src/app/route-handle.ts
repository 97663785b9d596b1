/** What a route declares about itself: its title, its breadcrumb section and who may open it. */
import type { Role } from '@pvd/shared/constants/roles';
import type sourceLayout from '../i18n/locales/en/layout.json';

export type PageKey = keyof typeof sourceLayout.pages;
export type SectionKey = keyof typeof sourceLayout.sections;

export interface RouteHandle {
  /** Page title (`layout:pages.<key>`): the document title and the last breadcrumb. */
  titleKey?: PageKey;
  /** Breadcrumb section between the home and the page. */
  section?: SectionKey;
  /** Roles that may open the route (admin always may); absent on public routes. */
  roles?: readonly Role[];
}

/** Reads a match's handle (react-router types it as unknown). */
export function routeHandle(match: { handle?: unknown }): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}
