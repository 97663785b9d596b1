import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * `virtual:brand-theme.css`: the Cloudscape brand theme (src/lib/theme.ts) as a static
 * stylesheet, generated at build time. esbuild bundles the generator for Node because
 * Cloudscape's packages use directory imports that Node's ESM loader refuses.
 */
function brandTheme(): Plugin {
  const publicId = 'virtual:brand-theme.css';
  const resolvedId = `\0${publicId}`;
  return {
    name: 'pvd-brand-theme',
    resolveId: (id) => (id === publicId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const bundle = await build({
        entryPoints: [`${webDir}src/lib/theme-stylesheet.ts`],
        bundle: true,
        format: 'esm',
        platform: 'node',
        write: false,
        logLevel: 'warning',
      });
      const code = bundle.outputFiles[0]?.text ?? '';
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
      )) as {
        brandThemeStylesheet: string;
      };
      return module.brandThemeStylesheet;
    },
  };
}

/**
 * Cloudscape's app layout carries the drawer of "feature notifications", shown only when a runtime
 * plugin publishes some, which this site never does; its list brings dnd-kit along (20 KB gzipped
 * on every signed-in page). The drawer's content is replaced by nothing; a warning says when a
 * Cloudscape update moves the file, so the saving is not lost unnoticed.
 */
function withoutFeatureNotificationsDrawer(): Plugin {
  const target =
    /@cloudscape-design\/components\/app-layout\/visual-refresh-toolbar\/drawer\/feature-notifications-drawer-content\.js$/;
  let replaced = false;
  return {
    name: 'pvd-without-feature-notifications-drawer',
    apply: 'build',
    load(id) {
      if (!target.test(id)) return undefined;
      replaced = true;
      return 'export function RuntimeContentPart() { return null; }\nexport default function RuntimeFeaturesNotificationDrawer() { return null; }\n';
    },
    buildEnd() {
      if (!replaced)
        this.warn(
          "Cloudscape's feature-notifications drawer was not found: dnd-kit is back in the app shell",
        );
    },
  };
}

export default defineConfig({
  plugins: [react(), brandTheme(), withoutFeatureNotificationsDrawer()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/config.json': 'http://127.0.0.1:3000' },
  },
});
