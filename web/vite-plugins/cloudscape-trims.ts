/**
 * Build-time trims of Cloudscape parts that reach every page's first load but that this site
 * never shows. Each one warns when a Cloudscape update moves its file, so the saving is not lost
 * unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const cloudscapeFile = (path: string) =>
  new RegExp(`@cloudscape-design/components/${path.replaceAll('.', '\\.')}$`);

/** A plugin that replaces the module matching `target` by `replace(its source)`, and warns when none matched. */
function replaceModule(
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

/**
 * Cloudscape's app layout carries the drawer of "feature notifications", shown only when a runtime
 * plugin publishes some, which this site never does; its list brings dnd-kit along (20 KB gzipped
 * on every signed-in page). The drawer's content is replaced by nothing.
 */
export function withoutFeatureNotificationsDrawer(): Plugin {
  return replaceModule(
    'pvd-without-feature-notifications-drawer',
    cloudscapeFile('app-layout/visual-refresh-toolbar/drawer/feature-notifications-drawer-content.js'),
    () =>
      'export function RuntimeContentPart() { return null; }\nexport default function RuntimeFeaturesNotificationDrawer() { return null; }\n',
    "Cloudscape's feature-notifications drawer was not found: dnd-kit is back in the app shell",
  );
}

/** Every string of the JavaScript files under `dir` (recursively), but `skip`. */
function sourcesUnder(dir: string, skip: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) found.push(...sourcesUnder(path, skip));
    else if (/\.(js|ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      found.push(readFileSync(path, 'utf8'));
  }
  return found;
}

/** One icon of icons.js: its name and its entry's text (up to the next entry). */
const ICON_ENTRY = /^ {4}"([a-z0-9-]+)": [\s\S]*?(?=^ {4}"[a-z0-9-]+": |^\};)/gm;

/**
 * Cloudscape's Icon holds the SVG of all its 143 icons (about 60 KB, 12 KB gzipped, in every
 * page's first load); about half are never named by Cloudscape's components or ours (video,
 * audio, feedback faces …). The generated table keeps the icons whose name is written, quoted, in
 * Cloudscape's code or in `sourceDir`; names are literals there (no icon name is built from
 * parts), so nothing named can go missing.
 */
export function onlyNamedCloudscapeIcons(sourceDir: string, cloudscapeDir: string): Plugin {
  return replaceModule(
    'pvd-only-named-cloudscape-icons',
    cloudscapeFile('icon/generated/icons.js'),
    (source) => {
      const code = [
        ...sourcesUnder(cloudscapeDir, (path) =>
          /[\\/](generated|test-utils|internal[\\/]generated)$/.test(path),
        ),
        ...sourcesUnder(sourceDir, () => false),
      ].join('\n');
      const named = (icon: string) =>
        code.includes(`"${icon}"`) || code.includes(`'${icon}'`) || code.includes(`\`${icon}\``);
      return source.replace(ICON_ENTRY, (entry, icon: string) => (named(icon) ? entry : ''));
    },
    "Cloudscape's generated icons were not found: all of them are in the app shell",
  );
}
