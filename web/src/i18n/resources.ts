/**
 * The translations of the site: one JSON file per namespace and language, `en` the source whose
 * shape types every key (see i18next.d.ts). Each language is a chunk of its own (20 KB gzipped),
 * loaded before the first render in it (lib/i18n.ts): a visitor downloads the one they read.
 */
import type { Language } from '../lib/language';
import { type LazyModule, lazyModule } from '../lib/lazy-module';
import type { SourceResources } from './locales/en';

export const defaultNamespace = 'common';

export type { SourceResources };
export type Namespace = keyof SourceResources;

/** Each language's translations, by namespace. */
export const languageResources: Record<Language, LazyModule<Record<Namespace, object>>> = {
  en: lazyModule(() => import('./locales/en').then((m) => m.resources)),
  'zh-CN': lazyModule(() => import('./locales/zh-CN').then((m) => m.resources)),
};
