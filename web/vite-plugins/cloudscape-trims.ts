/**
 * Build-time trims of Cloudscape parts that reach every page's first load but that this site
 * never shows. Each one warns when a Cloudscape update moves its file, so the saving is not lost
 * unnoticed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const cloudscapeFile = (path: string) =>
  new RegExp(`@cloudscape-design/components/${path.replaceAll('.', '\\.')}$`);

/** A plugin that replaces the module matching `target` by `replace(its source)`, and warns when none matched. */
export function replaceModule(
  name: string,
  target: RegExp,
  replace: (source: string) => string,
  missed: string,
): Plugin {
  let replaced = false;
  return {
    name,
    apply: 'build',
    load(id) {
      if (!target.test(id)) return undefined;
      replaced = true;
      return replace(readFileSync(id, 'utf8'));
    },
    buildEnd() {
      if (!replaced) this.warn(missed);
    },
  };
}

/** The text of every file under `dir` (recursively) whose name matches `pattern`. */
function sourcesUnder(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourcesUnder(path, pattern));
    else if (pattern.test(entry.name)) found.push(readFileSync(path, 'utf8'));
  }
  return found;
}

const reachableCache = new Map<string, string[]>();
const ICONS_FILE = cloudscapeFile('icon/generated/icons.js');
const RELATIVE_IMPORT = /(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The code of Cloudscape that the site can run: the files reached through relative imports from
 * each component that `sourceDir` imports (`@cloudscape-design/components/<name>`). Read once per
 * build; a superset of what the bundle holds (imports are followed whether used or not).
 */
export function reachableCloudscapeCode(sourceDir: string, cloudscapeDir: string): string[] {
  const key = `${sourceDir}\n${cloudscapeDir}`;
  const cached = reachableCache.get(key);
  if (cached) return cached;
  const ours = sourcesUnder(sourceDir, /\.(ts|tsx)$/).join('\n');
  const components = new Set(
    [...ours.matchAll(/@cloudscape-design\/components\/([a-z-]+)/g)].map((m) => m[1]),
  );
  const pending = [...components]
    .map((name) => join(cloudscapeDir, `${name}`, 'index.js'))
    .filter((path) => existsSync(path));
  const seen = new Set<string>(pending);
  const code: string[] = [];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    const text = readFileSync(file, 'utf8');
    code.push(text);
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      let target = resolve(dirname(file), specifier as string);
      if (existsSync(join(target, 'index.js'))) target = join(target, 'index.js');
      else if (!target.endsWith('.js')) target = `${target}.js`;
      // The icon table names every icon: it is data, not code that shows one.
      if (seen.has(target) || !existsSync(target) || ICONS_FILE.test(target)) continue;
      seen.add(target);
      pending.push(target);
    }
  }
  const found = [ours, ...code];
  reachableCache.set(key, found);
  return found;
}

/** One icon of icons.js: its name and its entry's text (up to the next entry). */
const ICON_ENTRY = /^ {4}"([a-z0-9-]+)": [\s\S]*?(?=^ {4}"[a-z0-9-]+": |^\};)/gm;

/**
 * Cloudscape's Icon holds the SVG of all its 143 icons (about 60 KB, 12 KB gzipped, in every
 * page's first load), most of which the site never shows (video, audio, feedback faces …). The
 * generated table keeps the icons whose name is written, quoted, in our code or in the Cloudscape
 * code the site can run; icon names are literals there (none is built from parts).
 */
export function onlyNamedCloudscapeIcons(sourceDir: string, cloudscapeDir: string): Plugin {
  return replaceModule(
    'pvd-only-named-cloudscape-icons',
    ICONS_FILE,
    (source) => {
      const code = reachableCloudscapeCode(sourceDir, cloudscapeDir).join('\n');
      const named = (icon: string) =>
        code.includes(`"${icon}"`) || code.includes(`'${icon}'`) || code.includes(`\`${icon}\``);
      return source.replace(ICON_ENTRY, (entry, icon: string) => (named(icon) ? entry : ''));
    },
    "Cloudscape's generated icons were not found: all of them are in the app shell",
  );
}

