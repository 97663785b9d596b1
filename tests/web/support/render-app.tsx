/**
 * Renders the site's real routes in a memory router (jsdom), with a fresh query cache, at a
 * given URL and, if asked, with a stored session.
 */

import type { Role } from '@pvd/shared/constants/roles';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../../../web/src/app/provider';
import { createAppRouter } from '../../../web/src/app/router';
import { storageKeys } from '../../../web/src/config/storage-keys';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { reloadSession } from '../../../web/src/lib/session';

export const DAY_MS = 24 * 3600 * 1000;

/** Stores a session the way a login does (local storage = remembered). */
export function storeSession(role: Role, options: { expiresAt?: number; remember?: boolean } = {}): void {
  const session = {
    token: `token-of-role-${role}`,
    accountName: `Test ${role}`,
    role,
    expiresAt: options.expiresAt ?? Date.now() + 7 * DAY_MS,
    language: 'en',
  };
  (options.remember === false ? sessionStorage : localStorage).setItem(
    storageKeys.session,
    JSON.stringify(session),
  );
  reloadSession();
}

/** Forgets every stored thing between tests. */
export function resetBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
}

/** Renders the site at `url`; returns the router to read where it went. */
export function renderApp(url: string) {
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [url] }));
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}
