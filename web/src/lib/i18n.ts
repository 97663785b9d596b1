/**
 * The one i18next instance. A missing key throws in development and tests (so it is found at
 * once) and only warns in production, where it shows the key rather than break the page. Each
 * language's translations are a chunk of their own: the site's language is loaded before any
 * module that renders text runs (the top-level await below), the other one when chosen.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { defaultNamespace, languageResources } from '../i18n/resources';
import { loadCloudscapeMessages } from './cloudscape-messages';
import { initialLanguage, isLanguage, type Language, storeLanguage } from './language';
import { notify } from './notifications';

const strict = import.meta.env.DEV || import.meta.env.MODE === 'test';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: false,
  supportedLngs: ['zh-CN', 'en'],
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

/** Adds `language`'s translations to i18next, loading their chunk the first time. */
async function loadTranslations(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, defaultNamespace)) return;
  const resources = await languageResources[language].load();
  for (const [namespace, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle);
  }
}

// The first render is in the site's language: its translations and Cloudscape's strings, both
// fetched at once. Should the network fail, the page still renders (showing keys) instead of
// staying blank, and a reload fetches them again.
await Promise.all([loadTranslations(currentLanguage()), loadCloudscapeMessages(currentLanguage())]).catch(
  (error: unknown) => console.error(error),
);

/** The language the site shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'zh-CN';
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Switches the site's language and keeps the choice, once its strings (ours and Cloudscape's)
 * have loaded, so no text shows as a key or in the other language meanwhile; if they cannot be
 * loaded, the site stays in its language and says the server could not be reached.
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    await Promise.all([loadTranslations(language), loadCloudscapeMessages(language)]);
  } catch {
    notify({
      type: 'error',
      header: i18n.t('common:errors.title'),
      content: i18n.t('common:errors.network'),
    });
    return;
  }
  storeLanguage(language);
  applyDocumentLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The current language; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'zh-CN';
}
