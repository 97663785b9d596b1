/**
 * Route guards [NAV-1] as loaders, so they run before a page or its code loads: no
 * session or an expired one → /login; a role outside the route's list → /Error/401 (the admin
 * sees every route); `/` lands per role; `/redirect/<path>` forwards a signed-in user.
 */
import { Role, roleAllows } from '@pvd/shared/constants/roles';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { landingPathFor, paths } from '../config/paths';
import { clearSession, readSession } from '../lib/session';
import { routeHandle } from './route-handle';

/** A loader that lets the route open only for a live session whose role is in `roles`. */
export function requireAccess(roles: readonly Role[]) {
  return function guard(): null {
    const session = readSession();
    if (!session) {
      // An expired session is removed, so nothing uses its token any more.
      clearSession();
      throw redirect(paths.login);
    }
    if (!roleAllows(roles, session.role)) throw redirect(paths.forbidden);
    return null;
  };
}

/** `/`: user → the project list, maintain → the import-panel page, nobody → /login. */
export function rootRedirect(): Response {
  const session = readSession();
  return redirect(session ? landingPathFor(session.role) : paths.login);
}

/** The roles of the deepest route matching `path` that declares any (undefined: open or unknown). */
export function rolesForPath(routes: RouteObject[], path: string): readonly Role[] | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return matches
    .map((match) => routeHandle(match.route).roles)
    .filter((roles) => roles !== undefined)
    .at(-1);
}

/**
 * `/redirect/<path>` [NAV-2]: a signed-in user goes to the path. With no role or token, or a
 * user asking for a maintain or admin path, the token is cleared and the user goes to /login.
 */
export function createRedirectLoader(routes: () => RouteObject[]) {
  return function redirectLoader({ params, request }: LoaderFunctionArgs): Response {
    const requested = `/${params['*'] ?? ''}${new URL(request.url).search}`;
    // A redirect to a redirect would loop: land on the root instead.
    const target = requested.startsWith(`${paths.redirect}/`) ? paths.root : requested;
    const session = readSession();
    const roles = rolesForPath(routes(), target.split('?')[0] ?? '/');
    const userAskingForMore =
      session?.role === Role.user && roles !== undefined && !roles.includes(Role.user);
    if (!session || userAskingForMore) {
      clearSession();
      return redirect(paths.login);
    }
    return redirect(target);
  };
}
