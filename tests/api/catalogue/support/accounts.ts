/**
 * Accounts for the catalogue api tests, on top of the suite-wide helpers of tests/support/accounts.ts:
 * the demo accounts' tokens logged in once per test file, and expired sessions.
 */

import { expiredTokenFor, loginAs } from '@tests/support/accounts';
import { inject } from 'vitest';

export { newActivatedUser, type TestUser } from '@tests/support/accounts';

export type DemoRole = 'user' | 'maintain' | 'admin';

const tokens = new Map<string, Promise<string>>();

/** A session token of a demo account (one login per test file). */
export function demoToken(role: DemoRole): Promise<string> {
  const email = `demo-${role}@example.com`;
  let token = tokens.get(email);
  if (!token) {
    token = loginAs(email, inject('runtime').demoPassword);
    tokens.set(email, token);
  }
  return token;
}

/** A token whose session has expired (TTL deletion lags, so the item is still there). */
export function expiredToken(accountEmail = 'demo-maintain@example.com'): Promise<string> {
  return expiredTokenFor(accountEmail);
}
