/**
 * Renders the site's real routes in a memory router (jsdom), with a fresh query cache, at a
 * given URL and, if asked, with a stored session.
 */

import type { Role } from '@pvd/shared/constants/roles';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { storageKeys } from '@/config/storage-keys';
import { createQueryClient } from '@/lib/query-client';
import { reloadSession } from '@/lib/session';

export const DAY_MS = 24 * 3600 * 1000;

/*
 * Time limits of the tests that render pages. A page's first render compiles its lazy modules,
 * which takes seconds under jsdom; on the project's 2-core machine shared with other jobs (load
 * average 8-14) it took over 15 s, and a save round trip over findBy's default second, so tests
 * failed on the time limits alone. The limits are generous; a test that really hangs still fails.
 */
/** The wait for a page's first render (its lazy modules compile). */
export const FIRST_RENDER = { timeout: 60_000 };
/** The time limit of one test that renders the site. */
export const PAGE_TEST = { timeout: 120_000 };

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
