/**
 * Each translation namespace is a chunk of its own (web/src/i18n/resources.ts): the frame's
 * (`siteNamespaces`) load before the first render, and each page's or editor step's load with its
 * code, named at its `withNamespaces([...], () => import('...'))`. A module that shows a
 * namespace nobody loaded would show keys, so this reads the sources: from web/src/main.tsx, every
 * module reached by an import (static or dynamic) must show only the namespaces loaded by then,
 * a `withNamespaces` import starting a new entry that adds its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allNamespaces, defaultNamespace, siteNamespaces } from '@/i18n/resources';

// Tests run from the repository root (vitest.config.ts).
const webSrc = join(process.cwd(), 'web/src');
const names = allNamespaces.join('|');
const WITH_NAMESPACES = /withNamespaces\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
const USE_TRANSLATION = /useTranslation\(([^)]*)\)/g;
const PREFIXED_KEY = new RegExp(`['\`"](${names}):[a-zA-Z]`, 'g');

interface Entry {
  file: string;
  namespaces: Set<string>;
}

function literals(text: string): string[] {
  return [...text.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
}

/** The source file an import names, or null for a package or a file without code of ours. */
function resolved(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(webSrc, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The namespaces `source` shows: its useTranslation calls' and its `ns:key` literals'. */
function shownBy(source: string, file: string): string[] {
  const shown: string[] = [];
  for (const [, args] of source.matchAll(USE_TRANSLATION)) {
    const given = literals(args as string);
    if (given.length === 0 && (args as string).trim() !== '')
      throw new Error(`${file}: useTranslation(${args}) names no literal namespace`);
    shown.push(...(given.length > 0 ? given : [defaultNamespace]));
  }
  for (const [, namespace] of source.matchAll(PREFIXED_KEY)) shown.push(namespace as string);
  return shown;
}

/** Walks the modules of each entry; returns, per entry, the namespaces shown but not loaded. */
function unloadedNamespaces(): Map<string, string[]> {
  const entries: Entry[] = [{ file: join(webSrc, 'main.tsx'), namespaces: new Set(siteNamespaces) }];
  const missing = new Map<string, string[]>();
  const checked = new Set<string>();
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index] as Entry;
    const key = `${entry.file} ${[...entry.namespaces].sort()}`;
    if (checked.has(key)) continue;
    checked.add(key);
    const seen = new Set<string>([entry.file]);
    const pending = [entry.file];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      let source = readFileSync(file, 'utf8');
      for (const [call, list, specifier] of source.matchAll(WITH_NAMESPACES)) {
        const target = resolved(file, specifier as string);
        if (!target) throw new Error(`${file}: withNamespaces imports ${specifier}, not a source file`);
        entries.push({
          file: target,
          namespaces: new Set([...entry.namespaces, ...literals(list as string)]),
        });
        source = source.replace(call, '');
      }
      const unloaded = shownBy(source, file).filter((namespace) => !entry.namespaces.has(namespace));
      for (const namespace of new Set(unloaded)) {
        const where = `${relative(webSrc, entry.file)} (loading ${[...entry.namespaces].join(', ')})`;
        missing.set(where, [...(missing.get(where) ?? []), `${namespace} in ${relative(webSrc, file)}`]);
      }
      for (const [, specifier] of [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)]) {
        const target = resolved(file, specifier as string);
        if (target && !seen.has(target)) {
          seen.add(target);
          pending.push(target);
        }
      }
    }
  }
  return missing;
}

describe('translation namespaces', () => {
  it('are all loaded before a module that shows them renders', () => {
    expect(Object.fromEntries(unloadedNamespaces())).toEqual({});
  });

  it('are found in the sources as written (the reading above sees every kind of use)', () => {
    const wizard = readFileSync(join(webSrc, 'features/project-editor/shell/conflict-dialog.tsx'), 'utf8');
    expect(shownBy(wizard, 'conflict-dialog.tsx')).toContain('editor');
    expect(shownBy("const { t } = useTranslation(['inverter', 'ui']);", 'x')).toEqual(['inverter', 'ui']);
    expect(shownBy('const { t } = useTranslation();', 'x')).toEqual([defaultNamespace]);
    expect(() => shownBy('useTranslation(namespace)', 'x')).toThrow('no literal namespace');
  });
});
