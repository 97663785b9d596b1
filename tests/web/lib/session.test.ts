import { Role } from '@pvd/shared/constants/roles';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import {
  clearSession,
  readSession,
  reloadSession,
  type Session,
  saveSession,
  updateSession,
} from '@/lib/session';

const session: Session = {
  token: 'abc',
  accountName: 'Ann',
  role: Role.user,
  expiresAt: Date.now() + 3_600_000,
  language: 'en',
};

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadSession();
  });

  it('keeps a remembered session in local storage only', () => {
    // Act
    saveSession(session, true);
    // Assess
    expect(JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null')).toEqual(session);
    expect(sessionStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('keeps a session without remember-password in session storage only', () => {
    // Act
    saveSession(session, false);
    // Assess
    expect(JSON.parse(sessionStorage.getItem(storageKeys.session) ?? 'null')).toEqual(session);
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('answers no session once the expiry has passed', () => {
    // Prepare
    saveSession(session, true);
    // Act
    const later = readSession(session.expiresAt + 1);
    // Assess
    expect(later).toBeNull();
    expect(readSession(session.expiresAt - 1)).toEqual(session);
  });

  it('updates the name where the session is stored', () => {
    // Prepare
    saveSession(session, false);
    // Act
    updateSession({ accountName: 'Ann Lee' });
    // Assess
    expect(JSON.parse(sessionStorage.getItem(storageKeys.session) ?? 'null')).toMatchObject({
      accountName: 'Ann Lee',
    });
    expect(readSession()?.accountName).toBe('Ann Lee');
  });

  it('forgets the session in both storages at logout', () => {
    // Prepare
    saveSession(session, true);
    // Act
    clearSession();
    // Assess
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('ignores a stored value that is not a session', () => {
    // Prepare
    localStorage.setItem(storageKeys.session, JSON.stringify({ token: 1 }));
    // Act
    reloadSession();
    // Assess
    expect(readSession()).toBeNull();
  });
});
