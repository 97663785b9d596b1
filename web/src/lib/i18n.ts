/**
 * The one i18next instance. A missing key throws in development and tests (so it is found at
 * once) and only warns in production, where it shows the key rather than break the page. Each
 * namespace of each language is a chunk of its own: the frame's namespaces in the site's language
 * are loaded before any module that renders text runs (the top-level await below), a page's or an
 * editor step's with its code (`withNamespaces`), and all of those in the other language when it
 * is chosen. tests/web/i18n/namespaces.test.ts checks that every module's namespaces are loaded
 * with it.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  allNamespaces,
  defaultNamespace,
  type Namespace,
  namespaceResources,
  siteNamespaces,
} from '../i18n/resources';
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

/**
 * The namespaces the site has shown so far, loaded again in a language chosen later. Tests render
 * any component alone, without the page that loads its namespaces: they start with all of them.
 */
const shownNamespaces = new Set<Namespace>(import.meta.env.MODE === 'test' ? allNamespaces : siteNamespaces);

/** Adds `language`'s translations of `namespaces` to i18next, loading each chunk the first time. */
async function loadTranslations(language: Language, namespaces: Iterable<Namespace>): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (namespace) => {
      if (i18n.hasResourceBundle(language, namespace)) return;
      const bundle = await namespaceResources[language][namespace].load();
      i18n.addResourceBundle(language, namespace, bundle);
    }),
  );
}

// The first render is in the site's language: the frame's translations and Cloudscape's strings,
// fetched at once. Should the network fail, the page still renders (showing keys) instead of
// staying blank, and a reload fetches them again.
await Promise.all([
  loadTranslations(currentLanguage(), shownNamespaces),
  loadCloudscapeMessages(currentLanguage()),
]).catch((error: unknown) => console.error(error));

/** Loads `namespaces` in the site's language (and in a language chosen later). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) shownNamespaces.add(namespace);
  return loadTranslations(currentLanguage(), namespaces);
}

/**
 * `importer` of a page's or a step's code that resolves once `namespaces` (those its modules show
 * beyond the frame's) have loaded too, both fetched at once: the code never renders a key.
 * Each argument is a literal, which tests/web/i18n/namespaces.test.ts reads.
 */
export function withNamespaces<T>(
  namespaces: readonly Namespace[],
  importer: () => Promise<T>,
): () => Promise<T> {
  return () => Promise.all([importer(), loadNamespaces(namespaces)]).then(([loaded]) => loaded);
}

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
    await Promise.all([loadTranslations(language, shownNamespaces), loadCloudscapeMessages(language)]);
    // A page opened meanwhile loaded its namespaces in the former language only.
    await loadTranslations(language, shownNamespaces);
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
