/**
 * Remembered accounts of the login page [ACC-6]: the e-mails only, newest first, each removable.
 * The browser's password manager keeps passwords.
 */
import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/config/storage-keys';

/** How many e-mails the list keeps. */
const MAX_REMEMBERED = 10;
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: string[] } = { raw: null, list: [] };

/** The remembered e-mails, newest first. */
export function readRememberedAccounts(): string[] {
  const raw = localStorage.getItem(storageKeys.rememberedAccounts);
  if (raw === cache.raw) return cache.list;
  let list: string[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) list = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    list = [];
  }
  cache = { raw, list };
  return list;
}

function write(list: string[]): void {
  localStorage.setItem(storageKeys.rememberedAccounts, JSON.stringify(list.slice(0, MAX_REMEMBERED)));
  for (const listener of [...listeners]) listener();
}

/** After a login: remember-password on puts the e-mail first; off forgets it on this device. */
export function rememberAccount(email: string, remember: boolean): void {
  const others = readRememberedAccounts().filter((item) => item !== email);
  write(remember ? [email, ...others] : others);
}

/** Removes one e-mail from the list. */
export function forgetAccount(email: string): void {
  write(readRememberedAccounts().filter((item) => item !== email));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered e-mails; re-renders when the list changes. */
export function useRememberedAccounts(): string[] {
  return useSyncExternalStore(subscribe, readRememberedAccounts, readRememberedAccounts);
}
