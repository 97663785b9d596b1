/**
 * The two languages stay in step: the same namespaces, the same keys, the same {{variables}},
 * and no empty text (every string exists in both languages [ACC-12]).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests run from the repository root (vitest.config.ts).
const localesDir = join(process.cwd(), 'web/src/i18n/locales');
type Tree = { [key: string]: string | Tree };

function read(language: string, file: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Tree;
}

/** `a.b.c` → text, for every leaf. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const files = readdirSync(join(localesDir, 'en')).sort();

describe('locales', () => {
  it('has the same namespace files in en and zh-CN', () => {
    // Act
    const chinese = readdirSync(join(localesDir, 'zh-CN')).sort();
    // Assess
    expect(chinese).toEqual(files);
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s has the same keys in both languages', (file) => {
    // Act
    const english = [...leaves(read('en', file)).keys()].sort();
    const chinese = [...leaves(read('zh-CN', file)).keys()].sort();
    // Assess
    expect(chinese).toEqual(english);
  });

  it.each(files)('%s uses the same {{variables}} in both languages and has no empty text', (file) => {
    // Prepare
    const english = leaves(read('en', file));
    const chinese = leaves(read('zh-CN', file));
    // Act
    const mismatched = [...english].filter(([key, text]) => {
      const other = chinese.get(key) ?? '';
      return variables(text).join() !== variables(other).join() || text.trim() === '' || other.trim() === '';
    });
    // Assess
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('loads the same namespaces in both languages, each file as one namespace', async () => {
    // Act
    const { namespaceResources } = await import('@/i18n/resources');
    // Assess
    expect(Object.keys(namespaceResources['zh-CN']).sort()).toEqual(
      Object.keys(namespaceResources.en).sort(),
    );
    expect(await namespaceResources['zh-CN'].editorArrays.load()).toEqual(
      read('zh-CN', 'editor-arrays.json'),
    );
  });
});