/**
 * Cloudscape's messages of a language hold the strings of all its components (7 KB gzipped in
 * every page's first load), date-range pickers, property filters and S3 selectors among them. Each
 * language's file keeps the components whose strings the Cloudscape code the site can run asks
 * for (`useInternalI18n('<component>')`, always a literal).
 */
export function onlyUsedCloudscapeMessages(sourceDir: string, cloudscapeDir: string): Plugin {
  return replaceModule(
    'pvd-only-used-cloudscape-messages',
    /@cloudscape-design\/components\/i18n\/messages\/all\.(en|zh-CN)\.js$/,
    (source) => {
      const code = reachableCloudscapeCode(sourceDir, cloudscapeDir).join('\n');
      const used = new Set([...code.matchAll(/useInternalI18n\(['"]([^'"]+)['"]\)/g)].map((m) => m[1]));
      const prefix = 'export default ';
      const all = JSON.parse(source.slice(prefix.length).trim().replace(/;$/, '')) as Record<
        string,
        Record<string, Record<string, unknown>>
      >;
      for (const byLanguage of Object.values(all))
        for (const [language, components] of Object.entries(byLanguage))
          byLanguage[language] = Object.fromEntries(
            Object.entries(components).filter(([name]) => used.has(name)),
          );
      return `${prefix}${JSON.stringify(all)};\n`;
    },
    "Cloudscape's messages were not found: every component's strings are in the first load",
  );
}

/**
 * Cloudscape formats its messages with intl-messageformat, whose ICU parser (11 KB gzipped in
 * every page's first load) only serves messages given as text; Cloudscape's own come parsed.
 * Cloudscape's imports of it get `formatter` (web/src/lib/message-format.ts), which formats the
 * parsed messages the same way (tests/web/lib/message-format.test.ts compares every one).
 */
export function withParsedMessageFormatter(formatter: string): Plugin {
  let replaced = false;
  return {
    name: 'pvd-parsed-message-formatter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'intl-messageformat' || !importer?.includes('@cloudscape-design/components'))
        return undefined;
      replaced = true;
      return formatter;
    },
    buildEnd() {
      if (!replaced)
        this.warn("Cloudscape's import of intl-messageformat was not found: the ICU parser is back");
    },
  };
}

/**
 * Select and Autosuggest carry a virtual list (with a vendored react-virtual, 2 KB gzipped in the
 * editor's first load and on every page with a select) used only under `virtualScroll`, which no
 * code of the site sets: its own sources never name it, and no Cloudscape code the site can run
 * turns it on (the property filter's token editor would). Each virtual list is replaced by a
 * component that throws, so a later `virtualScroll` fails loudly rather than showing nothing;
 * the build keeps them, with a warning, as soon as either condition no longer holds.
 */
export function withoutUnusedVirtualLists(sourceDir: string, cloudscapeDir: string): Plugin[] {
  const unused = () => {
    const [ours = '', ...cloudscape] = reachableCloudscapeCode(sourceDir, cloudscapeDir);
    return !ours.includes('virtualScroll') && !cloudscape.some((code) => /virtualScroll:\s*true/.test(code));
  };
  const stub =
    "import { forwardRef } from 'react';\nconst VirtualList = forwardRef(() => { throw new Error('virtualScroll is left out of the build (web/vite-plugins/cloudscape-trims.ts)'); });\nexport default VirtualList;\n";
  return ['select/parts/virtual-list.js', 'autosuggest/virtual-list.js'].map((file) =>
    replaceModule(
      `pvd-without-virtual-list-${file.split('/')[0]}`,
      cloudscapeFile(file),
      (source) => {
        if (unused()) return stub;
        console.warn(`virtualScroll is in use: Cloudscape's ${file} stays in the build`);
        return source;
      },
      `Cloudscape's ${file} was not found: react-virtual is back in every select`,
    ),
  );
}
