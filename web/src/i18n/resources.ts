/**
 * The translations of the site: one JSON file per namespace and language, `en` the source whose
 * shape types every key (see i18next.d.ts). Each file is a chunk of its own, so a page downloads
 * the namespaces it shows in the language it is read in (lib/i18n.ts loads them): the frame's
 * (`siteNamespaces`) before the first render, a page's or an editor step's with its code.
 */
import type { Language } from '../lib/language';
import { type LazyModule, lazyModule } from '../lib/lazy-module';
import type { SourceResources } from './locales/en';

export const defaultNamespace = 'common';

export type { SourceResources };
export type Namespace = keyof SourceResources;

/** What every page shows: the frame, its menus and titles, errors, the shared widgets. */
export const siteNamespaces = ['common', 'layout', 'pages', 'ui'] as const satisfies readonly Namespace[];

/** `./en/editor-arrays.json` → `editorArrays`. */
export function namespaceOf(path: string): Namespace {
  const file = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
  return file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as Namespace;
}

type Loaders = Record<string, () => Promise<object>>;

function byNamespace(files: Loaders): Record<Namespace, LazyModule<object>> {
  return Object.fromEntries(
    Object.entries(files).map(([path, load]) => [namespaceOf(path), lazyModule(load)]),
  ) as Record<Namespace, LazyModule<object>>;
}

/** Each language's translations, a chunk per namespace. */
export const namespaceResources: Record<Language, Record<Namespace, LazyModule<object>>> = {
  en: byNamespace(import.meta.glob<object>('./locales/en/*.json', { import: 'default' })),
  'zh-CN': byNamespace(import.meta.glob<object>('./locales/zh-CN/*.json', { import: 'default' })),
};

/** Every namespace (the source language's files). */
export const allNamespaces = Object.keys(namespaceResources.en) as Namespace[];
