import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { withoutFunnelAnalytics } from './vite-plugins/cloudscape-analytics-trims.ts';
import {
  onlyNamedCloudscapeIcons,
  onlyUsedCloudscapeMessages,
  withoutUnusedVirtualLists,
  withParsedMessageFormatter,
} from './vite-plugins/cloudscape-trims.ts';
import { withoutZodJsonSchema } from './vite-plugins/zod-trims.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const cloudscapeDir = dirname(
  createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'),
);

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

/** `@/x` is `web/src/x` (the same alias as tsconfig.base.json's paths and vitest.config.ts). */
const webSrcAlias = [{ find: /^@\//, replacement: `${webDir}src/` }];

export default defineConfig({
  plugins: [
    react(),
    brandTheme(),
    onlyNamedCloudscapeIcons(`${webDir}src`, cloudscapeDir),
    onlyUsedCloudscapeMessages(`${webDir}src`, cloudscapeDir),
    ...withoutUnusedVirtualLists(`${webDir}src`, cloudscapeDir),
    ...withoutFunnelAnalytics(`${webDir}src`, cloudscapeDir),
    withParsedMessageFormatter(`${webDir}src/lib/message-format.ts`),
    ...withoutZodJsonSchema(),
  ],
  resolve: { alias: webSrcAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // The modules every page loads before its route (React, the router, i18next, Cloudscape's
    // base) in one chunk rather than dozens: gzip then compresses them together.
    rolldownOptions: {
      // A call declaration (shared/api/define.ts) only returns its argument: an unused one drops.
      treeshake: { manualPureFunctions: ['defineCall'] },
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/config.json': 'http://127.0.0.1:3000' },
  },
});
