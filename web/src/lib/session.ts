/**
 * The signed-in session ([ACC-5], remember password [ACC-6]): token, name, role, expiry and
 * language. With remember-password on it lives in local storage (it survives a browser restart for
 * its 7 days), with it off in session storage (it ends with the browser). A password is never
 * stored anywhere.
 */
import type { BrowserSession } from '@pvd/shared/constants/browser-session';
import { storageKeys } from '../config/storage-keys';
import { createStore, useStore } from './store';

/** The session's shape is shared with the PDF renderer, which seeds it into the report page. */
export type Session = BrowserSession;

function isSession(value: unknown): value is Session {
  const v = value as Partial<Session> | null;
  return (
    typeof v?.token === 'string' &&
    typeof v.accountName === 'string' &&
    (v.role === 0 || v.role === 1 || v.role === 2) &&
    typeof v.expiresAt === 'number' &&
    (v.language === 'zh-CN' || v.language === 'en')
  );
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** The storage that holds the session now (local first: a remembered session wins). */
function storageHolding(): Storage | null {
  if (localStorage.getItem(storageKeys.session) !== null) return localStorage;
  if (sessionStorage.getItem(storageKeys.session) !== null) return sessionStorage;
  return null;
}

function load(): Session | null {
  return parse(storageHolding()?.getItem(storageKeys.session) ?? null);
}

const store = createStore<Session | null>(load());

/** True when `session` has passed its expiry (expired when now is past it [ACC-5]). */
export function isExpired(session: Session, now = Date.now()): boolean {
  return now >= session.expiresAt;
}

/** The session if there is one and it has not expired. */
export function readSession(now = Date.now()): Session | null {
  const session = store.get();
  return session && !isExpired(session, now) ? session : null;
}

/** Stores a new session; `remember` chooses local storage (true) or session storage (false). */
export function saveSession(session: Session, remember: boolean): void {
  localStorage.removeItem(storageKeys.session);
  sessionStorage.removeItem(storageKeys.session);
  (remember ? localStorage : sessionStorage).setItem(storageKeys.session, JSON.stringify(session));
  store.set(session);
}

/** Changes fields of the current session where it is stored (e.g. the name after a save). */
export function updateSession(patch: Partial<Omit<Session, 'token'>>): void {
  const current = store.get();
  const storage = storageHolding();
  if (!current || !storage) return;
  const next = { ...current, ...patch };
  storage.setItem(storageKeys.session, JSON.stringify(next));
  store.set(next);
}

/** Ends the session in this browser (both storages). */
export function clearSession(): void {
  localStorage.removeItem(storageKeys.session);
  sessionStorage.removeItem(storageKeys.session);
  store.set(null);
}

/** Re-reads the storages (another tab signed in or out, or a test prepared them). */
export function reloadSession(): void {
  store.set(load());
}

/** The current session, expired or not (the guards decide); re-renders on change. */
export function useSession(): Session | null {
  return useStore(store);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.session || event.key === null) reloadSession();
  });
}
