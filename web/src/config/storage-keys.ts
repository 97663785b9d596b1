/**
 * Browser storage keys of the site, in one place so nothing else invents its own. The session's
 * and the language's come from shared: the PDF renderer writes them into the page it prints.
 */
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '@pvd/shared/constants/browser-session';

export const storageKeys = {
  /** The session (token, name, role, expiry, language): local storage when remembered, else session storage. */
  session: SESSION_STORAGE_KEY,
  /** The chosen language, kept locally [ACC-12]. */
  language: LANGUAGE_STORAGE_KEY,
  /** E-mails of remembered accounts (never a password). */
  rememberedAccounts: 'pvd.rememberedAccounts',
  /** Whether the side navigation is open (its state is remembered [NAV-4]). */
  navigationOpen: 'pvd.navigationOpen',
  /** Each list's page size and visible columns, by the list's name (its preferences are remembered). */
  listPreferences: 'pvd.listPreferences',
} as const;
