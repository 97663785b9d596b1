/**
 * The site's Simplified Chinese translations (the default language): every JSON file of zh-CN/,
 * one per namespace, in a chunk of their own. The namespaces are the source language's (en.ts):
 * tests/web/i18n/locales.test.ts checks that both list the same.
 */
import type { SourceResources } from './en';

/** `./zh-CN/editor-arrays.json` → `editorArrays`. */
function namespaceOf(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
  return file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const files = import.meta.glob<object>('./zh-CN/*.json', { eager: true, import: 'default' });

export const resources = Object.fromEntries(
  Object.entries(files).map(([path, bundle]) => [namespaceOf(path), bundle]),
) as Record<keyof SourceResources, object>;
