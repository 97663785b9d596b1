/**
 * The one i18next instance. A missing key throws in development and tests (so it is found at
 * once) and only warns in production, where it shows the key rather than break the page.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { defaultNamespace, namespaces, resources } from '../i18n/resources';
import { initialLanguage, isLanguage, type Language, storeLanguage } from './language';

const strict = import.meta.env.DEV || import.meta.env.MODE === 'test';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: false,
  supportedLngs: ['zh-CN', 'en'],
  ns: namespaces,
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  parseMissingKeyHandler(key) {
    if (strict) throw new Error(`missing translation key "${key}" (${i18n.language})`);
    console.warn(`missing translation key "${key}"`);
    return key;
  },
});
applyDocumentLanguage(currentLanguage());

/** The language the site shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'zh-CN';
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the site's language and keeps the choice. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  applyDocumentLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The current language; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'zh-CN';
}
