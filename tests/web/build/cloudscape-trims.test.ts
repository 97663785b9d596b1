/**
 * The build leaves Cloudscape parts out (web/vite-plugins/cloudscape-trims.ts) only while the
 * site cannot use them: the virtual lists while no code turns `virtualScroll` on. With the site's
 * sources as they are each is replaced; with a source that uses it, it is kept as it is.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { withoutUnusedVirtualLists } from '@pvd/web/vite-plugins/cloudscape-trims';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';

const cloudscapeDir = dirname(
  createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'),
);
const selectList = join(cloudscapeDir, 'select/parts/virtual-list.js');

/** What the build loads for `file` with `plugins` made for the site's sources. */
function loaded(plugins: Plugin[], file: string): string | undefined {
  return plugins
    .map((plugin) => (plugin.load as (id: string) => string | undefined).call({}, file))
    .find((text) => text !== undefined);
}

/** What the build loads for Select's virtual list with `sourceDir` as the site's sources. */
function loadedSelectList(sourceDir: string): string | undefined {
  return loaded(withoutUnusedVirtualLists(sourceDir, cloudscapeDir), selectList);
}

// Inside the project: like the site's sources, a folder the build reads.
const cache = join(process.cwd(), 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const site = mkdtempSync(join(cache, 'virtual-lists-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('Cloudscape virtual lists in the build', () => {
  it('are replaced by a component that throws while the site never sets virtualScroll', () => {
    const loaded = loadedSelectList(join(process.cwd(), 'web/src'));
    expect(loaded).toContain('virtualScroll is left out of the build');
  });

  it('stay as they are once a source of the site sets virtualScroll', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeFileSync(
      join(site, 'long-list.tsx'),
      "import Select from '@cloudscape-design/components/select';\nexport const L = () => <Select virtualScroll options={[]} selectedOption={null} />;\n",
    );
    expect(loadedSelectList(site)).toBe(readFileSync(selectList, 'utf8'));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
