/** Browser storage keys of the site, in one place so nothing else invents its own. */
export const storageKeys = {
  /** The session (token, name, role, expiry, language): local storage when remembered, else session storage. */
  session: 'pvd.session',
  /** The chosen language (000 §1: kept locally). */
  language: 'pvd.language',
  /** E-mails of remembered accounts (never a password). */
  rememberedAccounts: 'pvd.rememberedAccounts',
  /** Whether the side navigation is open (000 §2: its state is remembered). */
  navigationOpen: 'pvd.navigationOpen',
  /** Each list's page size and visible columns, by the list's name (its preferences are remembered). */
  listPreferences: 'pvd.listPreferences',
} as const;
