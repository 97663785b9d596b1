/**
 * Cloudscape's own strings (table labels, pagination, file upload …) in the site's language.
 * Each language's bundle is its own chunk, loaded when first needed.
 */
import type { I18nProviderProps } from '@cloudscape-design/components/i18n';
import type { Language } from './language';

type Messages = I18nProviderProps['messages'];

const loaders: Record<Language, () => Promise<Messages[number]>> = {
  'zh-CN': () => import('@cloudscape-design/components/i18n/messages/all.zh-CN').then((m) => m.default),
  en: () => import('@cloudscape-design/components/i18n/messages/all.en').then((m) => m.default),
};

const loaded = new Map<Language, Messages>();

/** The messages of `language` if they are already loaded. */
export function loadedCloudscapeMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** Loads (once) and returns the messages of `language`. */
export async function loadCloudscapeMessages(language: Language): Promise<Messages> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const messages = [await loaders[language]()];
  loaded.set(language, messages);
  return messages;
}
