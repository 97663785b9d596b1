/**
 * The site's language [ACC-12]: the stored choice if there is one; otherwise zh-CN when the
 * browser's language contains CN, else en. The same value feeds i18next, Cloudscape's messages,
 * the `Culture` header, `<html lang>` and the Intl formats.
 */
import type { Culture } from '@pvd/shared/errors/codes';
import { storageKeys } from '../config/storage-keys';

export type Language = Culture;
export const languages: readonly Language[] = ['zh-CN', 'en'];

/** True for the two languages of the site. */
export function isLanguage(value: unknown): value is Language {
  return value === 'zh-CN' || value === 'en';
}

/** The language to start with, from a stored choice and the browser's language. */
export function detectLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return /cn/i.test(browserLanguage ?? '') ? 'zh-CN' : 'en';
}

/** The language of this browser now: the stored choice, else the browser's. */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKeys.language);
  } catch {
    // Storage can be blocked (private modes, policies): fall back to the browser's language.
  }
  return detectLanguage(stored, globalThis.navigator?.language);
}

/** Keeps `language` as the stored choice. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKeys.language, language);
  } catch {
    // Not kept when storage is blocked; the choice still applies to this visit.
  }
}

/** The `l` parameter of mail links (`cn` or `en`) as a language; anything else → undefined. */
export function languageFromLinkParameter(value: string | null): Language | undefined {
  if (value === 'cn' || value === 'zh-CN' || value === 'zh') return 'zh-CN';
  if (value === 'en') return 'en';
  return undefined;
}
